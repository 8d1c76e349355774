import Foundation
public import Persistence
import PersistenceJSON
import PersistenceSQLite

/// Opens the backend a location names: the one place that knows both backends.
public enum StoreOpener {
    /// Opens (creating when needed) the store at `location`.
    /// - Throws: `StoreError` naming the path and what is wrong.
    public static func open(_ location: StoreLocation) throws(StoreError) -> any RecordStore {
        switch location {
        case .sqlite(let path): try SQLiteRecordStore(path: path)
        case .json(let directory): try JSONRecordStore(directory: directory)
        }
    }

    /// True when nothing exists at the location yet.
    public static func isAbsent(_ location: StoreLocation) -> Bool {
        !FileManager.default.fileExists(atPath: location.path)
    }

    /// The backend's own integrity problems (SQLite's `integrity_check`, the JSON store's line check);
    /// empty when it is sound.
    public static func integrityProblems(of store: any RecordStore) throws(StoreError) -> [String] {
        switch store {
        case let sqlite as SQLiteRecordStore:
            return try sqlite.integrityCheck().filter { $0 != "ok" }
        case let json as JSONRecordStore:
            return try json.check()
        default:
            return []
        }
    }

    /// Repairs a damaged store in place, keeping every readable record and moving damaged files
    /// aside; returns what it did, in lines for people.
    public static func repair(_ location: StoreLocation) throws(StoreError) -> [String] {
        switch location {
        case .json(let directory):
            return try JSONRecordStore.repair(directory: directory).summary
        case .sqlite(let path):
            return try SQLiteRecordStore.repair(path: path)
        }
    }
}
