import Glibc
import Persistence
import Testing

@testable import PersistenceJSON

@Suite("Reading lines forward and backward")
struct LineReaderTests {
    /// Lines of many lengths, some longer than the reader's buffer.
    let lines: [String] = (0..<300).map { index in
        String(
            repeating: Character(UnicodeScalar(UInt8(97 + index % 26))),
            count: index % 7 == 0 ? 150 + index : index % 40)
    }

    func withFile<T>(_ body: (Int32, String) throws -> T) throws -> T {
        let directory = TemporaryDirectory()
        let path = directory.path + "/lines"
        try Disk.write(lines.map { $0 + "\n" }.joined(), to: path)
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        return try body(descriptor, path)
    }

    @Test("hands every line forward with its offset, through a small buffer")
    func forward() throws {
        try withFile { descriptor, path in
            var reader = LineReader(descriptor: descriptor, path: path, chunkSize: 64)
            var seen: [(Int64, String)] = []
            try reader.forEachLine(from: 0, to: Int64(Disk.size(path))) { offset, line in
                seen.append((offset, String(decoding: line, as: UTF8.self)))
                return true
            }
            #expect(seen.map(\.1) == lines)
            var offset: Int64 = 0
            for (index, line) in lines.enumerated() {
                #expect(seen[index].0 == offset)
                offset += Int64(line.utf8.count + 1)
            }
        }
    }

    @Test("hands every line backward, and stops when asked")
    func backward() throws {
        try withFile { descriptor, path in
            var reader = LineReader(descriptor: descriptor, path: path, chunkSize: 64)
            var seen: [String] = []
            try reader.forEachLineBackward(from: Int64(Disk.size(path)), to: 0) { _, line in
                seen.append(String(decoding: line, as: UTF8.self))
                return true
            }
            #expect(seen == lines.reversed())
            var first: [String] = []
            try reader.forEachLineBackward(from: Int64(Disk.size(path)), to: 0) { _, line in
                first.append(String(decoding: line, as: UTF8.self))
                return first.count < 3
            }
            #expect(first == Array(lines.reversed().prefix(3)))
        }
    }

    @Test("finds line starts, the last boundary and line numbers")
    func positions() throws {
        try withFile { descriptor, path in
            var reader = LineReader(descriptor: descriptor, path: path, chunkSize: 64)
            let end = Int64(Disk.size(path))
            let starts = lines.indices.map { index in
                Int64(lines[..<index].reduce(0) { $0 + $1.utf8.count + 1 })
            }
            for (index, start) in starts.enumerated() {
                let found = try reader.lineStart(atOrAfter: start, end: end)
                let number = try reader.lineNumber(at: start)
                #expect(found == start)
                #expect(number == index + 1)
                if index + 1 < starts.count, starts[index + 1] > start + 1 {
                    let next = try reader.lineStart(atOrAfter: start + 1, end: end)
                    #expect(next == starts[index + 1])
                }
            }
            let boundary = try reader.lastLineBoundary(before: end)
            let previous = try reader.lastLineBoundary(before: end - 1)
            #expect(boundary == end)
            #expect(previous == starts.last!)
        }
    }

    @Test("refuses a region that does not end at a line boundary")
    func unterminated() throws {
        try withFile { descriptor, path in
            var reader = LineReader(descriptor: descriptor, path: path)
            let end = Int64(Disk.size(path)) - 1
            var failed = false
            do {
                try reader.forEachLine(from: 0, to: end) { _, _ in true }
            } catch {
                failed = true
            }
            #expect(failed)
        }
    }
}
