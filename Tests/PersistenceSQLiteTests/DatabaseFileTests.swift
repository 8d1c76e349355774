import Foundation
import Persistence
import Testing

@testable import PersistenceSQLite

@Suite("The database file on disk")
struct DatabaseFileTests {
    let directory = TemporaryDirectory()

    @Test("missing directories are created 0700 and the files 0600, whatever the umask")
    func permissions() throws {
        let previous = umask(0)
        defer { umask(previous) }
        let path = directory.file("data/trainer/store.sqlite")
        let store = try SQLiteRecordStore(path: path)
        try store.insert(contentsOf: Attempt.series(10))
        try store.setDocument(["a": 1], forKey: "settings")
        _ = try store.trim(of: Attempt.self, keepingNewest: 3)
        #expect(PersistenceSQLiteTests.permissions(of: directory.file("data")) == 0o700)
        #expect(PersistenceSQLiteTests.permissions(of: directory.file("data/trainer")) == 0o700)
        #expect(
            directory.contents(of: directory.file("data/trainer")) == [
                "store.sqlite", "store.sqlite-shm", "store.sqlite-wal",
            ])
        for suffix in ["", "-wal", "-shm"] {
            #expect(PersistenceSQLiteTests.permissions(of: path + suffix) == 0o600, "\(path + suffix)")
        }
        try store.deleteEverything()
        try store.insert(Attempt(number: 1, second: 1))
        for suffix in ["", "-wal", "-shm"] {
            #expect(PersistenceSQLiteTests.permissions(of: path + suffix) == 0o600, "\(path + suffix)")
        }
    }

    @Test("an existing store whose file was left readable by others is set back to 0600")
    func existingFileIsRestricted() throws {
        let path = directory.file()
        _ = try SQLiteRecordStore(path: path)
        #expect(chmod(path, 0o644) == 0)
        _ = try SQLiteRecordStore(path: path)
        #expect(PersistenceSQLiteTests.permissions(of: path) == 0o600)
    }

    @Test("a directory given as the database path is refused, naming it")
    func directoryPath() throws {
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: directory.path) }
        guard case .invalidLocation(let text, let reason)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(text == directory.path)
        #expect(reason.contains("is a directory"))
        #expect(directory.contents().isEmpty)
    }

    @Test("a path below a regular file is refused, naming the file")
    func parentIsAFile() throws {
        let file = directory.file("notes.txt")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: file))
        let path = file + "/deeper/store.sqlite"
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: path) }
        #expect(error == .invalidLocation(path, reason: "'\(file)' is a file, not a directory"))
        #expect(directory.contents() == ["notes.txt"])
    }

    @Test("an empty path is refused")
    func emptyPath() {
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: "") }
        #expect(error == .invalidLocation("", reason: "the path is empty"))
    }

    @Test("a failed first open leaves no file and no directory behind")
    func noLeftovers() throws {
        let name = String(repeating: "x", count: 300)  // longer than a file name may be
        let path = directory.file("new/deeper/\(name)")
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: path) }
        #expect(error == .io(path: path, operation: "create", errno: ENAMETOOLONG))
        #expect(directory.contents().isEmpty)
    }

    @Test("a failed open of an existing file leaves it as it was")
    func existingFileIsKept() throws {
        let path = directory.file("notes.sqlite")
        let text = Data(String(repeating: "not a database ", count: 100).utf8)
        try text.write(to: URL(fileURLWithPath: path))
        #expect(storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: path) } != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
        #expect(directory.contents() == ["notes.sqlite"])
    }

    @Test(
        "a read-only directory is refused with readOnly, naming the path",
        .enabled(if: ReadOnlyDirectory.works))
    func readOnlyDirectory() throws {
        let folder = directory.file("locked")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let existing = folder + "/existing.sqlite"
        _ = try SQLiteRecordStore(path: existing)
        try ReadOnlyDirectory.lock(folder)
        defer { ReadOnlyDirectory.unlock(folder) }

        let fresh = folder + "/store.sqlite"
        let error = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: fresh) }
        guard case .readOnly(let location, let reason)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(location == fresh)
        #expect(reason.contains(fresh))
        #expect(!FileManager.default.fileExists(atPath: fresh))

        let below = folder + "/sub/store.sqlite"
        let belowError = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: below) }
        guard case .readOnly(let belowLocation, let belowReason)? = belowError else {
            Issue.record("unexpected \(String(describing: belowError))")
            return
        }
        #expect(belowLocation == below)
        #expect(belowReason.contains("create directory \(folder)/sub"))

        let existingError = storeError { () throws(StoreError) in _ = try SQLiteRecordStore(path: existing) }
        guard case .readOnly(let existingLocation, let existingReason)? = existingError else {
            Issue.record("unexpected \(String(describing: existingError))")
            return
        }
        #expect(existingLocation == existing)
        #expect(existingReason.contains("directory \(folder) is not writable"))
    }
}

/// Makes a directory read-only: `chmod 0500` for a normal user; root ignores permissions, so for
/// root the directory is made immutable with `chattr +i` where the file system allows it.
enum ReadOnlyDirectory {
    /// True when a directory can be made read-only here (tried once on a scratch directory).
    static let works: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("ro-probe-\(UUID())").path
        guard
            (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: false))
                != nil
        else { return false }
        defer {
            unlock(probe)
            try? FileManager.default.removeItem(atPath: probe)
        }
        guard (try? lock(probe)) != nil else { return false }
        return !FileManager.default.createFile(atPath: probe + "/file", contents: Data())
    }()

    static func lock(_ path: String) throws {
        if geteuid() == 0 {
            try run("/usr/bin/chattr", "+i", path)
        } else {
            chmod(path, 0o500)
        }
    }

    static func unlock(_ path: String) {
        if geteuid() == 0 {
            try? run("/usr/bin/chattr", "-i", path)
        } else {
            chmod(path, 0o700)
        }
    }

    private static func run(_ tool: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }
}
