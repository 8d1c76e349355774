import Persistence

/// One record as one line of a data file, and back.
///
/// A line is a JSON object with sorted keys and no whitespace:
/// `{"fields":{"name":value,...},"schemaVersion":1}`. Values are natural JSON: integers, reals
/// (always with a point or an exponent), strings, booleans, dates as ISO 8601 strings with
/// milliseconds in UTC, `.json` fields embedded as JSON values, and `null` for empty optionals.
///
/// The lines of a multi-record insert also carry `"batch":[i,n]` (line i of n) as their first key:
/// the insert counts only once its line n is complete, so a crash in the middle of a batch leaves
/// lines that are recognised at the end of the file and dropped, never a prefix of the batch.
enum RecordLine {
    /// The position of a line in a multi-record insert: line `index` (from 1) of `count`.
    struct Batch: Equatable {
        var index: Int
        var count: Int

        /// True when more lines of the same insert must follow this one.
        var isOpen: Bool { index < count }
    }

    /// A parsed line: its batch position, the schema version it was written with, and the fields
    /// the reader's table declares, conformed to them as `RawRecord.conformed(to:)` would: each of
    /// its declared type, missing ones read as their defaults, empty ones only when optional.
    /// Fields the table does not declare are checked and skipped.
    struct Parsed {
        var batch: Batch?
        var schemaVersion: Int
        var fields: [String: FieldValue]
    }

