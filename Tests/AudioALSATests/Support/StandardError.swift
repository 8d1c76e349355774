import Foundation
import Synchronization

/// What a piece of code printed on stderr (file descriptor 2), caught by pointing the descriptor
/// at a file while it runs.
///
/// The descriptor is shared by the whole process, so captures take turns, and whatever other
/// threads printed meanwhile is caught too: it is copied back to the real stderr afterwards, and
/// callers look for a specific text rather than for silence.
enum StandardError {
    private static let turn = Mutex(())

    /// Runs `body` with stderr pointed at a file.
    /// - Returns: What `body` returned, and everything written to stderr meanwhile.
    static func capture<T>(_ body: () -> T) -> (T, String) {
        turn.withLock { _ in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "stderr-\(UUID().uuidString)"
            ).path
            let file = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            unlink(path)
            precondition(file >= 0, "cannot create \(path)")
            defer { close(file) }
            fflush(nil)
            let saved = dup(2)
            dup2(file, 2)
            let result = body()
            fflush(nil)
            dup2(saved, 2)
            close(saved)
            let length = lseek(file, 0, SEEK_END)
            var bytes = [UInt8](repeating: 0, count: Int(max(0, length)))
            let count = pread(file, &bytes, bytes.count, 0)
            let caught = Array(bytes.prefix(max(0, count)))
            _ = caught.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            return (result, String(decoding: caught, as: UTF8.self))
        }
    }

    /// Writes `text` and a newline straight to file descriptor 2, as a C library would.
    static func print(_ text: String) {
        let line = Array((text + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
