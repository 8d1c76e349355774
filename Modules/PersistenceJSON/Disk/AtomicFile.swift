import Glibc
import Persistence

/// A file that replaces another whole, or not at all.
///
/// It is written to a temporary file in the destination's directory (`.NAME.tmp-PID-RANDOM`),
/// fsynced, renamed over the destination, and the directory fsynced: after a crash the destination
/// holds its old content or its new one. The temporary file is created 0600 and `fchmod`ed so, as
/// the rename keeps the new file's mode, the destination is 0600 too. Foundation's atomic write is
/// not used: on Linux it neither keeps the mode nor fsyncs the directory. Dropping an uncommitted
/// `AtomicFile` removes its temporary file.
final class AtomicFile {
    /// The marker in temporary files' names, which opening a store removes when a crash left them.
    static let temporaryMarker = ".tmp-"

    let destination: String
    let temporaryPath: String
    private let directory: String
    /// The temporary file, open until `commit()`; guarded by being used from one thread only (an
    /// `AtomicFile` lives inside one locked store operation).
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var written: Int64 = 0
    private var committed = false

    /// Starts a file that will replace `destination`.
    init(replacing destination: String) throws(StoreError) {
        let slash = destination.lastIndex(of: "/") ?? destination.startIndex
        directory = String(destination[..<slash])
        let name = String(destination[destination.index(after: slash)...])
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        temporaryPath = "\(directory)/.\(name)\(Self.temporaryMarker)\(getpid())-\(random)"
        self.destination = destination
        descriptor = try FileSystem.open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL)
        do throws(StoreError) {
            try FileSystem.setFileMode(descriptor, path: temporaryPath)
        } catch {
            discard()
            throw error
        }
        buffer.reserveCapacity(Self.flushSize)
    }

    deinit {
        if !committed { discard() }
    }

    private static let flushSize = 1 << 20

    /// Appends bytes, writing them out in large pieces.
    func append(_ bytes: UnsafeRawBufferPointer) throws(StoreError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Appends bytes, writing them out in large pieces.
    func append(_ bytes: [UInt8]) throws(StoreError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Gives direct access to the pending bytes, for writers that build lines in place.
    func withBuffer(_ body: (inout [UInt8]) throws(StoreError) -> Void) throws(StoreError) {
        try body(&buffer)
        if buffer.count >= Self.flushSize { try flush() }
    }

    private func flush() throws(StoreError) {
        guard !buffer.isEmpty else { return }
        try FileSystem.write(descriptor, buffer, at: written, path: temporaryPath)
        written += Int64(buffer.count)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Makes the new content durable and puts it in place of the destination.
    func commit() throws(StoreError) {
        do throws(StoreError) {
            try flush()
            try FileSystem.sync(descriptor, path: temporaryPath)
            close(descriptor)
            descriptor = -1
            try FileSystem.rename(temporaryPath, to: destination)
            committed = true
        } catch {
            discard()
            throw error
        }
        try FileSystem.syncDirectory(directory)
    }

    /// Abandons the new content.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(temporaryPath)
    }

    /// Replaces `destination` with `bytes`, atomically and durably.
    static func write(_ bytes: [UInt8], to destination: String) throws(StoreError) {
        let file = try AtomicFile(replacing: destination)
        try file.append(bytes)
        try file.commit()
    }

    /// True for the name of a temporary file that a crash may have left.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(temporaryMarker)
    }
}
