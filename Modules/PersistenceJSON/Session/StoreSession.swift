import Persistence

/// What a process knows of the store between operations: true while the lock file's change count
/// is the one it was read at.
struct Snapshot: Sendable {
    var changeCount: UInt64
    var generation: Generation
    var manifest: StoreManifest
    /// The tails of the data files read so far, by type name.
    var tails: [String: Tail]
}

/// Where a data file's committed records end, and the timestamp of the last one (nil when empty).
struct Tail: Sendable {
    var end: Int64
    var lastTimestamp: Int64?
}

/// One operation on the store, run while the lock file is held: every read and write of the store
/// goes through a session, which keeps the snapshot up to date.
struct StoreSession {
    let directory: StoreDirectory
    let lock: LockFile
    /// `json:DIR`, for messages.
    let location: String
    let isExclusive: Bool
    /// Why the store cannot be written, nil when it can.
    let readOnlyReason: String?
    var snapshot: Snapshot

    /// Starts an operation under the held lock, reusing `cached` when no other process changed the
    /// store since it was read.
    init(
        directory: StoreDirectory, lock: LockFile, location: String, isExclusive: Bool,
        readOnlyReason: String?,
        cached: Snapshot?
    ) throws(StoreError) {
        self.directory = directory
        self.lock = lock
        self.location = location
        self.isExclusive = isExclusive
        self.readOnlyReason = readOnlyReason
        let count = try lock.changeCount()
        if let cached, cached.changeCount == count {
            snapshot = cached
            return
        }
        guard let pointer = try StorePointer.read(at: directory.pointerPath, location: location) else {
            throw .corrupted(location: directory.pointerPath, detail: "the store pointer has disappeared")
        }
        let generation = directory.generation(pointer.data)
        snapshot = Snapshot(
            changeCount: count, generation: generation,
            manifest: try StoreManifest.read(at: generation.manifestPath), tails: [:])
    }

    var canWrite: Bool { isExclusive && readOnlyReason == nil }

    /// Tells other processes that the store is about to change (they drop what they cached); called
    /// before the first change an operation makes.
    mutating func beginChange() throws(StoreError) {
        if let readOnlyReason { throw .readOnly(location: location, reason: readOnlyReason) }
        precondition(isExclusive, "a change outside the exclusive lock")
        snapshot.changeCount &+= 1
        try lock.setChangeCount(snapshot.changeCount)
    }

    // MARK: - Data files

    /// Opens a type's data file; nil when the type has no records.
    func openFile(of stored: RecordSchema, create: Bool = false) throws(StoreError) -> (
        file: DataFile, created: Bool
    )? {
        try DataFile.open(
            snapshot.generation.recordsPath(ofType: stored.typeName), stored: stored, writable: canWrite,
            create: create)
    }

    /// The tail of a type's data file. Under the exclusive lock, an unfinished write a crashed
    /// process left after the committed records is cut off first; readers just stop before it.
    mutating func tail(of file: DataFile) throws(StoreError) -> Tail {
        if let cached = snapshot.tails[file.stored.typeName] { return cached }
        let state = try file.inspectTail()
        if state.isTorn, canWrite {
            try beginChange()
            try file.cutBack(to: state.end)
        }
        var tail = Tail(end: state.end, lastTimestamp: nil)
        if let start = state.lastLineStart {
            var reader = file.reader()
            tail.lastTimestamp =
                try file.timestamp(
                    ofLineAt: start, end: state.end, table: .timestamp(of: file.stored), reader: &reader
                ).timestamp
        }
        snapshot.tails[file.stored.typeName] = tail
        return tail
    }

    /// The stored schema of a type that a reader or writer with `schema` may use, nil when the
    /// store holds no records of the type.
    /// - Throws: `.invalidSchema` when `schema` is a newer version that stored records cannot be
    ///   read as.
    func storedSchema(readableAs schema: RecordSchema) throws(StoreError) -> RecordSchema? {
        guard let stored = snapshot.manifest.schema(of: schema.typeName) else { return nil }
        if schema.version > stored.version {
            _ = try schema.fieldsAdded(to: stored)
        }
        return stored
    }

    // MARK: - Generations

    /// Creates an empty generation folder with its manifest, durably.
    static func createGeneration(_ generation: Generation, in directory: StoreDirectory) throws(StoreError) {
        try FileSystem.makeDirectory(generation.path)
        try FileSystem.makeDirectory(generation.recordsPath)
        try FileSystem.makeDirectory(generation.documentsPath)
        try StoreManifest().write(to: generation.manifestPath)
        try FileSystem.syncDirectory(directory.path)
    }

    /// The name for a new generation: one past every generation folder present.
    func nextGenerationName() throws(StoreError) -> String {
        let numbers = try FileSystem.entries(of: directory.path).compactMap(StoreDirectory.generationNumber)
        return "data-\((numbers.max() ?? 0) + 1)"
    }
}
