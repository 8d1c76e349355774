import Foundation
import Persistence
import Testing

@testable import PersistenceSQLite

@Suite("The store's format")
struct StoreFormatTests {
    let directory = TemporaryDirectory()

    @Test("a file of garbage is reported as corrupted, naming the path", arguments: [16, 100, 4096, 70_000])
    func garbage(size: Int) throws {
        let path = directory.file()
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: path) }
        guard case .corrupted(let location, let detail)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(location == path)
        #expect(detail.contains("not an SQLite database"))
        #expect(error?.description.contains(path) == true)
        #expect(directory.contents() == ["store.sqlite"])
    }

    @Test("a database with a damaged page fails the check on open as corrupted")
    func damagedPage() throws {
        let path = directory.file()
        do {
            let store = try SQLiteRecordStore(path: path)
            try store.insert(contentsOf: Attempt.series(2_000))
        }
        // Overwrite the middle of the file (past the header and the schema page) with garbage.
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 8_192))
        try handle.close()
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: path) }
        guard case .corrupted(let location, _)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(location == path)
    }

    @Test("a store of a newer format is refused and left unchanged")
    func newerFormat() throws {
        let path = directory.file()
        do {
            let store = try SQLiteRecordStore(path: path)
            try store.insert(Attempt(number: 1, second: 1))
            try sqlite(path, "PRAGMA user_version = 2")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: path) }
        #expect(error == .newerFormat(location: path, found: 2, supported: 1))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(directory.contents() == ["store.sqlite"])
    }

    @Test("another program's SQLite database is refused, not taken over")
    func foreignDatabase() throws {
        let path = directory.file()
        try sqlite(path, "CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: path) }
        #expect(
            error
                == .invalidLocation(
                    path, reason: "it is an SQLite database of another program (it holds the tables invoices)"
                ))
        #expect(
            try SQLiteRecordStore.execute("SELECT name FROM sqlite_master", onDatabaseAt: path) == [
                "invoices"
            ])
    }

    @Test("an empty file is taken as a new store")
    func emptyFile() throws {
        let path = directory.file()
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try SQLiteRecordStore(path: path)
        try store.insert(Attempt(number: 1, second: 1))
        #expect(try store.count(of: Attempt.self) == 1)
    }

    /// Runs SQL on the database at `path` through a store's writer connection, outside the store's API.
    private func sqlite(_ path: String, _ sql: String) throws {
        _ = try SQLiteRecordStore.execute(sql, onDatabaseAt: path)
    }
}
