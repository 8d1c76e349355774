public import Foundation

/// The one storage port: both backends implement it, and trainers see nothing else.
///
/// The requirements are the raw level, in schema-described field values, so a backend needs no
/// knowledge of any trainer; the typed API (`insert(_:)`, `records(of:_:)`, documents as Codable
/// values) is built on them in an extension. Every call either completes or changes nothing: an
/// insert of many records is one transaction, a reset is one transaction or one atomic swap.
///
/// Implementations are safe to use from several threads, and from several processes on one store.
public protocol RecordStore: AnyObject, Sendable {
    /// Where the store lives.
    var location: StoreLocation { get }

    /// Inserts `records` of one type in one transaction; they are on disk when this returns.
    ///
    /// The first write of a type creates its storage; a write with a higher schema version than
    /// stored migrates it (new fields take their defaults).
    /// - Throws: `StoreError.invalidRecord` for a record that does not fit `schema`,
    ///   `.newerSchema` when the store holds a newer version of the type, `.io` when the disk fails.
    func insert(_ records: [RawRecord], as schema: RecordSchema) throws(StoreError)

    /// Reads one batch of at most `limit` records of a type, conformed to `schema`.
    /// - Parameters:
    ///   - schema: the reader's schema; older stored records read with its defaults.
    ///   - query: time bounds, field filter and order.
    ///   - token: nil for the first batch, else the previous page's `next`.
    ///   - limit: the batch size, at least 1.
    func page(of schema: RecordSchema, _ query: RecordQuery, after token: PageToken?, limit: Int)
        throws(StoreError) -> RecordPage

    /// The number of records of a type that `query` selects.
    func count(of schema: RecordSchema, _ query: RecordQuery) throws(StoreError) -> Int

    /// Deletes all but the newest `count` records of a type among those `filter` selects (others are
    /// kept), in one transaction; returns how many were deleted.
    func trim(_ schema: RecordSchema, keepingNewest count: Int, where filter: [String: FieldValue])
        throws(StoreError) -> Int

    /// Deletes every record of one type, in one transaction.
    func deleteAll(ofType typeName: String) throws(StoreError)

    /// Deletes every record and document: afterwards the store is as new. One transaction or one
    /// atomic swap, never half done.
    func deleteEverything() throws(StoreError)

    /// The schemas of the record types the store holds, at their stored versions, sorted by name.
    func storedSchemas() throws(StoreError) -> [RecordSchema]

    /// The JSON data of a document, or nil when there is none.
    func documentData(forKey key: String) throws(StoreError) -> Data?

    /// Writes a document atomically: afterwards it holds `data`, or, after a crash, its old value.
    func setDocumentData(_ data: Data, forKey key: String) throws(StoreError)

    /// Removes a document; removing a missing one does nothing.
    func removeDocument(forKey key: String) throws(StoreError)

    /// The keys of all documents, sorted.
    func documentKeys() throws(StoreError) -> [String]
}
