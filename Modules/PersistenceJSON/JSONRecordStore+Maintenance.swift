import Glibc
public import Persistence

extension JSONRecordStore {
    /// Reads every stored line and document and lists what is wrong, one problem a line naming the
    /// file (and line); empty when the store is sound. For `data check`.
    public func check() throws(StoreError) -> [String] {
        try withSession(exclusive: false) { (session) throws(StoreError) in try session.check() }
    }

    /// Repairs the store in `directory`, for `data check --repair`: each data file with unreadable
    /// or misordered lines is replaced by one holding every readable record in timestamp order, its
    /// original kept beside it as `TYPE.jsonl.damaged-STAMP`; an unfinished last write is cut off;
    /// an unreadable document is moved aside as `KEY.json.damaged-STAMP`.
    ///
    /// It works on a store that fails to open with `.corrupted` for a data file; a damaged
    /// `store.json` or `manifest.json` cannot be rebuilt from the data and is reported as thrown.
    /// - Parameters:
    ///   - directory: the store directory.
    ///   - lockTimeout: how long to wait for other processes to release the store.
    /// - Returns: what was repaired.
    /// - Throws: `.invalidLocation` when there is no store, `.corrupted` for a damaged pointer or
    ///   manifest, `.readOnly`, `.locked`, `.io`.
    public static func repair(directory: String, lockTimeout: Duration = .seconds(5)) throws(StoreError)
        -> RepairReport
    {
        let store = StoreDirectory(directory)
        let location = StoreLocation.json(directory: store.path).description
        guard try FileSystem.kind(of: store.path) == .directory,
            try FileSystem.kind(of: store.pointerPath) == .file
        else { throw .invalidLocation(location, reason: "\(store.path) holds no JSON store") }
        guard access(store.path, W_OK) == 0 else {
            throw .readOnly(location: location, reason: "the directory \(store.path) is not writable")
        }
        let lock = try LockFile.open(at: store.lockPath, create: true)
        defer { lock.close() }
        guard lock.isWritable else {
            throw .readOnly(location: location, reason: "its lock file \(store.lockPath) is not writable")
        }
        try lock.acquire(exclusive: true, timeout: lockTimeout, location: location)
        defer { lock.release() }
        var session = try StoreSession(
            directory: store, lock: lock, location: location, isExclusive: true, readOnlyReason: nil,
            cached: nil)
        try session.removeLeftovers()
        return try session.repair()
    }
}
