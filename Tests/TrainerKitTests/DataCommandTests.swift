import Foundation
import Persistence
import PersistenceTestSupport
import Testing
import TrainerKit

@Suite("The data commands, run as a program")
struct DataCommandTests {
    @Test("migrate, export, import, check and reset work end to end through a real program")
    func endToEnd() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = "sqlite:\(scratch.path("a.sqlite"))"
        _ = try scratch.filledStore(.sqlite(path: scratch.path("a.sqlite")))
        let target = "json:\(scratch.path("b"))"

        let migrate = try runTool(["data", "migrate", "--store", source, "--to", target])
        #expect(migrate.status == 0, "\(migrate.errors)")
        #expect(migrate.output.contains("contract.sample: 25 records, checksum"))
        let check = try runTool(["data", "check", "--store", target])
        #expect(check.status == 0)
        #expect(check.output.hasSuffix("ok\n"))
        let export = try runTool(["data", "export", "--store", target, "--output", scratch.path("e.jsonl")])
        #expect(export.output == "exported 26 records and 1 documents to \(scratch.path("e.jsonl"))\n")
        let imported = try runTool(["data", "import", scratch.path("e.jsonl"), "--store", source])
        #expect(imported.output.hasPrefix("imported 0 records into \(source); skipped 26 already there\n"))

        let refused = try runTool(["data", "reset", "--store", target])
        #expect(refused.status == 64)
        #expect(refused.errors.contains("pass --yes to reset without asking"))
        let reset = try runTool(["data", "reset", "--yes", "--store", target])
        #expect(reset.status == 0)
        #expect(try StoreOpener.open(.json(directory: scratch.path("b"))).storedSchemas().isEmpty)
    }

    @Test(
        "bad input is refused with a message naming the value, and changes nothing",
        arguments: [
            (
                ["data", "check", "--store", "postgres:/x"], Int32(64),
                "'postgres:/x' is not a store: 'postgres' is not a known backend"
            ),
            (
                ["data", "migrate", "--store", "sqlite:/tmp/x.sqlite", "--to", "nowhere"], Int32(64),
                "'nowhere' is not a store: it has no scheme"
            ),
            (
                ["data", "import", "/nonexistent/file.jsonl", "--store", "json:/tmp/unused-store"], Int32(1),
                "/nonexistent/file.jsonl"
            ),
        ]
    )
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let result = try runTool(arguments)
        #expect(result.status == status)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(!result.errors.contains("Fatal error"))
    }

    @Test("a migrate target that already holds data is refused and left as it was")
    func migrateIntoFullStore() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.filledStore(.sqlite(path: scratch.path("a.sqlite")))
        _ = try scratch.filledStore(.json(directory: scratch.path("b")), records: 3)
        let result = try runTool([
            "data", "migrate", "--store", "sqlite:\(scratch.path("a.sqlite"))", "--to",
            "json:\(scratch.path("b"))",
        ])
        #expect(result.status == 1)
        #expect(
            result.errors.contains("already holds data (2 record types, 1 documents); choose an empty store"))
        #expect(try StoreOpener.open(.json(directory: scratch.path("b"))).count(of: ContractRecord.self) == 3)
    }
}
