import Foundation
import Persistence
import PersistenceTestSupport
import Testing
import TrainerKit

@Suite("Moving a history between backends")
struct MigrationTests {
    @Test("migrate copies every type and document both ways, verifies it, and leaves the source alone")
    func bothWays() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let sqlite = StoreLocation.sqlite(path: scratch.path("a.sqlite"))
        let json = StoreLocation.json(directory: scratch.path("b-json"))
        let back = StoreLocation.sqlite(path: scratch.path("c.sqlite"))
        let source = try scratch.filledStore(sqlite, records: 1_200)
        let before = try StoreChecksum(of: ContractRecord.schema, in: source)

        let report = try StoreMigration.migrate(from: source, to: StoreOpener.open(json))
        #expect(report.types.map(\.typeName) == ["contract.other", "contract.sample"])
        #expect(report.types.map(\.checksum.count) == [1, 1_200])
        #expect(report.documents == 1)
        _ = try StoreMigration.migrate(from: StoreOpener.open(json), to: StoreOpener.open(back))

        let returned = try StoreOpener.open(back)
        #expect(try StoreChecksum(of: ContractRecord.schema, in: returned) == before)
        #expect(try returned.document([String: Int].self, forKey: "personal-bests") == ["pi": 120])
        #expect(try StoreChecksum(of: ContractRecord.schema, in: StoreOpener.open(sqlite)) == before)
    }

    @Test("a target that already holds data is refused and left as it was")
    func targetNotEmpty() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = try scratch.filledStore(.sqlite(path: scratch.path("a.sqlite")))
        let target = try StoreOpener.open(.json(directory: scratch.path("t")))
        try target.insert(OtherRecord(name: "mine", second: 9))
        #expect(
            throws: StoreError.notEmpty(
                location: target.location.description, detail: "1 record types, 0 documents")
        ) {
            try StoreMigration.migrate(from: source, to: target)
        }
        #expect(try target.count(of: OtherRecord.self) == 1)
        #expect(try target.count(of: ContractRecord.self) == 0)
    }
}
