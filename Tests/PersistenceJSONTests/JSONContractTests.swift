import Foundation
import Persistence
import PersistenceJSON
import PersistenceTestSupport
import Testing

/// The storage contract every backend passes, run against JSON stores.
@Suite("JSON store contract")
struct JSONContractTests {
    static let factory = StoreFactory(
        name: "json",
        newLocation: { .json(directory: "/unused/store") },
        open: { (location: StoreLocation) throws(StoreError) in try JSONRecordStore(directory: location.path)
        }
    )

    @Test("the contract", arguments: StoreContract.checks)
    func contract(_ check: StoreContract.Check) async throws {
        try await check.run(Self.factory)
    }
}
