import Foundation
import Persistence
import Testing

@testable import PersistenceSQLite

@Suite("Opening an SQLite store")
struct SQLiteRecordStoreTests {
    let directory = TemporaryDirectory()

    @Test("synchronous is FULL on the writer and on every reader, also after writes")
    func synchronousIsFull() throws {
        let store = try SQLiteRecordStore(path: directory.file())
        #expect(try store.writerPragma("synchronous") == "2")
        #expect(try store.readerPragma("synchronous", connections: 3) == ["2", "2", "2"])
        try store.insert(Attempt(number: 1, second: 1))
        _ = try store.count(of: Attempt.self)
        #expect(try store.writerPragma("synchronous") == "2")
        #expect(try store.readerPragma("synchronous", connections: 5) == Array(repeating: "2", count: 5))
    }

    @Test("the database is in WAL mode, with a busy timeout")
    func walMode() throws {
        let store = try SQLiteRecordStore(path: directory.file())
        #expect(try store.writerPragma("journal_mode") == "wal")
        #expect(try store.readerPragma("journal_mode", connections: 2) == ["wal", "wal"])
        #expect(try store.writerPragma("busy_timeout") == "5000")
    }

    @Test("the location is sqlite: with the path made absolute")
    func location() throws {
        let store = try SQLiteRecordStore(path: directory.file("a/../store.sqlite"))
        #expect(store.location == .sqlite(path: directory.file()))
        let relative = "relative-\(UUID().uuidString).sqlite"
        defer {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: relative + suffix)
            }
        }
        let here = try SQLiteRecordStore(path: relative)
        #expect(here.location.path == FileManager.default.currentDirectoryPath + "/" + relative)
    }

    @Test("records and documents survive closing and reopening")
    func reopening() throws {
        let records = Attempt.series(3)
        do {
            let store = try SQLiteRecordStore(path: directory.file())
            try store.insert(contentsOf: records)
            try store.setDocument(["streak": 4], forKey: "bests")
        }
        let reopened = try SQLiteRecordStore(path: directory.file())
        var cursor = try reopened.records(of: Attempt.self)
        #expect(try cursor.all() == records)
        #expect(try reopened.document([String: Int].self, forKey: "bests") == ["streak": 4])
    }

    @Test("two stores on one file see each other's writes")
    func twoStoresOnOneFile() throws {
        let first = try SQLiteRecordStore(path: directory.file())
        let second = try SQLiteRecordStore(path: directory.file())
        try first.insert(Attempt(number: 1, second: 1))
        try second.insert(Attempt(number: 2, second: 2))
        #expect(try first.count(of: Attempt.self) == 2)
        #expect(try second.count(of: Attempt.self) == 2)
    }

    @Test("the integrity check of a sound store says ok")
    func integrityCheck() throws {
        let store = try SQLiteRecordStore(path: directory.file())
        try store.insert(contentsOf: Attempt.series(100))
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("an empty store holds its own tables at format version 1")
    func formatVersion() throws {
        let store = try SQLiteRecordStore(path: directory.file())
        #expect(SQLiteRecordStore.formatVersion == 1)
        #expect(try store.writerPragma("user_version") == "1")
        #expect(try store.storedSchemas().isEmpty)
        #expect(try store.documentKeys().isEmpty)
    }

    @Test(
        "opening a second store on a file keeps the first one's locks, so another process cannot pull the WAL from under it",
        .enabled(if: SQLiteShell.exists))
    func locksSurviveOpening() throws {
        let path = directory.file()
        let first = try SQLiteRecordStore(path: path)
        try first.insert(Attempt(number: 1, second: 1))
        _ = try SQLiteRecordStore(path: path)
        _ = try SQLiteRecordStore(path: path)
        let shell = try SQLiteShell(path: path)
        try shell.send("SELECT 'done';")
        try shell.waitForLine("done")
        try shell.send(".quit")
        shell.wait()
        #expect(directory.contents() == ["store.sqlite", "store.sqlite-shm", "store.sqlite-wal"])
        try first.insert(Attempt(number: 2, second: 2))
        #expect(try first.count(of: Attempt.self) == 2)
        #expect(try first.integrityCheck() == ["ok"])
    }

    @Test(
        "a writer waits for another process's lock, and reports locked past the timeout",
        .enabled(if: SQLiteShell.exists))
    func busyTimeout() throws {
        let path = directory.file()
        let patient = try SQLiteRecordStore(path: path)
        let impatient = try SQLiteRecordStore(path: path, busyTimeout: 0.2)
        let shell = try SQLiteShell(path: path)
        try shell.send("BEGIN IMMEDIATE; INSERT INTO documents VALUES ('held', x'00'); SELECT 'locked';")
        try shell.waitForLine("locked")

        let error = storeError { () throws(StoreError) in try impatient.insert(Attempt(number: 1, second: 1))
        }
        #expect(error == .locked(location: path))
        #expect(error?.description.contains("in use by another process") == true)

        let release = Thread {
            usleep(400_000)
            try? shell.send("COMMIT;")
            try? shell.send(".quit")
        }
        let start = Date()
        release.start()
        try patient.insert(Attempt(number: 2, second: 2))
        #expect(Date().timeIntervalSince(start) >= 0.3)
        shell.wait()
        #expect(try patient.count(of: Attempt.self) == 1)
        #expect(try patient.documentKeys() == ["held"])
    }
}

/// The `sqlite3` command-line shell as a second process holding a lock on a database.
final class SQLiteShell: Sendable {
    static let executable = "/usr/bin/sqlite3"

    /// True when the shell is installed.
    static var exists: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(path: String) throws {
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = [path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Sends one line of SQL or dot-commands.
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Reads the shell's output until a line equal to `expected`.
    func waitForLine(_ expected: String) throws {
        var text = ""
        while !text.split(separator: "\n").contains(Substring(expected)) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw CocoaError(.fileReadUnknown) }
            text += String(decoding: chunk, as: UTF8.self)
        }
    }

    /// Waits for the shell to end.
    func wait() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
