import Foundation
import Persistence

/// Reads a text file line by line in chunks, so a large export never sits in memory whole.
struct LineFileReader {
    private let handle: FileHandle
    private var buffer = Data()
    private var finished = false
    /// The number of the last line returned, from 1.
    private(set) var lineNumber = 0

    init(path: String) throws(StoreError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .io(path: path, operation: "open for reading", errno: errno)
        }
        self.handle = handle
    }

    /// The next line without its newline; nil at the end of the file.
    mutating func next() -> Substring? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                lineNumber += 1
                return Substring(line)
            }
            if finished {
                guard !buffer.isEmpty else { return nil }
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                lineNumber += 1
                return Substring(line)
            }
            let chunk = handle.readData(ofLength: 1 << 20)
            if chunk.isEmpty {
                finished = true
            } else {
                buffer.append(chunk)
            }
        }
    }

    func close() {
        try? handle.close()
    }
}
