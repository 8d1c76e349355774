public import Foundation
import GRDB
public import Persistence

extension SQLiteRecordStore {
    /// The JSON data of a document, or nil when there is none.
    /// - Throws: `StoreError.invalidDocumentKey` for a key outside the allowed form.
    public func documentData(forKey key: String) throws(StoreError) -> Data? {
        try DocumentKey.validate(key)
        return try read("read document '\(key)'") { db in
            try Data.fetchOne(db, sql: "SELECT value FROM documents WHERE key = ?", arguments: [key])
        }
    }

    /// Replaces a document in one transaction: afterwards it holds `data`, or, after a crash, its old
    /// value.
    /// - Throws: `StoreError.invalidDocumentKey` for a key outside the allowed form.
    public func setDocumentData(_ data: Data, forKey key: String) throws(StoreError) {
        try DocumentKey.validate(key)
        try DocumentData.validate(data, forKey: key)
        try write("write document '\(key)'") { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO documents (key, value) VALUES (?, ?)", arguments: [key, data])
        }
    }

    /// Removes a document; removing a missing one does nothing.
    /// - Throws: `StoreError.invalidDocumentKey` for a key outside the allowed form.
    public func removeDocument(forKey key: String) throws(StoreError) {
        try DocumentKey.validate(key)
        try write("remove document '\(key)'") { db in
            try db.execute(sql: "DELETE FROM documents WHERE key = ?", arguments: [key])
        }
    }

    /// The keys of all documents, sorted.
    public func documentKeys() throws(StoreError) -> [String] {
        try read("list documents") { db in
            try String.fetchAll(db, sql: "SELECT key FROM documents ORDER BY key")
        }
    }
}
