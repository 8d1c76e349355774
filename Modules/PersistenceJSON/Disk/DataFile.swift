import Glibc
import Persistence

/// One record type's data file, open for one operation: `records/TYPE.jsonl`, one line per record,
/// sorted by timestamp (ties in insertion order).
///
/// The committed part of the file ends at its last complete line that does not belong to an
/// unfinished multi-record insert (see `RecordLine.Batch`); anything after it was never
/// acknowledged and is cut off by the next writer, or by the next open.
struct DataFile {
    /// Where the committed records end, what lies beyond, and where the last committed line starts.
    struct TailState {
        var size: Int64
        var end: Int64
        var lastLineStart: Int64?

        /// True when a crash left an unfinished write after the committed records.
        var isTorn: Bool { end < size }
    }

    let path: String
    let descriptor: Int32
    let stored: RecordSchema

    /// Opens the data file of `stored`'s type, or returns nil when it does not exist (and `create`
    /// is false). A file this creates is 0600; the caller must fsync the directory.
    static func open(_ path: String, stored: RecordSchema, writable: Bool, create: Bool = false)
        throws(StoreError)
        -> (file: DataFile, created: Bool)?
    {
        let flags = writable ? O_RDWR : O_RDONLY
        if let descriptor = try FileSystem.openIfExists(path, flags) {
            return (DataFile(path: path, descriptor: descriptor, stored: stored), false)
        }
        guard create else { return nil }
        let descriptor = try FileSystem.open(path, O_RDWR | O_CREAT | O_EXCL)
        do throws(StoreError) {
            try FileSystem.setFileMode(descriptor, path: path)
        } catch {
            Glibc.close(descriptor)
            throw error
        }
        return (DataFile(path: path, descriptor: descriptor, stored: stored), true)
    }

    func close() {
        Glibc.close(descriptor)
    }

    func reader(chunkSize: Int = 1 << 16) -> LineReader {
        LineReader(descriptor: descriptor, path: path, chunkSize: chunkSize)
    }

    // MARK: - The tail

    /// Finds where the committed records end: before a torn last line (no newline), and before the
    /// lines of an insert whose last line is missing.
    func inspectTail() throws(StoreError) -> TailState {
        let size = try FileSystem.size(descriptor, path: path)
        var reader = reader()
        let boundary = try reader.lastLineBoundary(before: size)
        var state = TailState(size: size, end: boundary, lastLineStart: nil)
        var expected: RecordLine.Batch?
        var problem: (offset: Int64, detail: String)?
        try reader.forEachLineBackward(from: boundary, to: 0) { offset, line in
            let batch = RecordLine.batch(of: line)
            if let wanted = expected {
                guard batch == wanted else {
                    problem = (offset, "the lines of an unfinished insert are not in sequence")
                    return false
                }
                expected =
                    wanted.index > 1 ? RecordLine.Batch(index: wanted.index - 1, count: wanted.count) : nil
                if expected == nil { state.end = offset }
                return true
            }
            if let batch, batch.isOpen {
                guard state.end == boundary else {
                    problem = (offset, "an unfinished insert is followed by another insert")
                    return false
                }
                expected =
                    batch.index > 1 ? RecordLine.Batch(index: batch.index - 1, count: batch.count) : nil
                if expected == nil { state.end = offset }
                return true
            }
            state.lastLineStart = offset
            return false
        }
        if let problem { throw try corrupted(at: problem.offset, problem.detail) }
        if expected != nil { throw try corrupted(at: 0, "an unfinished insert has lost its first lines") }
        return state
    }

    /// Cuts the file back to `end` and makes that durable: drops what a failed or crashed write
    /// left after the committed records.
    func cutBack(to end: Int64) throws(StoreError) {
        try FileSystem.truncate(descriptor, to: end, path: path)
        try FileSystem.sync(descriptor, path: path)
    }

    // MARK: - Lines

