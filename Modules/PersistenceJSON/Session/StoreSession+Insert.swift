import Persistence

/// Records ready to be written: conformed, sorted by timestamp (stably, so ties keep their order),
/// and encoded as lines, all before the store is touched, so a record that cannot be stored fails
/// the insert before anything is written.
struct EncodedBatch {
    let schema: RecordSchema
    /// The lines, one after another, each with its newline.
    let bytes: [UInt8]
    /// Each line's range in `bytes` and its record's timestamp, in timestamp order.
    let lines: [(range: Range<Int>, timestamp: Int64)]

    init(_ records: [RawRecord], schema: RecordSchema) throws(StoreError) {
        self.schema = schema
        var conformed: [(record: RawRecord, timestamp: Int64)] = []
        conformed.reserveCapacity(records.count)
        for record in records {
            let record = try record.conformed(to: schema)
            guard let timestamp = record.timestampMilliseconds(in: schema) else {
                throw .invalidRecord(
                    type: schema.typeName, detail: "the record has no timestamp '\(schema.timestampField)'")
            }
            conformed.append((record, timestamp))
        }
        let order = conformed.indices.sorted { (conformed[$0].timestamp, $0) < (conformed[$1].timestamp, $1) }
        let table = FieldTable(schema)
        var bytes: [UInt8] = []
        var lines: [(range: Range<Int>, timestamp: Int64)] = []
        lines.reserveCapacity(order.count)
        for index in order {
            let start = bytes.count
            try RecordLine.append(conformed[index].record, table: table, batch: nil, to: &bytes)
            lines.append((start..<bytes.count, conformed[index].timestamp))
        }
        self.bytes = bytes
        self.lines = lines
    }

    /// The lines as one append: each marked with its position in the insert when there are several.
    func appendBytes() -> [UInt8] {
        guard lines.count > 1 else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + lines.count * 24)
        for (position, line) in lines.enumerated() {
            out.append(contentsOf: RecordLine.batchPrefix)
            out.append(contentsOf: "\(position + 1),\(lines.count)],".utf8)
            out.append(contentsOf: bytes[(line.range.lowerBound + 1)..<line.range.upperBound])
        }
        return out
    }
}

extension StoreSession {
    /// Inserts a batch in one transaction: appended with one write and one fsync when no record is
    /// older than the file's last, else merged into the file by an atomic rewrite.
    mutating func insert(_ batch: EncodedBatch) throws(StoreError) {
        let schema = batch.schema
        let stored = snapshot.manifest.schema(of: schema.typeName)
        if let stored, stored.version > schema.version {
            throw .newerSchema(type: schema.typeName, found: stored.version, supported: schema.version)
        }
        try beginChange()
        let previousManifest = snapshot.manifest
        if let stored, stored != schema {
            _ = try schema.fieldsAdded(to: stored)
        }
        if stored == nil || stored!.version < schema.version {
            snapshot.manifest.types[schema.typeName] = .init(schema: schema)
            try snapshot.manifest.write(to: snapshot.generation.manifestPath)
        }
        do throws(StoreError) {
            try write(batch, stored: snapshot.manifest.schema(of: schema.typeName) ?? schema)
        } catch {
            if snapshot.manifest != previousManifest {
                // The type or its new version came with these records; without them, put it back.
                snapshot.manifest = previousManifest
                try? previousManifest.write(to: snapshot.generation.manifestPath)
            }
            throw error
        }
    }

    private mutating func write(_ batch: EncodedBatch, stored: RecordSchema) throws(StoreError) {
        guard let (file, created) = try openFile(of: stored, create: true) else { return }
        defer { file.close() }
        var tail = try tail(of: file)
        if try FileSystem.size(file.descriptor, path: file.path) != tail.end {
            // Changed behind the change count's back (by hand?): read its tail again.
            snapshot.tails[stored.typeName] = nil
            tail = try self.tail(of: file)
        }
        guard let first = batch.lines.first, let last = batch.lines.last else { return }
        if let lastStored = tail.lastTimestamp, first.timestamp < lastStored {
            try merge(batch, into: file, end: tail.end)
            snapshot.tails[stored.typeName] = nil
            return
        }
        let bytes = batch.appendBytes()
        do throws(StoreError) {
            try FileSystem.write(file.descriptor, bytes, at: tail.end, path: file.path)
            try FileSystem.sync(file.descriptor, path: file.path)
            if created { try FileSystem.syncDirectory(snapshot.generation.recordsPath) }
        } catch {
            // Leave no partial line: cut the file back to where the insert began.
            try? file.cutBack(to: tail.end)
            snapshot.tails[stored.typeName] = nil
            throw error
        }
        snapshot.tails[stored.typeName] = Tail(
            end: tail.end + Int64(bytes.count), lastTimestamp: last.timestamp)
    }

    /// Rewrites the file with the batch's records in timestamp order among the stored ones (after
    /// stored records with the same timestamp, which were inserted first).
    private func merge(_ batch: EncodedBatch, into file: DataFile, end: Int64) throws(StoreError) {
        let output = try AtomicFile(replacing: file.path)
        let table = FieldTable.timestamp(of: file.stored)
        var next = 0
        var reader = file.reader()
        try reader.forEachLine(from: 0, to: end) { (offset, line) throws(StoreError) in
            let timestamp = try file.timestamp(line, at: offset, table: table)
            while next < batch.lines.count, batch.lines[next].timestamp < timestamp {
                try output.append(Array(batch.bytes[batch.lines[next].range]))
                next += 1
            }
            try output.withBuffer { (buffer) throws(StoreError) in
                RecordLine.appendWithoutBatch(line, to: &buffer)
            }
            return true
        }
        while next < batch.lines.count {
            try output.append(Array(batch.bytes[batch.lines[next].range]))
            next += 1
        }
        try output.commit()
    }
}
