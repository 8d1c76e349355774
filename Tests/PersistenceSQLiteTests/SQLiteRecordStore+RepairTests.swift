import Foundation
import Persistence
import Testing

@testable import PersistenceSQLite

@Suite("Repairing an SQLite store")
struct SQLiteRecordStoreRepairTests {
    let directory = TemporaryDirectory()

    @Test("a sound store is left alone")
    func soundStore() throws {
        let path = directory.file()
        try SQLiteRecordStore(path: path).insert(contentsOf: Attempt.series(5))
        #expect(try SQLiteRecordStore.repair(path: path) == ["\(path) is sound; nothing to repair"])
        #expect(directory.contents() == ["store.sqlite"])
        #expect(try SQLiteRecordStore(path: path).count(of: Attempt.self) == 5)
    }

    @Test("there is nothing to repair where there is no store")
    func missingStore() {
        let path = directory.file()
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore.repair(path: path) }
        #expect(error == .invalidLocation(path, reason: "there is no store to repair"))
        #expect(directory.contents().isEmpty)
    }

    @Test("a damaged store is moved aside and every readable record and document is kept")
    func damagedStore() throws {
        let path = directory.file()
        let records = Attempt.series(3_000)
        do {
            let store = try SQLiteRecordStore(path: path)
            try store.setDocument(["streak": 7], forKey: "bests")
            try store.insert(contentsOf: records)
            try store.insert(Other(name: "kept", second: 1))
        }
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4_096))
        try handle.close()

        let report = try SQLiteRecordStore.repair(path: path)
        let aside = try #require(directory.contents().first { $0.hasPrefix("store.sqlite.damaged-") })
        #expect(report.first == "moved the damaged database to \(directory.file(aside))")
        let repaired = try SQLiteRecordStore(path: path)
        #expect(try repaired.integrityCheck() == ["ok"])
        #expect(try repaired.storedSchemas() == [Attempt.schema, Other.schema])
        var cursor = try repaired.records(of: Attempt.self, batchSize: 1_000)
        let kept = try cursor.all()
        #expect(kept.count > 0 && kept.count < records.count, "\(report)")
        #expect(Set(kept.map(\.number)).isSubset(of: Set(records.map(\.number))))
        #expect(kept.map(\.number) == kept.map(\.number).sorted())
        #expect(
            report.contains(
                "sqlite.attempt: kept \(kept.count) records, skipped 1 unreadable parts of the table"))
        #expect(try repaired.document([String: Int].self, forKey: "bests") == ["streak": 7])
        #expect(try repaired.count(of: Other.self) == 1)
    }

    @Test("a file that is not a database is moved aside and replaced by an empty store")
    func garbage() throws {
        let path = directory.file()
        try Data(String(repeating: "garbage ", count: 512).utf8).write(to: URL(fileURLWithPath: path))
        let report = try SQLiteRecordStore.repair(path: path)
        #expect(report.count == 2)
        #expect(report.last?.hasPrefix("nothing could be read from it") == true)
        #expect(directory.contents().count == 2)
        #expect(try SQLiteRecordStore(path: path).storedSchemas().isEmpty)
    }
}