    /// Checks every line up to `end` cheaply, as opening a store does: each is a `{...}` object of
    /// valid UTF-8, and the lines of each multi-record insert are in sequence. Records are fully
    /// parsed when read.
    /// - Throws: `StoreError.corrupted` naming the file and line.
    func scan(to end: Int64) throws(StoreError) {
        var reader = reader(chunkSize: 1 << 20)
        var number = 0
        var open: RecordLine.Batch?
        var problem: String?
        try reader.forEachLine(from: 0, to: end) { _, line in
            number += 1
            problem = Self.shapeProblem(line) ?? Self.sequenceProblem(line, after: &open)
            return problem == nil
        }
        if let problem { throw .corrupted(location: "\(path):\(number)", detail: problem) }
        if open != nil {
            throw .corrupted(
                location: "\(path):\(number)", detail: "an insert's lines stop before its last one")
        }
    }

    /// What makes a line unreadable at a glance, nil when it looks like a record: a `{...}` object
    /// of valid UTF-8.
    static func shapeProblem(_ line: UnsafeRawBufferPointer) -> String? {
        guard line.first == UInt8(ascii: "{"), line.last == UInt8(ascii: "}") else {
            return line.isEmpty ? "the line is empty" : "the line is not a JSON object"
        }
        return UTF8Check.isValid(line) ? nil : "the line is not valid UTF-8"
    }

    /// What is wrong with a line's place in a multi-record insert, nil when nothing; `open` carries
    /// the batch position of the line before while its insert goes on.
    static func sequenceProblem(_ line: UnsafeRawBufferPointer, after open: inout RecordLine.Batch?)
        -> String?
    {
        let batch = RecordLine.batch(of: line)
        defer { open = batch?.isOpen == true ? batch : nil }
        if let previous = open {
            guard batch == RecordLine.Batch(index: previous.index + 1, count: previous.count) else {
                return "line \(previous.index) of an insert of \(previous.count) is not followed by the next"
            }
        } else if let batch, batch.index != 1 {
            return "line \(batch.index) of an insert of \(batch.count) does not follow the line before it"
        }
        return nil
    }

    /// The record a line holds, read with `table` and conformed to its schema.
    /// - Throws: `StoreError.corrupted` naming the file and line when it cannot be read.
    func record(_ line: UnsafeRawBufferPointer, at offset: Int64, table: FieldTable) throws(StoreError)
        -> RawRecord
    {
        do throws(FormatError) {
            return RecordLine.record(try RecordLine.parse(line, table: table), table: table)
        } catch {
            throw try corrupted(at: offset, error.detail)
        }
    }

    /// The timestamp of the record a line holds.
    func timestamp(_ line: UnsafeRawBufferPointer, at offset: Int64, table: FieldTable) throws(StoreError)
        -> Int64
    {
        let parsed: RecordLine.Parsed
        do throws(FormatError) {
            parsed = try RecordLine.parse(line, table: table)
        } catch {
            throw try corrupted(at: offset, error.detail)
        }
        guard case .date(let milliseconds)? = parsed.fields[table.schema.timestampField] else {
            throw try corrupted(at: offset, "the record has no timestamp '\(table.schema.timestampField)'")
        }
        return milliseconds
    }

    /// The timestamp of the record on the line that starts at `offset`, and where the next line
    /// starts.
    func timestamp(ofLineAt offset: Int64, end: Int64, table: FieldTable, reader: inout LineReader)
        throws(StoreError)
        -> (timestamp: Int64, next: Int64)
    {
        var result: (Int64, Int64)?
        try reader.forEachLine(from: offset, to: end) { (start, line) throws(StoreError) in
            result = (try timestamp(line, at: start, table: table), start + Int64(line.count) + 1)
            return false
        }
        guard let result else { throw try corrupted(at: offset, "a line was expected here") }
        return result
    }

    /// True when a line starts at `offset` (at 0, or after a newline).
    func isLineStart(_ offset: Int64) throws(StoreError) -> Bool {
        guard offset > 0 else { return true }
        var byte: [UInt8] = [0]
        let count = try byte.withMutableBytes { (buffer) throws(StoreError) -> Int in
            try FileSystem.read(descriptor, into: buffer, at: offset - 1, path: path)
        }
        return count == 1 && byte[0] == UInt8(ascii: "\n")
    }

    /// The error for the line starting at `offset`, named `FILE:LINE`.
    func corrupted(at offset: Int64, _ detail: String) throws(StoreError) -> StoreError {
        var reader = reader()
        let number = try reader.lineNumber(at: offset)
        return .corrupted(location: "\(path):\(number)", detail: detail)
    }
}
