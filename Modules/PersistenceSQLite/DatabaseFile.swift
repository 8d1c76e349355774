import Foundation
import Persistence

/// The database file's place on disk: the checks before SQLite touches it, the directories and file
/// created with owner-only permissions whatever the umask, and the clean-up when opening fails.
///
/// SQLite creates its `-wal` and `-shm` files with the permissions of the database file, so a
/// database created 0600 keeps its companions 0600 too; `restrictPermissions()` makes sure anyway.
///
/// Nothing here opens an existing database file: closing any descriptor of a file drops every POSIX
/// lock the process holds on it, including those of SQLite connections open on it elsewhere in the
/// process, and another process could then checkpoint and delete the WAL under them. Only SQLite,
/// which shares one descriptor per file among its connections, opens the file once it exists.
struct DatabaseFile {
    /// The absolute path of the database file.
    let path: String

    /// The permissions of every file the store writes.
    static let fileMode: mode_t = 0o600
    /// The permissions of every directory the store creates.
    static let directoryMode: mode_t = 0o700

    /// The files SQLite keeps beside the database in WAL mode.
    static let companionSuffixes = ["-wal", "-shm"]

    /// Makes `path` absolute against the current directory.
    /// - Throws: `StoreError.invalidLocation` for an empty path.
    init(path: String) throws(StoreError) {
        guard !path.isEmpty else { throw .invalidLocation(path, reason: "the path is empty") }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        self.path = URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// The directory that holds the database.
    var directory: String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The database file and its WAL companions.
    var allPaths: [String] {
        [path] + Self.companionSuffixes.map { path + $0 }
    }

    /// True when something exists at `path`.
    var exists: Bool {
        Self.kind(of: path) != nil
    }

    /// Refuses a path that cannot hold a database file: a directory, a device, a path under a file.
    /// - Throws: `StoreError.invalidLocation` saying what is in the way.
    func checkPlace() throws(StoreError) {
        switch Self.kind(of: path) {
        case .directory?:
            throw .invalidLocation(
                path,
                reason: "it is a directory; give the path of a database file, such as \(path)/"
                    + StoreLocation.defaultDatabaseName)
        case .other?:
            throw .invalidLocation(path, reason: "it is not a regular file")
        case .regular?, nil:
            break
        }
        var ancestor = directory
        while Self.kind(of: ancestor) == nil, ancestor != "/" {
            ancestor = URL(fileURLWithPath: ancestor).deletingLastPathComponent().path
        }
        if let kind = Self.kind(of: ancestor), kind != .directory {
            throw .invalidLocation(path, reason: "'\(ancestor)' is a file, not a directory")
        }
    }

    /// Creates the missing directories above the file, each 0700.
    /// - Returns: the directories created, outermost first, for `removeAfterFailedCreation`.
    /// - Throws: `StoreError.readOnly` when permission is denied, `.io` for other failures.
    func createMissingDirectories() throws(StoreError) -> [String] {
        var missing: [String] = []
        var current = directory
        while Self.kind(of: current) == nil, current != "/" {
            missing.insert(current, at: 0)
            current = URL(fileURLWithPath: current).deletingLastPathComponent().path
        }
        var created: [String] = []
        for directory in missing {
            if mkdir(directory, Self.directoryMode) != 0 {
                let error = errno
                if error == EEXIST { continue }  // made meanwhile by another process
                removeDirectories(created)
                throw failure(error, operation: "create directory", at: directory)
            }
            created.append(directory)
            guard chmod(directory, Self.directoryMode) == 0 else {
                let error = errno
                removeDirectories(created)
                throw failure(error, operation: "set permissions 0700 on", at: directory)
            }
        }
        return created
    }

    /// Creates the empty database file, 0600 whatever the umask, before SQLite opens it.
    /// - Returns: false when another process created the file first (it is theirs, not to remove).
    /// - Throws: `StoreError.readOnly` when permission is denied, `.io` for other failures.
    func createEmptyFile() throws(StoreError) -> Bool {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, Self.fileMode)
        guard descriptor >= 0 else {
            let error = errno
            if error == EEXIST { return false }
            throw failure(error, operation: "create", at: path)
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, Self.fileMode) == 0 else {
            throw failure(errno, operation: "set permissions 0600 on", at: path)
        }
        return true
    }

