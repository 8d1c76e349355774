public import Foundation
import Glibc
public import Persistence
import Synchronization

/// A record store in a directory of JSON files: one JSON Lines file per record type, one JSON file
/// per document, readable and repairable by hand.
///
/// The layout (see `StoreDirectory`): `DIR/lock`, `DIR/store.json` naming the current generation
/// folder `DIR/data-N/`, which holds `manifest.json` (each type's schema), `records/TYPE.jsonl`
/// and `documents/KEY.json`. Files are 0600 and folders 0700.
///
/// - Every operation holds `DIR/lock` with `flock` (exclusive to write, shared to read), so
///   processes sharing a store never interleave; a process that cannot get it within the lock
///   timeout gets `StoreError.locked`.
/// - An insert appends its lines with one write and one fsync; an insert of several records is
///   all or nothing (its lines carry their position, and an unfinished one is dropped). A record
///   older than the file's last is merged in by an atomic rewrite, so files stay in timestamp order.
/// - Whole files (documents, the manifest, rewrites) are replaced atomically: a temporary file in
///   the same folder, fsync, rename, fsync of the folder.
/// - Opening cuts a torn last line back to the last complete one, and fails with
///   `StoreError.corrupted` naming the file and line for anything damaged in the middle; nothing is
///   silently skipped. `JSONRecordStore.repair(directory:)` keeps every readable record.
///
/// Safe to use from several threads: a mutex serialises this process's operations, the lock file
/// serialises processes.
public final class JSONRecordStore: RecordStore {
    /// The store's location, `json:DIR`.
    public let location: StoreLocation

    private let directory: StoreDirectory
    private let lockTimeout: Duration
    private let readOnlyReason: String?
    /// The lock file (whose descriptor this mutex guards) and what was last read from disk.
    private let state: Mutex<State>

    private struct State: Sendable {
        let lock: LockFile
        var snapshot: Snapshot?
    }

    /// Opens the store in `directory`, creating the directory and an empty store when there is none.
    ///
    /// Opening repairs what a crash left (an unfinished last write, temporary files) and checks the
    /// shape of every stored line. A store in a directory that cannot be written opens read-only:
    /// reads work, writes throw `.readOnly`.
    /// - Parameters:
    ///   - directory: the store directory; a relative path is taken from the current directory.
    ///   - lockTimeout: how long an operation waits for another process to release the store.
    /// - Throws: `.invalidLocation` when `directory` is a file or holds something that is not a
    ///   store, `.newerFormat`, `.corrupted` naming the file and line, `.readOnly` when no store can
    ///   be created there, `.locked`, `.io`.
    public init(directory: String, lockTimeout: Duration = .seconds(5)) throws(StoreError) {
        var path = directory
        if !path.hasPrefix("/") {
            path = FileManager.default.currentDirectoryPath + "/" + path
        }
        self.directory = StoreDirectory(path)
        location = .json(directory: self.directory.path)
        self.lockTimeout = lockTimeout
        let opened = try StoreSession.open(
            directory: self.directory, location: location.description, lockTimeout: lockTimeout)
        readOnlyReason = opened.readOnlyReason
        state = Mutex(State(lock: opened.lock, snapshot: opened.snapshot))
    }

    deinit {
        state.withLock { $0.lock.close() }
    }

    /// True when the store opened read-only (its directory or lock file cannot be written).
    public var isReadOnly: Bool { readOnlyReason != nil }

    // MARK: - Sessions

    /// Runs `body` under the lock file (exclusive for writes), with the snapshot brought up to
    /// date; on failure the snapshot is dropped, so the next operation reads the disk again.
    func withSession<T: Sendable>(
        exclusive: Bool, _ body: (inout StoreSession) throws(StoreError) -> T
    ) throws(StoreError) -> T {
        if exclusive, let readOnlyReason {
            throw .readOnly(location: location.description, reason: readOnlyReason)
        }
        return try state.withLock { (state) throws(StoreError) -> T in
            try state.lock.acquire(exclusive: exclusive, timeout: lockTimeout, location: location.description)
            defer { state.lock.release() }
            do throws(StoreError) {
                var session = try StoreSession(
                    directory: directory, lock: state.lock, location: location.description,
                    isExclusive: exclusive,
                    readOnlyReason: readOnlyReason, cached: state.snapshot)
                let result = try body(&session)
                state.snapshot = session.snapshot
                return result
            } catch {
                state.snapshot = nil
                throw error
            }
        }
    }

