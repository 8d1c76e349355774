import GRDB
import Persistence

/// The store's own tables and their format version, kept in `PRAGMA user_version` and applied with
/// GRDB's `DatabaseMigrator`.
///
/// Format 1:
/// - `record_types(type_name, schema_version, schema_json)`: each stored type's schema, as JSON.
/// - `documents(key, value)`: the documents, as JSON data.
/// - one table per record type (see `RecordTable`).
///
/// A later format adds a migration and raises `version`; a store already past this program's
/// version is refused with `.newerFormat` before anything is written.
enum StoreFormat {
    /// The format this program writes, and the newest it reads.
    static let version = 1

    /// The migrations from an empty database to `version`.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("format1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE record_types (
                        type_name TEXT PRIMARY KEY NOT NULL,
                        schema_version INTEGER NOT NULL,
                        schema_json TEXT NOT NULL
                    );
                    CREATE TABLE documents (
                        key TEXT PRIMARY KEY NOT NULL,
                        value BLOB NOT NULL
                    );
                    PRAGMA user_version = 1;
                    """)
        }
        return migrator
    }

    /// Checks the database before the store opens its pool, so a file the store must refuse is not
    /// written to at all (opening a pool in WAL mode writes).
    ///
    /// The check runs in a read-only transaction on a connection of its own, which is not read-only
    /// itself: as the last connection to close it removes the `-wal` and `-shm` files it made beside
    /// a WAL database, where a read-only connection would leave them. In order: the file is an SQLite
    /// database, its format is not newer than this program's, it is not another program's database,
    /// and `PRAGMA quick_check` finds no damage.
    /// - Returns: true when the migrations still have to run (a new or older store).
    /// - Throws: `.corrupted`, `.newerFormat`, `.invalidLocation`, or the mapped SQLite failure.
    static func inspect(_ file: DatabaseFile, busyTimeout: Double) throws(StoreError) -> Bool {
        let path = file.path
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        let migrator = self.migrator
        let state: (format: Int, superseded: Bool, migrated: Bool, foreignTables: [String], check: [String])
        do {
            let connection = try DatabaseQueue(path: path, configuration: configuration)
            state = try connection.read { db in
                let format = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                let tables = try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM sqlite_master
                        WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
                        ORDER BY name
                        """)
                let foreign = format == 0 && !tables.contains("grdb_migrations") ? tables : []
                return (
                    format,
                    try migrator.hasBeenSuperseded(db),
                    try migrator.hasCompletedMigrations(db),
                    foreign,
                    try String.fetchAll(db, sql: "PRAGMA quick_check")
                )
            }
            try connection.close()
        } catch {
            throw StoreError(error, path: path, operation: "open the database")
        }
        if state.format > version || state.superseded {
            throw .newerFormat(location: path, found: max(state.format, version + 1), supported: version)
        }
        if !state.foreignTables.isEmpty {
            throw .invalidLocation(
                path,
                reason: "it is an SQLite database of another program (it holds the tables "
                    + state.foreignTables.prefix(5).joined(separator: ", ") + ")")
        }
        if state.check != ["ok"] {
            throw .corrupted(
                location: path,
                detail: "the integrity check found: " + state.check.prefix(3).joined(separator: "; "))
        }
        return !state.migrated
    }

    /// Runs the migrations. Two processes may open a new store at once; the one that loses the race
    /// finds the migrations done by the other and goes on.
    static func migrate(_ pool: DatabasePool, with migrator: DatabaseMigrator, path: String)
        throws(StoreError)
    {
        do {
            try migrator.migrate(pool)
        } catch {
            let done = try? pool.read { db in try migrator.hasCompletedMigrations(db) }
            guard done == true else {
                throw StoreError(error, path: path, operation: "set up the store's tables")
            }
        }
    }
}
