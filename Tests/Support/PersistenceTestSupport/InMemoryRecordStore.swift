public import Foundation
public import Persistence
import Synchronization

/// A `RecordStore` in memory: the test double for trainers' tests, and the reference the contract
/// suite is checked against before it judges the real backends.
public final class InMemoryRecordStore: RecordStore {
    private struct Stored {
        var sequence: Int64
        var record: RawRecord
        var timestamp: Int64
    }

    private struct State {
        var schemas: [String: RecordSchema] = [:]
        var records: [String: [Stored]] = [:]
        var documents: [String: Data] = [:]
        var nextSequence: Int64 = 1
    }

    private let state = Mutex(State())

    /// A made-up location; nothing is written anywhere.
    public let location: StoreLocation

    /// Creates an empty store with a made-up location under `/nonexistent/in-memory/`.
    public convenience init(name: String = "memory") {
        self.init(location: .json(directory: "/nonexistent/in-memory/\(name)"))
    }

    /// Creates an empty store that answers to `location` (nothing is written there).
    public init(location: StoreLocation) {
        self.location = location
    }

    /// Checks the schema and records, then keeps them, all or none.
    public func insert(_ records: [RawRecord], as schema: RecordSchema) throws(StoreError) {
        try schema.validate()
        var conformed: [RawRecord] = []
        for record in records {
            conformed.append(try record.conformed(to: schema))
        }
        try state.withLock { (state: inout State) throws(StoreError) in
            if let stored = state.schemas[schema.typeName] {
                guard stored.version <= schema.version else {
                    throw .newerSchema(
                        type: schema.typeName, found: stored.version, supported: schema.version)
                }
                _ = try schema.fieldsAdded(to: stored)
            }
            state.schemas[schema.typeName] = schema
            for record in conformed {
                let stored = Stored(
                    sequence: state.nextSequence,
                    record: record,
                    timestamp: record.timestampMilliseconds(in: schema) ?? 0)
                state.nextSequence += 1
                state.records[schema.typeName, default: []].append(stored)
            }
        }
    }

    /// One batch by (timestamp, insertion order), keyset-paged.
    public func page(of schema: RecordSchema, _ query: RecordQuery, after token: PageToken?, limit: Int)
        throws(StoreError) -> RecordPage
    {
        try query.validate(against: schema)
        let selected = try matching(schema, query)
        let ascending = query.order == .oldestFirst
        let ordered = selected.sorted { lhs, rhs in
            let left = (lhs.timestamp, lhs.sequence)
            let right = (rhs.timestamp, rhs.sequence)
            return ascending ? left < right : left > right
        }
        let after = ordered.filter { stored in
            guard let token else { return true }
            let key = (stored.timestamp, stored.sequence)
            return ascending ? key > (token.first, token.second) : key < (token.first, token.second)
        }
        let batch = Array(after.prefix(max(1, limit)))
        var records: [RawRecord] = []
        for stored in batch {
            records.append(try readable(stored.record, as: schema))
        }
        let next =
            batch.count == max(1, limit)
            ? batch.last.map { PageToken(first: $0.timestamp, second: $0.sequence) } : nil
        return RecordPage(records: records, next: next)
    }

    /// The number of matching records.
    public func count(of schema: RecordSchema, _ query: RecordQuery) throws(StoreError) -> Int {
        try query.validate(against: schema)
        return try matching(schema, query).count
    }

    /// Keeps the newest `count` of the records `filter` selects.
    public func trim(_ schema: RecordSchema, keepingNewest count: Int, where filter: [String: FieldValue])
        throws(StoreError) -> Int
    {
        let query = RecordQuery(where: filter)
        try query.validate(against: schema)
        let victims = try matching(schema, query)
            .sorted { ($0.timestamp, $0.sequence) > ($1.timestamp, $1.sequence) }
            .dropFirst(max(0, count))
            .map(\.sequence)
        let doomed = Set(victims)
        state.withLock { state in
            state.records[schema.typeName]?.removeAll { doomed.contains($0.sequence) }
        }
        return doomed.count
    }

    /// Forgets one type's records.
    public func deleteAll(ofType typeName: String) throws(StoreError) {
        try RecordSchema.validateTypeName(typeName)
        state.withLock { state in
            state.records[typeName] = nil
            state.schemas[typeName] = nil
        }
    }

    /// Forgets everything.
    public func deleteEverything() throws(StoreError) {
        state.withLock { $0 = State() }
    }

    /// The schemas of the stored types.
    public func storedSchemas() throws(StoreError) -> [RecordSchema] {
        state.withLock { $0.schemas.values.sorted { $0.typeName < $1.typeName } }
    }

    /// A document's data.
    public func documentData(forKey key: String) throws(StoreError) -> Data? {
        try DocumentKey.validate(key)
        return state.withLock { $0.documents[key] }
    }

    /// Replaces a document.
    public func setDocumentData(_ data: Data, forKey key: String) throws(StoreError) {
        try DocumentKey.validate(key)
        try DocumentData.validate(data, forKey: key)
        state.withLock { $0.documents[key] = data }
    }

    /// Removes a document.
    public func removeDocument(forKey key: String) throws(StoreError) {
        try DocumentKey.validate(key)
        _ = state.withLock { $0.documents.removeValue(forKey: key) }
    }

    /// The document keys, sorted.
    public func documentKeys() throws(StoreError) -> [String] {
        state.withLock { $0.documents.keys.sorted() }
    }

    // MARK: - Helpers

    private func matching(_ schema: RecordSchema, _ query: RecordQuery) throws(StoreError) -> [Stored] {
        let all = state.withLock { $0.records[schema.typeName] ?? [] }
        var selected: [Stored] = []
        for stored in all where query.matches(try readable(stored.record, as: schema), in: schema) {
            selected.append(stored)
        }
        return selected
    }

    /// A stored record as a reader with `schema` sees it: its declared fields, defaults for the rest.
    private func readable(_ record: RawRecord, as schema: RecordSchema) throws(StoreError) -> RawRecord {
        let declared = record.fields.filter { schema.field(named: $0.key) != nil }
        return try RawRecord(typeName: record.typeName, schemaVersion: record.schemaVersion, fields: declared)
            .conformed(to: schema)
    }
}
