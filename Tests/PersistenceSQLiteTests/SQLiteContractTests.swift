import Foundation
import Persistence
import PersistenceSQLite
import PersistenceTestSupport
import Testing

/// The storage contract every backend passes, run against SQLite stores.
@Suite("SQLite store contract")
struct SQLiteContractTests {
    static let factory = StoreFactory(
        name: "sqlite",
        newLocation: { .sqlite(path: "/unused/store.sqlite") },
        open: { (location: StoreLocation) throws(StoreError) in try SQLiteRecordStore(path: location.path) }
    )

    @Test("the contract", arguments: StoreContract.checks)
    func contract(_ check: StoreContract.Check) async throws {
        try await check.run(Self.factory)
    }
}
