import Foundation
import Persistence
import PersistenceTestSupport
import Synchronization

/// A store that fails its inserts while told to, as a full disk would, and otherwise passes
/// everything to an `InMemoryRecordStore`.
final class FailingRecordStore: RecordStore {
    /// The error the inserts throw while failing: a full disk.
    static let diskFull = StoreError.io(path: "/nonexistent/in-memory/pitch", operation: "write", errno: 28)

    let base = InMemoryRecordStore(name: "failing")
    private let failing = Mutex(false)
    private let attempts = Mutex(0)

    /// Makes inserts fail (true) or succeed (false) from now on.
    func setFailing(_ value: Bool) {
        failing.withLock { $0 = value }
    }

    /// How many inserts were tried, failed or not.
    var insertAttempts: Int { attempts.withLock { $0 } }

    var location: StoreLocation { base.location }

    func insert(_ records: [RawRecord], as schema: RecordSchema) throws(StoreError) {
        attempts.withLock { $0 += 1 }
        if failing.withLock({ $0 }) { throw Self.diskFull }
        try base.insert(records, as: schema)
    }

    func page(of schema: RecordSchema, _ query: RecordQuery, after token: PageToken?, limit: Int)
        throws(StoreError) -> RecordPage
    {
        try base.page(of: schema, query, after: token, limit: limit)
    }

    func count(of schema: RecordSchema, _ query: RecordQuery) throws(StoreError) -> Int {
        try base.count(of: schema, query)
    }

    func trim(_ schema: RecordSchema, keepingNewest count: Int, where filter: [String: FieldValue])
        throws(StoreError) -> Int
    {
        try base.trim(schema, keepingNewest: count, where: filter)
    }

    func deleteAll(ofType typeName: String) throws(StoreError) {
        try base.deleteAll(ofType: typeName)
    }

    func deleteEverything() throws(StoreError) {
        try base.deleteEverything()
    }

    func storedSchemas() throws(StoreError) -> [RecordSchema] {
        try base.storedSchemas()
    }

    func documentData(forKey key: String) throws(StoreError) -> Data? {
        try base.documentData(forKey: key)
    }

    func setDocumentData(_ data: Data, forKey key: String) throws(StoreError) {
        try base.setDocumentData(data, forKey: key)
    }

    func removeDocument(forKey key: String) throws(StoreError) {
        try base.removeDocument(forKey: key)
    }

    func documentKeys() throws(StoreError) -> [String] {
        try base.documentKeys()
    }
}
