import Glibc
import Persistence

/// The system calls the store makes, each retrying on EINTR and turning a failure into a
/// `StoreError` that names the path and the operation.
///
/// Files are created 0600 and directories 0700, and both are set explicitly (`fchmod`, `chmod`) so
/// the umask cannot loosen them.
enum FileSystem {
    static let fileMode: mode_t = 0o600
    static let directoryMode: mode_t = 0o700

    /// What is at a path.
    enum Kind {
        case file
        case directory
        case other
    }

    /// The error for a failed system call. Permission and read-only file system errors on writes
    /// become `.readOnly`, naming the path; everything else `.io` with the errno.
    static func failure(_ operation: String, _ path: String, _ code: Int32, writing: Bool = false)
        -> StoreError
    {
        if writing, code == EACCES || code == EPERM || code == EROFS {
            let reason = code == EROFS ? "the file system is read-only" : "permission denied (\(operation))"
            return .readOnly(location: path, reason: reason)
        }
        return .io(path: path, operation: operation, errno: code)
    }

    // MARK: - Paths

    /// What is at `path` (following symbolic links), nil when nothing is.
    static func kind(of path: String) throws(StoreError) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw failure("stat", path, errno)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The permission bits of `path`.
    static func mode(of path: String) throws(StoreError) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure("stat", path, errno) }
        return info.st_mode & 0o7777
    }

    /// Creates a directory 0700; an existing directory is left as it is.
    static func makeDirectory(_ path: String) throws(StoreError) {
        if mkdir(path, directoryMode) != 0 {
            let code = errno
            guard code == EEXIST, try kind(of: path) == .directory else {
                throw failure("create directory", path, code, writing: true)
            }
            return
        }
        guard chmod(path, directoryMode) == 0 else { throw failure("chmod", path, errno, writing: true) }
    }

    /// The names in a directory, without `.` and `..`; empty when it does not exist.
    static func entries(of path: String) throws(StoreError) -> [String] {
        guard let handle = opendir(path) else {
            if errno == ENOENT { return [] }
            throw failure("list", path, errno)
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes a file; a missing one is fine.
    static func removeFile(_ path: String) throws(StoreError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw failure("remove", path, errno, writing: true)
        }
    }

    /// Removes a directory and everything in it; a missing one is fine.
    static func removeTree(_ path: String) throws(StoreError) {
        guard let kind = try kind(of: path) else { return }
        if kind == .directory {
            for name in try entries(of: path) {
                try removeTree(path + "/" + name)
            }
            guard rmdir(path) == 0 || errno == ENOENT else {
                throw failure("remove directory", path, errno, writing: true)
            }
        } else {
            try removeFile(path)
        }
    }

    /// Renames atomically, replacing `destination`.
    static func rename(_ source: String, to destination: String) throws(StoreError) {
        guard Glibc.rename(source, destination) == 0 else {
            throw failure("rename to \(destination)", source, errno, writing: true)
        }
    }

    /// Makes a directory's entries durable (after creating, renaming or removing in it).
    static func syncDirectory(_ path: String) throws(StoreError) {
        let descriptor = try open(path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure("fsync", path, errno, writing: true) }
    }

    // MARK: - Descriptors

    /// Opens a file with `O_CLOEXEC`; when `O_CREAT` is in `flags` it is created 0600.
    static func open(_ path: String, _ flags: Int32) throws(StoreError) -> Int32 {
        while true {
            let descriptor = Glibc.open(path, flags | O_CLOEXEC, fileMode)
            if descriptor >= 0 { return descriptor }
            if errno == EINTR { continue }
            let writing = flags & (O_WRONLY | O_RDWR | O_CREAT) != 0
            throw failure(flags & O_CREAT != 0 ? "create" : "open", path, errno, writing: writing)
        }
    }

    /// Opens a file, or returns nil when it does not exist.
    static func openIfExists(_ path: String, _ flags: Int32) throws(StoreError) -> Int32? {
        do throws(StoreError) {
            return try open(path, flags)
        } catch .io(_, _, ENOENT) {
            return nil
        }
    }

    /// Sets a file's permission bits, whatever the umask made of them.
    static func setFileMode(_ descriptor: Int32, path: String) throws(StoreError) {
        guard fchmod(descriptor, fileMode) == 0 else { throw failure("fchmod", path, errno, writing: true) }
    }

    /// The size of an open file.
    static func size(_ descriptor: Int32, path: String) throws(StoreError) -> Int64 {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("fstat", path, errno) }
        return Int64(info.st_size)
    }

    /// Reads up to `buffer.count` bytes at `offset`; fewer only at the end of the file.
    static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int64, path: String
    )
        throws(StoreError) -> Int
    {
        var done = 0
        while done < buffer.count {
            let count = pread(
                descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
            if count > 0 {
                done += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw failure("read", path, errno)
            }
        }
        return done
    }

    /// Writes all of `bytes` at `offset`.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int64, path: String)
        throws(StoreError)
    {
        var done = 0
        while done < bytes.count {
            let count = pwrite(
                descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset) + off_t(done))
            if count >= 0 {
                done += count
            } else if errno != EINTR {
                throw failure("write", path, errno, writing: true)
            }
        }
    }

    /// Writes all of `bytes` at `offset`.
    static func write(_ descriptor: Int32, _ bytes: [UInt8], at offset: Int64, path: String)
        throws(StoreError)
    {
        try bytes.withBytes { (raw) throws(StoreError) in try write(descriptor, raw, at: offset, path: path) }
    }

    /// Makes a file's data durable.
    static func sync(_ descriptor: Int32, path: String) throws(StoreError) {
        while fsync(descriptor) != 0 {
            guard errno == EINTR else { throw failure("fsync", path, errno, writing: true) }
        }
    }

    /// Cuts a file to `length` bytes.
    static func truncate(_ descriptor: Int32, to length: Int64, path: String) throws(StoreError) {
        while ftruncate(descriptor, off_t(length)) != 0 {
            guard errno == EINTR else { throw failure("truncate", path, errno, writing: true) }
        }
    }

    /// The whole content of a small file, nil when it does not exist.
    static func contents(of path: String) throws(StoreError) -> [UInt8]? {
        guard let descriptor = try openIfExists(path, O_RDONLY) else { return nil }
        defer { close(descriptor) }
        let size = Int(try self.size(descriptor, path: path))
        var bytes = [UInt8](repeating: 0, count: size)
        let count = try bytes.withMutableBytes { (buffer) throws(StoreError) -> Int in
            try read(descriptor, into: buffer, at: 0, path: path)
        }
        return Array(bytes.prefix(count))
    }
}
