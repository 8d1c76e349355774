import Glibc
import Persistence

/// What opening a store leaves for its operations.
struct OpenedStore {
    let lock: LockFile
    let readOnlyReason: String?
    let snapshot: Snapshot
}

extension StoreSession {
    /// Opens the store in `directory`, creating it when the directory is new or empty.
    ///
    /// Under the exclusive lock (shared for a read-only store) it removes what a crash may have left
    /// (temporary files, a generation `deleteEverything()` did not finish removing), cuts each data
    /// file back to its last committed line, and checks every line's shape.
    /// - Throws: `.invalidLocation` for a path that is not a directory or holds something else,
    ///   `.readOnly` when a new store cannot be written, `.newerFormat`, `.corrupted` naming the file
    ///   and line, `.locked`, `.io`.
    static func open(directory: StoreDirectory, location: String, lockTimeout: Duration) throws(StoreError)
        -> OpenedStore
    {
        let path = directory.path
        do throws(StoreError) {
            switch try FileSystem.kind(of: path) {
            case nil: try makeDirectories(path)
            case .directory: break
            case .file, .other:
                throw StoreError.invalidLocation(location, reason: "\(path) is a file, not a directory")
            }
        } catch .io(_, _, ENOTDIR) {
            throw .invalidLocation(location, reason: "a part of \(path) is a file, not a directory")
        }
        var readOnlyReason: String? = access(path, W_OK) == 0 ? nil : "the directory \(path) is not writable"
        let lock: LockFile
        if try FileSystem.kind(of: directory.lockPath) != nil {
            lock = try LockFile.open(at: directory.lockPath, create: false)
        } else if readOnlyReason == nil {
            lock = try LockFile.open(at: directory.lockPath, create: true)
        } else {
            throw .readOnly(
                location: location,
                reason: "the directory \(path) is not writable, so no store can be made in it")
        }
        if !lock.isWritable, readOnlyReason == nil {
            readOnlyReason = "its lock file \(directory.lockPath) is not writable"
        }
        do throws(StoreError) {
            try lock.acquire(exclusive: readOnlyReason == nil, timeout: lockTimeout, location: location)
            defer { lock.release() }
            let snapshot = try prepare(
                directory: directory, lock: lock, location: location, readOnlyReason: readOnlyReason)
            return OpenedStore(lock: lock, readOnlyReason: readOnlyReason, snapshot: snapshot)
        } catch {
            lock.close()
            throw error
        }
    }

    private static func prepare(
        directory: StoreDirectory, lock: LockFile, location: String, readOnlyReason: String?
    ) throws(StoreError) -> Snapshot {
        let pointer = try StorePointer.read(at: directory.pointerPath, location: location)
        if readOnlyReason == nil {
            try lock.setChangeCount(try lock.changeCount() &+ 1)
        }
        if pointer == nil {
            if let readOnlyReason { throw .readOnly(location: location, reason: readOnlyReason) }
            try initialize(directory, location: location)
        }
        var session = try StoreSession(
            directory: directory, lock: lock, location: location, isExclusive: readOnlyReason == nil,
            readOnlyReason: readOnlyReason, cached: nil)
        guard try FileSystem.kind(of: session.snapshot.generation.path) == .directory else {
            throw .corrupted(
                location: session.snapshot.generation.path,
                detail: "the data folder store.json names is missing")
        }
        if session.canWrite { try session.removeLeftovers() }
        for typeName in session.snapshot.manifest.types.keys.sorted() {
            guard let stored = session.snapshot.manifest.schema(of: typeName),
                let (file, _) = try session.openFile(of: stored)
            else { continue }
            defer { file.close() }
            // Scan before repairing the tail, so a damaged file is left exactly as it was.
            try file.scan(to: try file.inspectTail().end)
            _ = try session.tail(of: file)
        }
        return session.snapshot
    }

    /// Makes a new store in a directory that holds none: refuses a directory with other files, and
    /// one whose pointer is missing while a generation folder still holds data.
    private static func initialize(_ directory: StoreDirectory, location: String) throws(StoreError) {
        var leftovers: [String] = []
        for name in try FileSystem.entries(of: directory.path) where name != "lock" {
            if AtomicFile.isTemporary(name) {
                leftovers.append(name)
            } else if StoreDirectory.generationNumber(name) != nil {
                let generation = directory.generation(name)
                let files =
                    try FileSystem.entries(of: generation.recordsPath)
                    + FileSystem.entries(of: generation.documentsPath)
                guard files.allSatisfy(AtomicFile.isTemporary) else {
                    throw .corrupted(
                        location: directory.pointerPath,
                        detail:
                            "it is missing while \(generation.path) holds data; restore it or move that folder away"
                    )
                }
                leftovers.append(name)
            } else {
                throw .invalidLocation(
                    location,
                    reason:
                        "\(directory.path) holds other files and no store; choose an empty or new directory")
            }
        }
        for name in leftovers {
            try FileSystem.removeTree(directory.path + "/" + name)
        }
        guard chmod(directory.path, FileSystem.directoryMode) == 0 else {
            throw FileSystem.failure("chmod", directory.path, errno, writing: true)
        }
        let generation = directory.generation("data-1")
        try createGeneration(generation, in: directory)
        try StorePointer(data: generation.name).write(to: directory.pointerPath)
    }

    /// Removes what a crash may have left: temporary files, and generation folders the pointer does
    /// not name (an old one `deleteEverything()` had not removed yet, or a new one it had not yet
    /// switched to).
    mutating func removeLeftovers() throws(StoreError) {
        let generation = snapshot.generation
        for name in try FileSystem.entries(of: directory.path)
        where AtomicFile.isTemporary(name)
            || (StoreDirectory.generationNumber(name) != nil && name != generation.name)
        {
            try FileSystem.removeTree(directory.path + "/" + name)
        }
        for folder in [generation.path, generation.recordsPath, generation.documentsPath] {
            for name in try FileSystem.entries(of: folder) where AtomicFile.isTemporary(name) {
                try FileSystem.removeFile(folder + "/" + name)
            }
        }
    }

    /// Creates a directory and its missing parents, each 0700.
    private static func makeDirectories(_ path: String) throws(StoreError) {
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if try FileSystem.kind(of: prefix) == nil {
                try FileSystem.makeDirectory(prefix)
            }
        }
    }
}