    static let batchPrefix = Array(#"{"batch":["#.utf8)

    // MARK: - Writing

    /// Appends `record` (conformed to `table`'s schema) as one line with its newline.
    /// - Throws: `StoreError.invalidRecord` for a value JSON cannot hold exactly (a real that is not
    ///   finite, a date too far from 1970, a `.json` value that is not JSON).
    static func append(
        _ record: RawRecord, table: FieldTable, batch: Batch?, to out: inout [UInt8]
    ) throws(StoreError) {
        out.append(UInt8(ascii: "{"))
        if let batch {
            out.append(contentsOf: batchPrefix.dropFirst())
            out.append(contentsOf: "\(batch.index),\(batch.count)],".utf8)
        }
        out.append(contentsOf: #""fields":{"#.utf8)
        for (position, entry) in table.entries.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: entry.utf8)
            out.append(contentsOf: #"":"#.utf8)
            try appendValue(
                record.fields[entry.name] ?? .null, of: entry.name, type: table.schema.typeName, to: &out)
        }
        out.append(contentsOf: #"},"schemaVersion":"#.utf8)
        out.append(contentsOf: String(record.schemaVersion).utf8)
        out.append(contentsOf: "}\n".utf8)
    }

    private static func appendValue(
        _ value: FieldValue, of name: String, type: String, to out: inout [UInt8]
    ) throws(StoreError) {
        func fail(_ detail: String) -> StoreError { .invalidRecord(type: type, detail: detail) }
        switch value {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .integer(let integer):
            out.append(contentsOf: String(integer).utf8)
        case .real(let real):
            guard real.isFinite else { throw fail("field '\(name)' holds \(real), which JSON cannot store") }
            out.append(contentsOf: real.description.utf8)
        case .text(let text):
            JSONText.appendString(text, to: &out)
        case .bool(let bool):
            out.append(contentsOf: (bool ? "true" : "false").utf8)
        case .date(let milliseconds):
            guard ISODate.range.contains(milliseconds) else {
                throw fail("field '\(name)' holds a date more than 273,000 years from 1970")
            }
            out.append(UInt8(ascii: "\""))
            ISODate.append(milliseconds: milliseconds, to: &out)
            out.append(UInt8(ascii: "\""))
        case .json(let text):
            let line: String
            do throws(FormatError) {
                line = try JSONText.singleLine(text)
            } catch {
                throw fail("field '\(name)' holds text that is not JSON (\(error.detail))")
            }
            guard line != "null" else {
                throw fail("field '\(name)' holds the JSON text null; store .null for an empty optional")
            }
            out.append(contentsOf: line.utf8)
        }
    }

    // MARK: - Reading

    /// Parses one line (without its newline), reading the fields `table` declares with their
    /// declared types.
    static func parse(_ line: UnsafeRawBufferPointer, table: FieldTable) throws(FormatError) -> Parsed {
        var scanner = JSONScanner(line)
        var batch: Batch?
        var schemaVersion: Int?
        var fields: [String: FieldValue]?
        try scanner.expect(UInt8(ascii: "{"), "'{'")
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try scanner.parseString()
                try scanner.expect(UInt8(ascii: ":"), "':'")
                switch key {
                case "batch" where batch == nil:
                    batch = try parseBatch(&scanner)
                case "fields" where fields == nil:
                    fields = try parseFields(&scanner, table: table)
                case "schemaVersion" where schemaVersion == nil:
                    let version = try scanner.parseInteger()
                    guard version >= 1, version <= Int32.max else {
                        throw FormatError("schema version \(version) is not a version")
                    }
                    schemaVersion = Int(version)
                default:
                    throw FormatError("unexpected key '\(key)'")
                }
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "}"), "',' or '}'")
        }
        try scanner.expectEnd()
        guard let fields else { throw FormatError("the line has no fields") }
        guard let schemaVersion else { throw FormatError("the line has no schemaVersion") }
        return Parsed(batch: batch, schemaVersion: schemaVersion, fields: fields)
    }

    /// The record a parsed line holds, as `RawRecord.conformed(to:)` would make it.
    static func record(_ parsed: Parsed, table: FieldTable) -> RawRecord {
        RawRecord(
            typeName: table.schema.typeName, schemaVersion: max(parsed.schemaVersion, table.schema.version),
            fields: parsed.fields)
    }

    private static func parseBatch(_ scanner: inout JSONScanner) throws(FormatError) -> Batch {
        try scanner.expect(UInt8(ascii: "["), "'[' opening a batch position")
        let index = try scanner.parseInteger()
        try scanner.expect(UInt8(ascii: ","), "','")
        let count = try scanner.parseInteger()
        try scanner.expect(UInt8(ascii: "]"), "']'")
        guard count >= 2, index >= 1, index <= count, count <= Int32.max else {
            throw FormatError("[\(index),\(count)] is not a batch position")
        }
        return Batch(index: Int(index), count: Int(count))
    }

    private static func parseFields(_ scanner: inout JSONScanner, table: FieldTable) throws(FormatError)
        -> [String: FieldValue]
    {
        var fields: [String: FieldValue] = [:]
        fields.reserveCapacity(table.entries.count)
        var seen = SeenFields()
        var undeclared: Set<String> = []
        try scanner.expect(UInt8(ascii: "{"), "'{' opening the fields")
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                let (content, escaped) = try scanner.scanString()
                let keyBytes = UnsafeRawBufferPointer(rebasing: scanner.bytes[content])
                try scanner.expect(UInt8(ascii: ":"), "':'")
                var key: String?
                let index: Int?
                if escaped {
                    let decoded = try JSONScanner.decodeString(keyBytes, escaped: true)
                    key = decoded
                    index = table.entries.firstIndex { $0.name == decoded }
                } else {
                    index = table.index(named: keyBytes)
                }
                guard let index else {
                    let name = key ?? String(decoding: keyBytes, as: UTF8.self)
                    guard undeclared.insert(name).inserted else {
                        throw FormatError("field '\(name)' appears twice")
                    }
                    _ = try scanner.skipValue()
                    continue
                }
                let entry = table.entries[index]
                guard seen.insert(index) else { throw FormatError("field '\(entry.name)' appears twice") }
                let value = try parseValue(&scanner, entry: entry)
                if value == .null, !entry.field.isOptional {
                    throw FormatError("field '\(entry.name)' is empty but not optional")
                }
                fields[entry.name] = value
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "}"), "',' or '}' in the fields")
        }
        if seen.count < table.entries.count {
            // Fields the line lacks (written before they were added) read as their defaults.
            for (index, entry) in table.entries.enumerated() where !seen.contains(index) {
                guard let value = entry.field.valueWhenMissing else {
                    throw FormatError("field '\(entry.name)' is missing and has no default")
                }
                guard value != .null || entry.field.isOptional else {
                    throw FormatError("field '\(entry.name)' is empty but not optional")
                }
                fields[entry.name] = value
            }
        }
        return fields
    }

    /// Which of a table's fields a line held, by index.
    private struct SeenFields {
        private var low: UInt64 = 0
        private var high: Set<Int> = []
        private(set) var count = 0

        /// Records `index`; false when it was already there.
        mutating func insert(_ index: Int) -> Bool {
            if index < 64 {
                guard low & (1 << UInt64(index)) == 0 else { return false }
                low |= 1 << UInt64(index)
            } else {
                guard high.insert(index).inserted else { return false }
            }
            count += 1
            return true
        }

        func contains(_ index: Int) -> Bool {
            index < 64 ? low & (1 << UInt64(index)) != 0 : high.contains(index)
        }
    }

    private static func parseValue(_ scanner: inout JSONScanner, entry: FieldTable.Entry) throws(FormatError)
        -> FieldValue
    {
        if scanner.consumeLiteral("null") { return .null }
        func mismatch() -> FormatError {
            FormatError(
                "field '\(entry.name)' does not hold a value of its type \(entry.field.type.rawValue)")
        }
        switch entry.field.type {
        case .integer:
            guard scanner.peek() != UInt8(ascii: "\"") else { throw mismatch() }
            let (range, isInteger) = try scanner.scanNumber()
            guard isInteger else { throw mismatch() }
            return .integer(try JSONScanner.integer(UnsafeRawBufferPointer(rebasing: scanner.bytes[range])))
        case .real:
            guard scanner.peek() != UInt8(ascii: "\"") else { throw mismatch() }
            let (range, _) = try scanner.scanNumber()
            return .real(try JSONScanner.real(UnsafeRawBufferPointer(rebasing: scanner.bytes[range])))
        case .text:
            guard scanner.peek() == UInt8(ascii: "\"") else { throw mismatch() }
            return .text(try scanner.parseString())
        case .bool:
            if scanner.consumeLiteral("true") { return .bool(true) }
            if scanner.consumeLiteral("false") { return .bool(false) }
            throw mismatch()
        case .date:
            guard scanner.peek() == UInt8(ascii: "\"") else { throw mismatch() }
            let (content, escaped) = try scanner.scanString()
            let milliseconds: Int64?
            if escaped {
                let text = Array(
                    try JSONScanner.decodeString(
                        UnsafeRawBufferPointer(rebasing: scanner.bytes[content]), escaped: true
                    ).utf8)
                milliseconds = text.withUnsafeBytes { ISODate.milliseconds(from: $0) }
            } else {
                milliseconds = ISODate.milliseconds(
                    from: UnsafeRawBufferPointer(rebasing: scanner.bytes[content]))
            }
            guard let milliseconds else {
                throw FormatError("field '\(entry.name)' does not hold an ISO 8601 date")
            }
            return .date(milliseconds: milliseconds)
        case .json:
            let range = try scanner.skipValue()
            guard
                let text = String(
                    validating: UnsafeRawBufferPointer(rebasing: scanner.bytes[range]), as: UTF8.self)
            else { throw FormatError("field '\(entry.name)' is not valid UTF-8") }
            return .json(text)
        }
    }

    // MARK: - Batch positions without parsing

    /// The batch position of a line, read from its fixed prefix; nil for a single-record line.
    static func batch(of line: UnsafeRawBufferPointer) -> Batch? {
        guard line.count > batchPrefix.count,
            batchPrefix.withUnsafeBytes({ line.prefix(batchPrefix.count).elementsEqual($0) })
        else { return nil }
        var position = batchPrefix.count
        func number(before terminator: UInt8) -> Int? {
            var value = 0
            let start = position
            while position < line.count, position - start < 10 {
                let byte = line[position]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                position += 1
            }
            guard position > start, position < line.count, line[position] == terminator else { return nil }
            position += 1
            return value
        }
        guard let index = number(before: UInt8(ascii: ",")), let count = number(before: UInt8(ascii: "]"))
        else { return nil }
        return Batch(index: index, count: count)
    }

    /// Appends `line` and its newline without its batch position: what an atomic rewrite keeps,
    /// since a rewritten file holds only complete inserts.
    static func appendWithoutBatch(_ line: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        if batch(of: line) != nil, let close = line.firstIndex(of: UInt8(ascii: "]")), close + 1 < line.count,
            line[close + 1] == UInt8(ascii: ",")
        {
            out.append(UInt8(ascii: "{"))
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[(close + 2)...]))
        } else {
            out.append(contentsOf: line)
        }
        out.append(UInt8(ascii: "\n"))
    }
}
