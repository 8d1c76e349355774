import PersistenceTestSupport
import Testing

@Suite("The store contract on the in-memory double")
struct InMemoryContractTests {
    @Test("behaves as every store must", arguments: StoreContract.checks)
    func contract(_ check: StoreContract.Check) throws {
        try check(.inMemory)
    }
}
