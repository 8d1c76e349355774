import Persistence

/// Reading pages and counting.
///
/// A data file is sorted by timestamp, so time bounds are found by binary search and a page is read
/// by streaming lines from a position: forward for oldest first, backward for newest first. A page
/// token holds that position (`first`, a byte offset) and the timestamp of the line the page
/// stopped at (`second`). The next page checks that the line there still has that timestamp; when
/// the file was rewritten since (a trim, a merge of older records, a deletion), it goes on from the
/// timestamp instead, so a read never fails or repeats because another writer changed the file.
extension StoreSession {
    mutating func page(of schema: RecordSchema, _ query: RecordQuery, after token: PageToken?, limit: Int)
        throws(StoreError) -> RecordPage
    {
        guard let stored = try storedSchema(readableAs: schema), let (file, _) = try openFile(of: stored)
        else {
            return RecordPage(records: [], next: nil)
        }
        defer { file.close() }
        let tail = try tail(of: file)
        let table = FieldTable(schema)
        let timestamps = FieldTable.timestamp(of: stored)
        var reader = file.reader()
        var records: [RawRecord] = []
        var next: PageToken?
        switch query.order {
        case .oldestFirst:
            let start: Int64
            if let token {
                start = try resumeForward(token, file: file, tail: tail, table: timestamps, reader: &reader)
            } else if let since = query.sinceMilliseconds {
                start = try firstLine(in: file, end: tail.end, table: timestamps, reader: &reader) {
                    $0 >= since
                }
            } else {
                start = 0
            }
            let until = query.untilMilliseconds
            try reader.forEachLine(from: start, to: tail.end) { (offset, line) throws(StoreError) in
                let record = try file.record(line, at: offset, table: table)
                let timestamp = record.timestampMilliseconds(in: schema) ?? 0
                if let until, timestamp >= until { return false }
                if query.matches(record, in: schema) { records.append(record) }
                let lineEnd = offset + Int64(line.count) + 1
                guard records.count < limit else {
                    next = lineEnd < tail.end ? PageToken(first: lineEnd, second: timestamp) : nil
                    return false
                }
                return true
            }
        case .newestFirst:
            let end: Int64
            if let token {
                end = try resumeBackward(token, file: file, tail: tail, table: timestamps, reader: &reader)
            } else if let until = query.untilMilliseconds {
                end = try firstLine(in: file, end: tail.end, table: timestamps, reader: &reader) {
                    $0 >= until
                }
            } else {
                end = tail.end
            }
            let since = query.sinceMilliseconds
            try reader.forEachLineBackward(from: end, to: 0) { (offset, line) throws(StoreError) in
                let record = try file.record(line, at: offset, table: table)
                let timestamp = record.timestampMilliseconds(in: schema) ?? 0
                if let since, timestamp < since { return false }
                if query.matches(record, in: schema) { records.append(record) }
                guard records.count < limit else {
                    next = offset > 0 ? PageToken(first: offset, second: timestamp) : nil
                    return false
                }
                return true
            }
        }
        return RecordPage(records: records, next: next)
    }

    mutating func count(of schema: RecordSchema, _ query: RecordQuery) throws(StoreError) -> Int {
        guard let stored = try storedSchema(readableAs: schema), let (file, _) = try openFile(of: stored)
        else {
            return 0
        }
        defer { file.close() }
        let tail = try tail(of: file)
        let timestamps = FieldTable.timestamp(of: stored)
        var reader = file.reader()
        var start: Int64 = 0
        var end = tail.end
        if let since = query.sinceMilliseconds {
            start = try firstLine(in: file, end: end, table: timestamps, reader: &reader) { $0 >= since }
        }
        if let until = query.untilMilliseconds {
            end = max(
                start, try firstLine(in: file, end: end, table: timestamps, reader: &reader) { $0 >= until })
        }
        var count = 0
        if query.filter.isEmpty {
            try reader.forEachLine(from: start, to: end) { _, _ in
                count += 1
                return true
            }
        } else {
            let table = FieldTable(schema)
            try reader.forEachLine(from: start, to: end) { (offset, line) throws(StoreError) in
                if query.matches(try file.record(line, at: offset, table: table), in: schema) { count += 1 }
                return true
            }
        }
        return count
    }

    // MARK: - Positions

    /// The start of the first line whose timestamp satisfies `isAtOrAfter` (false, then true, along
    /// the file), or `end` when none does: a binary search over byte offsets, then a short scan.
    func firstLine(
        in file: DataFile, end: Int64, table: FieldTable, reader: inout LineReader,
        where isAtOrAfter: (Int64) -> Bool
    ) throws(StoreError) -> Int64 {
        var low: Int64 = 0
        var high = end
        while high - low > 16_384 {
            let middle = low + (high - low) / 2
            let start = try reader.lineStart(atOrAfter: middle, end: high)
            guard start < high else { break }
            let (timestamp, next) = try file.timestamp(
                ofLineAt: start, end: high, table: table, reader: &reader)
            if isAtOrAfter(timestamp) {
                high = start
            } else {
                low = next
            }
        }
        var found = high
        try reader.forEachLine(from: low, to: high) { (offset, line) throws(StoreError) in
            guard isAtOrAfter(try file.timestamp(line, at: offset, table: table)) else { return true }
            found = offset
            return false
        }
        return found
    }

    /// Where an oldest-first read goes on: after the line the token names when it is still there,
    /// else after every record up to the token's timestamp.
    private func resumeForward(
        _ token: PageToken, file: DataFile, tail: Tail, table: FieldTable, reader: inout LineReader
    ) throws(StoreError) -> Int64 {
        if token.first > 0, token.first <= tail.end, try file.isLineStart(token.first) {
            var previous: Int64?
            try reader.forEachLineBackward(from: token.first, to: 0) { (offset, line) throws(StoreError) in
                previous = try file.timestamp(line, at: offset, table: table)
                return false
            }
            if previous == token.second { return token.first }
        }
        return try firstLine(in: file, end: tail.end, table: table, reader: &reader) { $0 > token.second }
    }

    /// Where a newest-first read goes on: before the line the token names when it is still there,
    /// else before every record from the token's timestamp on.
    private func resumeBackward(
        _ token: PageToken, file: DataFile, tail: Tail, table: FieldTable, reader: inout LineReader
    ) throws(StoreError) -> Int64 {
        if token.first >= 0, token.first < tail.end, try file.isLineStart(token.first) {
            let (timestamp, _) = try file.timestamp(
                ofLineAt: token.first, end: tail.end, table: table, reader: &reader)
            if timestamp == token.second { return token.first }
        }
        return try firstLine(in: file, end: tail.end, table: table, reader: &reader) { $0 >= token.second }
    }
}
