import Glibc

/// The system calls the WAV writer and reader make, each retrying on EINTR and turning a failure
/// into an `AudioError.io` that names the file the user asked for and the operation.
///
/// Messages name the destination, never the temporary file beside it: the user asked for
/// `out.wav`, so "cannot write out.wav: No space left on device" is what helps.
enum WAVFileSystem {
    /// The directory part of a path: "." for a bare name, "/" for a file in the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The name part of a path (everything after the last slash).
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether a directory exists at `path` (following symbolic links).
    static func isDirectory(_ path: String, reportingAs reported: String) throws(AudioError) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return false }
            throw .io(path: reported, operation: "look up the directory of", errno: code)
        }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// Creates a new file that must not exist yet, readable as the umask allows.
    static func create(_ path: String, reportingAs reported: String) throws(AudioError) -> Int32 {
        while true {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return descriptor }
            if errno == EINTR { continue }
            throw .io(path: reported, operation: "create a temporary file for", errno: errno)
        }
    }

    /// Writes all of `bytes` at `offset`.
    static func write(
        _ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int64, reportingAs reported: String
    ) throws(AudioError) {
        var done = 0
        while done < bytes.count {
            let count = pwrite(
                descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset) + off_t(done))
            if count >= 0 {
                done += count
            } else if errno != EINTR {
                throw .io(path: reported, operation: "write", errno: errno)
            }
        }
    }

    /// Makes a file's data durable, so a crash after the rename cannot leave an empty file.
    static func sync(_ descriptor: Int32, reportingAs reported: String) throws(AudioError) {
        while fsync(descriptor) != 0 {
            guard errno == EINTR else { throw .io(path: reported, operation: "sync", errno: errno) }
        }
    }

    /// Renames atomically, replacing whatever `destination` held.
    static func rename(_ source: String, to destination: String) throws(AudioError) {
        guard Glibc.rename(source, destination) == 0 else {
            throw .io(path: destination, operation: "rename the finished file to", errno: errno)
        }
    }

    /// Makes a rename in `directory` durable. Best effort: it runs once the file is complete and
    /// in place, so a failure here loses nothing that a message could help with.
    static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        while fsync(descriptor) != 0, errno == EINTR {}
        close(descriptor)
    }

    /// The whole content of a file.
    static func contents(of path: String) throws(AudioError) -> [UInt8] {
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw .io(path: path, operation: "open", errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .io(path: path, operation: "stat", errno: errno) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var span = bytes.mutableSpan
        let count = try span.withUnsafeMutableBytes { (buffer) throws(AudioError) -> Int in
            var done = 0
            while done < buffer.count {
                let count = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(done))
                if count > 0 {
                    done += count
                } else if count == 0 {
                    break
                } else if errno != EINTR {
                    throw .io(path: path, operation: "read", errno: errno)
                }
            }
            return done
        }
        if count < bytes.count { bytes.removeLast(bytes.count - count) }
        return bytes
    }
}