    /// Refuses an existing store that cannot be written: the file itself, or its directory, where
    /// SQLite must be able to create the `-wal` and `-shm` files.
    /// - Throws: `StoreError.readOnly` naming what is not writable.
    func checkWritable() throws(StoreError) {
        if let error = Self.accessDenied(path, W_OK) {
            throw .readOnly(location: path, reason: "the file is not writable (\(Self.describe(error)))")
        }
        let companionsExist = Self.companionSuffixes.allSatisfy { Self.kind(of: path + $0) != nil }
        if !companionsExist, let error = Self.accessDenied(directory, W_OK | X_OK) {
            throw .readOnly(
                location: path,
                reason: "its directory \(directory) is not writable (\(Self.describe(error))), and SQLite "
                    + "needs to create its journal files there")
        }
    }

    /// Sets the database file and its companions to 0600, whatever the umask was when they were
    /// created. A file owned by someone else is left as it is.
    /// - Throws: `StoreError.io` when `chmod` fails for another reason.
    func restrictPermissions() throws(StoreError) {
        for file in allPaths where Self.kind(of: file) == .regular {
            guard chmod(file, Self.fileMode) == 0 || errno == EPERM || errno == ENOENT else {
                throw failure(errno, operation: "set permissions 0600 on", at: file)
            }
        }
    }

    /// Renames the database file and its companions to `PATH.damaged-<UTC time>`, for `repair`.
    /// - Returns: the new path of the database file.
    /// - Throws: `StoreError.readOnly` when permission is denied, `.io` for other failures.
    func moveAside() throws(StoreError) -> String {
        let stamp = Date().formatted(
            Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt))
        var aside = "\(path).damaged-\(stamp)"
        var attempt = 1
        while Self.kind(of: aside) != nil {
            attempt += 1
            aside = "\(path).damaged-\(stamp)-\(attempt)"
        }
        for suffix in [""] + Self.companionSuffixes where Self.kind(of: path + suffix) != nil {
            guard rename(path + suffix, aside + suffix) == 0 else {
                throw failure(errno, operation: "move aside", at: path + suffix)
            }
        }
        return aside
    }

    /// Removes what a failed first open left: the database file, its companions, and the directories
    /// created for it (only when empty).
    func removeAfterFailedCreation(createdDirectories: [String]) {
        for file in allPaths {
            unlink(file)
        }
        removeDirectories(createdDirectories)
    }

    // MARK: - Helpers

    enum Kind {
        case regular, directory, other
    }

    /// What is at `path` (following symbolic links), or nil when nothing is.
    static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): return .regular
        case mode_t(S_IFDIR): return .directory
        default: return .other
        }
    }

    /// The errno when `access` refuses `mode` for lack of permission, else nil.
    private static func accessDenied(_ path: String, _ mode: Int32) -> Int32? {
        guard access(path, mode) != 0 else { return nil }
        let error = errno
        return error == EACCES || error == EPERM || error == EROFS ? error : nil
    }

    /// Removes `directories` (made by `createMissingDirectories`), innermost first, where empty.
    func removeDirectories(_ directories: [String]) {
        for directory in directories.reversed() {
            rmdir(directory)
        }
    }

    /// A permission problem as `.readOnly`, anything else as `.io`.
    private func failure(_ error: Int32, operation: String, at file: String) -> StoreError {
        if error == EACCES || error == EPERM || error == EROFS {
            return .readOnly(location: path, reason: "cannot \(operation) \(file) (\(Self.describe(error)))")
        }
        return .io(path: file, operation: operation, errno: error)
    }

    private static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
