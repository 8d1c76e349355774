import Foundation

/// Reading and writing a terminal's file descriptors with the system calls, retrying what
/// signals interrupt.
enum FileDescriptorIO {
    /// Writes every byte, or stops at the first real error.
    /// - Returns: 0, or the errno of the failed write.
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ text: String) -> Int32 {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    if errno == EAGAIN {
                        _ = waitUntil(descriptor, events: Int16(POLLOUT), milliseconds: 100)
                    }
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return 0
        }
    }

    /// Reads what is available now (at most `limit` bytes), after the caller saw it readable.
    /// - Returns: The bytes; empty at end of file or on an error other than an interruption.
    static func readSome(_ descriptor: Int32, limit: Int = 4096) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, limit) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno != EINTR { return [] }
        }
    }

    /// Waits until a descriptor is ready for `events`, at most `milliseconds` (-1: no limit).
    /// - Returns: The `revents`, or 0 on timeout; `POLLERR` when `poll` itself fails.
    static func waitUntil(_ descriptor: Int32, events: Int16, milliseconds: Int32) -> Int16 {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        while true {
            let result = poll(&entry, 1, milliseconds)
            if result > 0 { return entry.revents }
            if result == 0 { return 0 }
            if errno != EINTR { return Int16(POLLERR) }
        }
    }

    /// Milliseconds for `poll`, rounded up so a short wait is not a busy loop; never negative.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = (Double(seconds) * 1e3 + Double(attoseconds) / 1e15).rounded(.up)
        return total > 0 ? Int32(min(total, Double(Int32.max))) : 0
    }
}
