public import Foundation

/// Reads a running program's output a line at a time, as it comes.
public struct LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    /// Reads from the reading end of `pipe`.
    public init(_ pipe: Pipe) {
        handle = pipe.fileHandleForReading
    }

    /// The next complete line, or nil at the end of the output.
    public mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}
