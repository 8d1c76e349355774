import Foundation
import Persistence
import PersistenceJSON
import Testing

@Suite("Checking and repairing")
struct CheckTests {
    let directory = TemporaryDirectory()

    /// Ten samples in three inserts; returns the data file.
    func filled() throws -> String {
        let store = try directory.store()
        try store.insert(contentsOf: (0..<4).map { Sample.at(Int64($0) * 10, count: $0) })
        try store.insert(contentsOf: (4..<9).map { Sample.at(Int64($0) * 10, count: $0) })
        try store.insert(Sample.at(90, count: 9))
        try store.setDocument(["ok": true], forKey: "fine")
        return try Disk.recordsFile(directory.storePath)
    }

    @Test("finds nothing wrong in a sound store")
    func sound() throws {
        _ = try filled()
        #expect(try directory.store().check() == [])
        let report = try JSONRecordStore.repair(directory: directory.storePath)
        #expect(report.isClean)
        #expect(report.summary == ["\(directory.storePath) is sound; nothing to repair"])
    }

    @Test("repair keeps every readable record and moves the damaged file aside")
    func repair() throws {
        let file = try filled()
        var lines = try Disk.lines(file)
        lines[2] = "garbage"
        lines[6] = lines[6].replacingOccurrences(of: #""count":6"#, with: #""count":"six""#)
        let damaged = lines.joined(separator: "\n") + "\n" + #"{"fields":{"cou"#
        try Disk.write(damaged, to: file)
        #expect(throws: StoreError.self) { try directory.store() }

        let report = try JSONRecordStore.repair(directory: directory.storePath)
        let repaired = try #require(report.recordFiles.first)
        #expect(report.recordFiles.count == 1)
        #expect(repaired.path == file)
        #expect(repaired.keptRecords == 8)
        #expect(repaired.unreadableLines == 2)
        #expect(repaired.droppedUnfinishedBytes == 15)
        let movedTo = try #require(repaired.movedTo)
        #expect(movedTo.hasPrefix(file + ".damaged-"))
        #expect(try Disk.text(movedTo) == damaged)
        #expect(report.summary.count == 1)
        #expect(
            report.summary.first?.hasPrefix("\(file): kept 8 records, 2 unreadable lines left out") == true)

        let store = try directory.store()
        #expect(try store.all(Sample.self).map(\.count) == [0, 1, 3, 4, 5, 7, 8, 9])
        #expect(try store.check() == [])
        #expect(try store.document([String: Bool].self, forKey: "fine") == ["ok": true])
        #expect(Disk.mode(file) == 0o600)
    }

    @Test("check lists each problem with file and line, and repair puts records back in order")
    func order() throws {
        let store = try directory.store()
        for count in 0..<10 { try store.insert(Sample.at(Int64(count) * 10, count: count)) }
        let file = try Disk.recordsFile(directory.storePath)
        var lines = try Disk.lines(file)
        lines.swapAt(0, 9)
        try Disk.write(lines.joined(separator: "\n") + "\n", to: file)
        let problems = try directory.store().check()
        #expect(problems.contains { $0.hasPrefix("\(file):2: the record is older") })
        let report = try JSONRecordStore.repair(directory: directory.storePath)
        #expect(report.recordFiles.first?.keptRecords == 10)
        #expect(try store.all(Sample.self).map(\.count) == Array(0..<10))
        #expect(try store.check() == [])
    }

    @Test("repair only cuts off an unfinished write, keeping no copy")
    func unfinishedOnly() throws {
        let file = try filled()
        let before = try Disk.bytes(file)
        try Disk.append(#"{"batch":[1,2],"fields":{}}"# + "\n", to: file)
        let report = try JSONRecordStore.repair(directory: directory.storePath)
        #expect(report.recordFiles.first?.movedTo == nil)
        #expect(try Disk.bytes(file) == before)
    }

    @Test("repair moves an unreadable document aside")
    func document() throws {
        _ = try filled()
        let store = try directory.store()
        try store.setDocument([1, 2, 3], forKey: "bests")
        let path = try Disk.generation(directory.storePath) + "/documents/bests.json"
        try Disk.write("[1,2", to: path)
        let problems = try store.check()
        #expect(problems.count == 1)
        #expect(problems.first?.contains(path) == true)
        let report = try JSONRecordStore.repair(directory: directory.storePath)
        #expect(report.movedDocuments.map(\.key) == ["bests"])
        #expect(report.movedDocuments.first?.movedTo.hasPrefix(path + ".damaged-") == true)
        #expect(try store.documentKeys() == ["fine"])
        #expect(try store.check() == [])
    }

    @Test("repair refuses a directory without a store")
    func noStore() {
        #expect {
            try JSONRecordStore.repair(directory: directory.path)
        } throws: { error in
            if case .invalidLocation = error as? StoreError { return true }
            return false
        }
    }
}
