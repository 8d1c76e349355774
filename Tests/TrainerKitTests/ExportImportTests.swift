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
            let report = try StoreImporter.importFile(file, into: { store })
            #expect(report == StoreImporter.Report(added: 26, duplicates: 0, documents: 1, keptDocuments: 0))
            for schema in [ContractRecord.schema, OtherRecord.schema] {
                #expect(try StoreChecksum(of: schema, in: store) == StoreChecksum(of: schema, in: source))
            }
            let again = try StoreImporter.importFile(file, into: { store })
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
            try StoreImporter.importFile(file, into: { store })
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
            try StoreImporter.importFile(file, into: { target })
        }
        #expect(try target.storedSchemas().isEmpty)
        #expect(try target.documentKeys().isEmpty)
    }
}

@Suite("Import edge cases")
struct ImportEdgeCaseTests {
    @Test("equal records inside one export are all kept; only records the store holds are skipped")
    func duplicatesInsideTheFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = try StoreOpener.open(.sqlite(path: scratch.path("a.sqlite")))
        let same = ContractRecord(number: 1, second: 1)
        try source.insert(contentsOf: [same, same, same])
        let file = scratch.path("e.jsonl")
        _ = try StoreExporter.export(source, to: file)
        let target = try StoreOpener.open(.json(directory: scratch.path("t")))
        try target.insert(same)
        let report = try StoreImporter.importFile(file, into: { target })
        #expect(report.added == 2 && report.duplicates == 1)
        #expect(try target.count(of: ContractRecord.self) == 3)
    }

    @Test("an older export goes into a store whose schema has moved on, taking the new defaults")
    func olderExportIntoNewerStore() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let old = try StoreOpener.open(.sqlite(path: scratch.path("old.sqlite")))
        try old.insert(contentsOf: [1, 2].map { ContractRecord(number: $0, second: Double($0)) })
        let file = scratch.path("old.jsonl")
        _ = try StoreExporter.export(old, to: file)
        let newer = try StoreOpener.open(.json(directory: scratch.path("new")))
        try newer.insert(
            ContractRecordV2(
                number: 9, ratio: 1, label: "n", flag: true, note: nil, positions: [],
                timestamp: Date(timeIntervalSince1970: 1_767_225_609), level: 7))
        let report = try StoreImporter.importFile(file, into: { newer })
        #expect(report.added == 2)
        var cursor = try newer.records(of: ContractRecordV2.self)
        #expect(try cursor.all().map(\.level) == [3, 3, 7])
    }

    @Test("a bad file creates no store, and a folder given as the file is refused with a message")
    func badFileCreatesNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.path("hello.jsonl")
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: file))
        let location = StoreLocation.json(directory: scratch.path("never"))
        #expect(throws: StoreError.invalidExport(path: file, line: 1, detail: "the line is not JSON")) {
            try StoreImporter.importFile(
                file, into: { () throws(StoreError) in try StoreOpener.open(location) })
        }
        #expect(!FileManager.default.fileExists(atPath: location.path))
        #expect(
            throws: StoreError.io(
                path: scratch.folder.path, operation: "import (it is not a regular file)", errno: EISDIR)
        ) {
            try StoreImporter.importFile(
                scratch.folder.path, into: { () throws(StoreError) in try StoreOpener.open(location) })
        }
        #expect(!FileManager.default.fileExists(atPath: location.path))
    }

    @Test("a record line with a schema version the file's schema does not have is refused")
    func impossibleSchemaVersion() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = try scratch.filledStore(.sqlite(path: scratch.path("a.sqlite")), records: 2)
        let file = scratch.path("e.jsonl")
        _ = try StoreExporter.export(source, to: file)
        let text = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(
                of: #""schemaVersion":1,"type":"contract.sample""#,
                with: #""schemaVersion":99,"type":"contract.sample""#)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        #expect {
            try StoreImporter.importFile(
                file,
                into: { () throws(StoreError) in try StoreOpener.open(.sqlite(path: scratch.path("t.sqlite")))
                })
        } throws: { error in
            guard case .invalidExport(_, _, let detail) = error as? StoreError else { return false }
            return detail == "schema version 99 is not between 1 and the type's 1"
        }
    }
}
