import Foundation
import Persistence
import PersistenceTestSupport
import Testing
import TrainerKit

@Suite("Export and import")
struct ExportImportTests {
    @Test("an export imported into an empty store of either backend reproduces the source exactly")
    func roundTrip() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = try scratch.filledStore(.json(directory: scratch.path("source")))
        let file = scratch.path("history.jsonl")
        let written = try StoreExporter.export(source, to: file)
        #expect(written.records == 26 && written.documents == 1)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == #"{"format":"trainers-export","version":1}"#)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    #"{"fields":{"flag":true,"label":"odd","note":null,"number":1,"positions":[1],"ratio":0.5,"#
                )
            })
        #expect(lines.contains { $0.contains(#""timestamp":"2026-01-01T00:00:01.000Z""#) })
        #expect(lines.last == #"{"document":"personal-bests","value":{"pi":120}}"#)

        for target in [
            StoreLocation.sqlite(path: scratch.path("t.sqlite")), .json(directory: scratch.path("t-json")),
        ] {
            let store = try StoreOpener.open(target)
            let report = try StoreImporter.importFile(file, into: store)
            #expect(report == StoreImporter.Report(added: 26, duplicates: 0, documents: 1, keptDocuments: 0))
            for schema in [ContractRecord.schema, OtherRecord.schema] {
                #expect(try StoreChecksum(of: schema, in: store) == StoreChecksum(of: schema, in: source))
            }
            let again = try StoreImporter.importFile(file, into: store)
            #expect(again == StoreImporter.Report(added: 0, duplicates: 26, documents: 0, keptDocuments: 0))
        }
    }

    @Test("an existing output file is never overwritten")
    func noOverwrite() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.path("keep.jsonl")
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: file))
        let store = try scratch.filledStore(.sqlite(path: scratch.path("a.sqlite")))
        #expect(throws: StoreError.self) { try StoreExporter.export(store, to: file) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "precious\n")
    }

    @Test(
        "a file that is not an export, or has a bad line, is refused naming the line, and imports nothing",
        arguments: [
            ("hello\n", 1, "the line is not JSON"),
            (
                #"{"format":"other","version":1}"# + "\n", 1,
                #"the first line must be {"format":"trainers-export","version":1}"#
            ),
            (
                #"{"format":"trainers-export","version":7}"# + "\n", 1,
                "export version 7 is not supported; allowed: 1"
            ),
            (
                #"{"format":"trainers-export","version":1}"# + "\n"
                    + #"{"type":"contract.sample","schemaVersion":1,"fields":{}}"#,
                2, "no schema line for type 'contract.sample' before it"
            ),
        ]
    )
    func invalidFile(contents: String, line: Int, detail: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.path("bad.jsonl")
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        let store = try StoreOpener.open(.sqlite(path: scratch.path("a.sqlite")))
        #expect(throws: StoreError.invalidExport(path: file, line: line, detail: detail)) {
            try StoreImporter.importFile(file, into: store)
        }
        #expect(try store.storedSchemas().isEmpty)
    }

    @Test("a bad record late in a valid file changes nothing: the whole file is checked first")
    func badLateLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = try scratch.filledStore(.sqlite(path: scratch.path("a.sqlite")))
        let file = scratch.path("history.jsonl")
        _ = try StoreExporter.export(source, to: file)
        var lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[lines.count - 2] = lines[lines.count - 2].replacingOccurrences(
            of: #""number":25"#, with: #""number":"x""#)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        let target = try StoreOpener.open(.json(directory: scratch.path("t")))
        #expect(
            throws: StoreError.invalidExport(
                path: file, line: lines.count - 1, detail: "field 'number' is not a valid integer value")
        ) {
            try StoreImporter.importFile(file, into: target)
        }
        #expect(try target.storedSchemas().isEmpty)
        #expect(try target.documentKeys().isEmpty)
    }
}
