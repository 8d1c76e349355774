import Glibc
import Persistence

/// Reads the lines of a data file through one reused buffer, forward or backward, so memory stays
/// flat however long the file is (the buffer grows only for a line longer than itself).
///
/// Lines are handed to a body with their offset in the file and their bytes without the newline;
/// the bytes are valid only during the call. The region read must end at a line boundary.
struct LineReader {
    private let descriptor: Int32
    private let path: String
    private let buffer: ReadBuffer
    private var newlines: [Int] = []

    /// A reader over an open file. The descriptor stays the caller's to close.
    init(descriptor: Int32, path: String, chunkSize: Int = 1 << 16) {
        self.descriptor = descriptor
        self.path = path
        buffer = ReadBuffer(capacity: chunkSize)
    }

    /// Calls `body` with each line in `start..<end` in file order, until it returns false.
    mutating func forEachLine(
        from start: Int64, to end: Int64,
        _ body: (_ offset: Int64, _ line: UnsafeRawBufferPointer) throws(StoreError) -> Bool
    ) throws(StoreError) {
        var base = start
        var filled = 0
        var lineStart = 0
        var scanFrom = 0
        while base + Int64(filled) < end || lineStart < filled {
            if lineStart > 0 {
                buffer.moveToFront(lineStart..<filled)
                base += Int64(lineStart)
                filled -= lineStart
                scanFrom -= lineStart
                lineStart = 0
            }
            if filled == buffer.capacity { buffer.grow(keeping: filled) }
            let remaining = end - (base + Int64(filled))
            guard remaining > 0 else { throw unterminated(end) }
            let want = min(buffer.capacity - filled, Int(clamping: remaining))
            let count = try FileSystem.read(
                descriptor,
                into: UnsafeMutableRawBufferPointer(rebasing: buffer.storage[filled..<(filled + want)]),
                at: base + Int64(filled), path: path)
            guard count == want else { throw unterminated(base + Int64(filled + count)) }
            filled += count
            while let newline = buffer.firstNewline(in: scanFrom..<filled) {
                let line = UnsafeRawBufferPointer(rebasing: buffer.storage[lineStart..<newline])
                guard try body(base + Int64(lineStart), line) else { return }
                lineStart = newline + 1
                scanFrom = lineStart
            }
            scanFrom = filled
        }
    }

    /// Calls `body` with each line in `start..<end` from the last to the first, until it returns
    /// false.
    mutating func forEachLineBackward(
        from end: Int64, to start: Int64,
        _ body: (_ offset: Int64, _ line: UnsafeRawBufferPointer) throws(StoreError) -> Bool
    ) throws(StoreError) {
        var regionEnd = end
        while regionEnd > start {
            let size = Int(min(Int64(buffer.capacity), regionEnd - start))
            let chunkStart = regionEnd - Int64(size)
            let count = try FileSystem.read(
                descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer.storage[0..<size]),
                at: chunkStart, path: path)
            guard count == size, buffer.storage[size - 1] == UInt8(ascii: "\n") else {
                throw unterminated(regionEnd)
            }
            newlines.removeAll(keepingCapacity: true)
            var scanFrom = 0
            while let newline = buffer.firstNewline(in: scanFrom..<size) {
                newlines.append(newline)
                scanFrom = newline + 1
            }
            let reachesStart = chunkStart == start
            if newlines.count == 1, !reachesStart {
                buffer.grow(keeping: 0)
                continue
            }
            for position in stride(from: newlines.count - 1, through: 0, by: -1) {
                let lineStart = position > 0 ? newlines[position - 1] + 1 : 0
                if position == 0, !reachesStart { break }
                let line = UnsafeRawBufferPointer(rebasing: buffer.storage[lineStart..<newlines[position]])
                guard try body(chunkStart + Int64(lineStart), line) else { return }
            }
            regionEnd = reachesStart ? start : chunkStart + Int64(newlines[0] + 1)
        }
    }

    /// The start of the first line at or after `offset` (`offset` itself when a line starts there),
    /// or `end` when none does before it.
    mutating func lineStart(atOrAfter offset: Int64, end: Int64) throws(StoreError) -> Int64 {
        guard offset > 0 else { return 0 }
        var position = offset - 1
        while position < end {
            let size = Int(min(Int64(buffer.capacity), end - position))
            let count = try FileSystem.read(
                descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer.storage[0..<size]),
                at: position, path: path)
            if let newline = buffer.firstNewline(in: 0..<count) { return position + Int64(newline) + 1 }
            guard count == size else { break }
            position += Int64(count)
        }
        return end
    }

    /// The offset just after the last newline before `end`, or 0 when there is none.
    mutating func lastLineBoundary(before end: Int64) throws(StoreError) -> Int64 {
        var chunkEnd = end
        while chunkEnd > 0 {
            let size = Int(min(Int64(buffer.capacity), chunkEnd))
            let chunkStart = chunkEnd - Int64(size)
            let count = try FileSystem.read(
                descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer.storage[0..<size]),
                at: chunkStart, path: path)
            if let newline = buffer.lastNewline(in: 0..<count) { return chunkStart + Int64(newline) + 1 }
            chunkEnd = chunkStart
        }
        return 0
    }

    /// The number (from 1) of the line that starts at `offset`, for messages.
    mutating func lineNumber(at offset: Int64) throws(StoreError) -> Int {
        var number = 1
        var position: Int64 = 0
        while position < offset {
            let size = Int(min(Int64(buffer.capacity), offset - position))
            let count = try FileSystem.read(
                descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer.storage[0..<size]),
                at: position, path: path)
            guard count > 0 else { break }
            var scanFrom = 0
            while let newline = buffer.firstNewline(in: scanFrom..<count) {
                number += 1
                scanFrom = newline + 1
            }
            position += Int64(count)
        }
        return number
    }

    private func unterminated(_ offset: Int64) -> StoreError {
        .corrupted(
            location: path,
            detail: "the data ends without a newline at byte \(offset); the file changed while read")
    }
}

/// Raw memory for `LineReader`, freed with it.
private final class ReadBuffer {
    private(set) var storage: UnsafeMutableRawBufferPointer

    init(capacity: Int) {
        storage = .allocate(byteCount: max(capacity, 64), alignment: 8)
    }

    deinit {
        storage.deallocate()
    }

    var capacity: Int { storage.count }

    /// Doubles the capacity, keeping the first `count` bytes.
    func grow(keeping count: Int) {
        let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: storage.count * 2, alignment: 8)
        if count > 0 {
            larger.baseAddress!.copyMemory(from: storage.baseAddress!, byteCount: count)
        }
        storage.deallocate()
        storage = larger
    }

    /// Moves `range` to the start of the buffer.
    func moveToFront(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        memmove(storage.baseAddress!, storage.baseAddress! + range.lowerBound, range.count)
    }

    func firstNewline(in range: Range<Int>) -> Int? {
        guard !range.isEmpty,
            let found = memchr(storage.baseAddress! + range.lowerBound, 0x0A, range.count)
        else { return nil }
        return storage.baseAddress!.distance(to: found)
    }

    func lastNewline(in range: Range<Int>) -> Int? {
        var position = range.upperBound - 1
        while position >= range.lowerBound {
            if storage[position] == 0x0A { return position }
            position -= 1
        }
        return nil
    }
}
