import Foundation
import GRDB
public import Persistence

/// A `RecordStore` in one SQLite database file, through a GRDB `DatabasePool` in WAL mode: writes go
/// through one writer connection, reads run beside them on reader connections.
///
/// Each record type has its own table with one typed column per field and the declared indexes
/// (see `RecordTable`); schemas and documents have their own tables (see `StoreFormat`). Every write
/// is one transaction committed with `synchronous = FULL`, so it is on disk when the call returns.
/// The database and its `-wal` and `-shm` files are 0600, directories the store creates 0700.
///
/// Several stores, in one process or many, may share a file: a writer waits up to the busy timeout
/// for another one, then fails with `.locked`.
public final class SQLiteRecordStore: RecordStore {
    /// The storage format this program writes, and the newest it opens (`PRAGMA user_version`).
    public static let formatVersion = StoreFormat.version

    /// Where the store lives: `sqlite:PATH`, with the path made absolute.
    public let location: StoreLocation

    /// The absolute path of the database file.
    let path: String
    /// The connections. `DatabasePool` is Sendable: GRDB serializes each connection on its own queue.
    let pool: DatabasePool
    /// Schemas to and from their stored JSON.
    let schemas = SchemaCoder()

    /// Opens the store at `path`, creating it (and missing directories) when it does not exist.
    ///
    /// When opening fails on a path where nothing existed, nothing is left behind.
    /// - Parameter path: the database file; relative paths are taken from the current directory.
    /// - Throws: `StoreError.invalidLocation` for a directory or a path under a file,
    ///   `.readOnly` when the file or its directory cannot be written, `.corrupted` for a file that
    ///   is not a sound SQLite database, `.newerFormat` for a store of a newer program, `.locked` when
    ///   another process holds it past the busy timeout, `.io` for other failures. Each names the path.
    public convenience init(path: String) throws(StoreError) {
        try self.init(path: path, busyTimeout: 5)
    }

    /// Opens the store, waiting at most `busyTimeout` seconds for another connection's lock.
    init(path: String, busyTimeout: TimeInterval) throws(StoreError) {
        let file = try DatabaseFile(path: path)
        try file.checkPlace()
        if file.exists {
            try file.checkWritable()
        }
        let createdDirectories = try file.createMissingDirectories()
        var createdFile = false
        do throws(StoreError) {
            if !file.exists {
                createdFile = try file.createEmptyFile()
            }
            pool = try Self.openPool(file, busyTimeout: busyTimeout)
        } catch {
            if createdFile {
                file.removeAfterFailedCreation(createdDirectories: createdDirectories)
            } else {
                file.removeDirectories(createdDirectories)
            }
            throw error
        }
        self.path = file.path
        self.location = .sqlite(path: file.path)
    }

    /// Runs `PRAGMA integrity_check`: `["ok"]` when the database is sound, else the problems found.
    /// - Throws: `StoreError` when the database cannot be read at all.
    public func integrityCheck() throws(StoreError) -> [String] {
        try read("check the database") { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check")
        }
    }

    // MARK: - Opening

    /// Opens the pool with durable writes and checks the file, so a failure leaves no pool open (and
    /// the caller free to remove what it created).
    private static func openPool(_ file: DatabaseFile, busyTimeout: TimeInterval) throws(StoreError)
        -> DatabasePool
    {
        let needsMigration = try StoreFormat.inspect(file, busyTimeout: busyTimeout)
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "SQLiteRecordStore"
        // Readers: GRDB runs this hook on every connection it opens, and leaves readers alone after
        // it. (The writer is set again below: GRDB lowers it to NORMAL after this hook.)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: file.path, configuration: configuration)
            // `DatabasePool.init` opens the writer (running `prepareDatabase`), then calls
            // `Database.setUpWALMode()`, which sets `PRAGMA synchronous = NORMAL` on it. The writer
            // connection lives as long as the pool and is never reopened, so setting FULL once here,
            // after the pool is built, holds for every write.
            try pool.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
        } catch {
            throw StoreError(error, path: file.path, operation: "open the database")
        }
        if needsMigration {
            try StoreFormat.migrate(pool, with: StoreFormat.migrator, path: file.path)
        }
        try file.restrictPermissions()
        return pool
    }

    // MARK: - Database access

    /// Runs `body` in one write transaction, mapping failures to `StoreError`.
    func write<T>(_ operation: String, _ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try pool.write(body)
        } catch {
            throw StoreError(error, path: path, operation: operation)
        }
    }

    /// Runs `body` in one read transaction on a reader, mapping failures to `StoreError`.
    func read<T>(_ operation: String, _ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try pool.read(body)
        } catch {
            throw StoreError(error, path: path, operation: operation)
        }
    }
}