    // MARK: - RecordStore

    /// Inserts `records` in one transaction: all are on disk when this returns, or none are.
    /// - Throws: `.invalidRecord` (before anything is written), `.invalidSchema`, `.newerSchema`
    ///   (writing nothing), `.readOnly`, `.io` naming the file (the file is cut back to where it was).
    public func insert(_ records: [RawRecord], as schema: RecordSchema) throws(StoreError) {
        try schema.validate()
        let batch = try EncodedBatch(records, schema: schema)
        try withSession(exclusive: true) { (session) throws(StoreError) in try session.insert(batch) }
    }

    /// Reads one page of records of a type, conformed to `schema`.
    public func page(of schema: RecordSchema, _ query: RecordQuery, after token: PageToken?, limit: Int)
        throws(StoreError) -> RecordPage
    {
        try schema.validate()
        try query.validate(against: schema)
        guard limit >= 1 else {
            throw .invalidQuery(
                type: schema.typeName, detail: "a page of \(limit) records; ask for 1 or more")
        }
        return try withSession(exclusive: false) { (session) throws(StoreError) in
            try session.page(of: schema, query, after: token, limit: limit)
        }
    }

    /// The number of records of a type that `query` selects.
    public func count(of schema: RecordSchema, _ query: RecordQuery) throws(StoreError) -> Int {
        try schema.validate()
        try query.validate(against: schema)
        return try withSession(exclusive: false) { (session) throws(StoreError) in
            try session.count(of: schema, query)
        }
    }

    /// Keeps the newest `count` records among those `filter` selects, by an atomic rewrite.
    public func trim(_ schema: RecordSchema, keepingNewest count: Int, where filter: [String: FieldValue])
        throws(StoreError) -> Int
    {
        try schema.validate()
        guard count >= 0 else {
            throw .invalidQuery(type: schema.typeName, detail: "cannot keep \(count) records; keep 0 or more")
        }
        try RecordQuery(where: filter).validate(against: schema)
        return try withSession(exclusive: true) { (session) throws(StoreError) in
            try session.trim(schema, keepingNewest: count, where: filter)
        }
    }

    /// Deletes every record of one type; its schema stays known.
    public func deleteAll(ofType typeName: String) throws(StoreError) {
        try RecordSchema.validateTypeName(typeName)
        try withSession(exclusive: true) { (session) throws(StoreError) in
            try session.deleteAll(ofType: typeName)
        }
    }

    /// Deletes every record and document by switching to a new, empty generation folder.
    public func deleteEverything() throws(StoreError) {
        try withSession(exclusive: true) { (session) throws(StoreError) in try session.deleteEverything() }
    }

    /// The stored schemas, sorted by type name.
    public func storedSchemas() throws(StoreError) -> [RecordSchema] {
        try withSession(exclusive: false) { session in
            session.snapshot.manifest.types.values.map(\.schema).sorted { $0.typeName < $1.typeName }
        }
    }

    /// The bytes of a document, nil when there is none.
    /// - Throws: `.corrupted` naming the file when it is not JSON (a truncated file, say).
    public func documentData(forKey key: String) throws(StoreError) -> Data? {
        try DocumentKey.validate(key)
        return try withSession(exclusive: false) { (session) throws(StoreError) in
            try session.documentData(forKey: key)
        }
    }

    /// Replaces a document atomically and durably.
    /// - Throws: `.invalidDocument` when `data` is not JSON.
    public func setDocumentData(_ data: Data, forKey key: String) throws(StoreError) {
        try DocumentKey.validate(key)
        try DocumentData.validate(data, forKey: key)
        try withSession(exclusive: true) { (session) throws(StoreError) in
            try session.setDocumentData(data, forKey: key)
        }
    }

    /// Removes a document; a missing one is fine.
    public func removeDocument(forKey key: String) throws(StoreError) {
        try DocumentKey.validate(key)
        try withSession(exclusive: true) { (session) throws(StoreError) in
            try session.removeDocument(forKey: key)
        }
    }

    /// The keys of every document, sorted.
    public func documentKeys() throws(StoreError) -> [String] {
        try withSession(exclusive: false) { (session) throws(StoreError) in try session.documentKeys() }
    }
}
