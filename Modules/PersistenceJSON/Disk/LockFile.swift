import Glibc
import Persistence

/// `DIR/lock`: the file every operation holds with `flock`, and the store's change counter.
///
/// The lock is on a file that is never replaced, unlike the data files, so it keeps protecting
/// across the renames that rewrite them. Writers and open-time repair hold it exclusively, readers
/// shared. Its first eight bytes count the changes made to the store: a writer raises the count
/// before it changes anything, so a process that finds the count unchanged knows that what it read
/// from the store before (the pointer, the manifest, where each data file ends) is still true. The
/// count is not fsynced; it only has to be right for processes alive at the same time.
struct LockFile {
    /// The lock file's descriptor: shared by the store's operations, which the store's mutex
    /// serialises; closed by the store's `deinit`.
    let descriptor: Int32
    let path: String
    /// False when the file could only be opened for reading (a read-only store).
    let isWritable: Bool

    /// Opens (creating it 0600 when `create`) the lock file of a store directory.
    static func open(at path: String, create: Bool) throws(StoreError) -> LockFile {
        do throws(StoreError) {
            let descriptor = try FileSystem.open(path, O_RDWR | (create ? O_CREAT : 0))
            do throws(StoreError) {
                try FileSystem.setFileMode(descriptor, path: path)
            } catch {
                Glibc.close(descriptor)
                throw error
            }
            return LockFile(descriptor: descriptor, path: path, isWritable: true)
        } catch .readOnly {
            let descriptor = try FileSystem.open(path, O_RDONLY)
            return LockFile(descriptor: descriptor, path: path, isWritable: false)
        }
    }

    func close() {
        Glibc.close(descriptor)
    }

    /// Takes the lock, retrying until `timeout` passes.
    /// - Throws: `StoreError.locked` naming `location` when another process keeps it longer.
    func acquire(exclusive: Bool, timeout: Duration, location: String) throws(StoreError) {
        let operation = (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = Duration.microseconds(200)
        while flock(descriptor, operation) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                throw .io(path: path, operation: "flock", errno: code)
            }
            guard clock.now < deadline else { throw .locked(location: location) }
            if code == EWOULDBLOCK {
                let nanoseconds = pause.components.attoseconds / 1_000_000_000
                usleep(useconds_t(nanoseconds / 1000))
                pause = min(pause * 2, .milliseconds(20))
            }
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
    }

    /// The change count.
    func changeCount() throws(StoreError) -> UInt64 {
        var bytes = [UInt8](repeating: 0, count: 8)
        let count = try bytes.withMutableBytes { (buffer) throws(StoreError) -> Int in
            try FileSystem.read(descriptor, into: buffer, at: 0, path: path)
        }
        guard count == 8 else { return 0 }
        return UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
    }

    /// Records a new change count; called under the exclusive lock before changing anything.
    func setChangeCount(_ value: UInt64) throws(StoreError) {
        let bytes = withUnsafeBytes(of: value.littleEndian) { Array($0) }
        try FileSystem.write(descriptor, bytes, at: 0, path: path)
    }
}
