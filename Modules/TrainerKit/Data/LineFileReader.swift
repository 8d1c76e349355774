import Foundation
import Glibc
import Persistence

/// Reads a text file line by line in chunks, so a large export never sits in memory whole.
///
/// It reads with `read(2)` and reports failures as `StoreError`: Foundation's `FileHandle.readData`
/// traps on a read error (a directory given as the file, say).
struct LineFileReader {
    private let descriptor: Int32
    private let path: String
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false
    /// The number of the last line returned, from 1.
    private(set) var lineNumber = 0

    /// Opens `path`, which must be a regular file.
    init(path: String) throws(StoreError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .io(path: path, operation: "import (the file cannot be read)", errno: errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .io(path: path, operation: "import (it is not a regular file)", errno: EISDIR)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .io(path: path, operation: "import (the file cannot be opened)", errno: errno)
        }
        self.descriptor = descriptor
        self.path = path
    }

    /// The next line without its newline; nil at the end of the file.
    mutating func next() throws(StoreError) -> Substring? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                lineNumber += 1
                return Substring(line)
            }
            if finished {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                lineNumber += 1
                return Substring(line)
            }
            buffer.removeFirst(start)
            start = 0
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count >= 0 else { throw .io(path: path, operation: "read", errno: errno) }
            if count == 0 {
                finished = true
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
    }

    /// Closes the file.
    func close() {
        Glibc.close(descriptor)
    }
}
