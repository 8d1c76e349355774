import Persistence

/// Trimming and deleting: each an atomic rewrite, removal or swap.
extension StoreSession {
    /// Deletes all but the newest `count` records among those `filter` selects, by an atomic
    /// rewrite of the type's file; returns how many were deleted.
    mutating func trim(_ schema: RecordSchema, keepingNewest count: Int, where filter: [String: FieldValue])
        throws(StoreError) -> Int
    {
        guard let stored = try storedSchema(readableAs: schema) else { return 0 }
        if stored.version > schema.version {
            throw .newerSchema(type: schema.typeName, found: stored.version, supported: schema.version)
        }
        guard let (file, _) = try openFile(of: stored) else { return 0 }
        defer { file.close() }
        let tail = try tail(of: file)
        let table = FieldTable(schema)
        let query = RecordQuery(where: filter)
        var reader = file.reader()
        func selects(_ line: UnsafeRawBufferPointer, at offset: Int64) throws(StoreError) -> Bool {
            if filter.isEmpty { return true }
            return query.matches(try file.record(line, at: offset, table: table), in: schema)
        }
        var selected = 0
        try reader.forEachLine(from: 0, to: tail.end) { (offset, line) throws(StoreError) in
            if try selects(line, at: offset) { selected += 1 }
            return true
        }
        let excess = selected - count
        guard excess > 0 else { return 0 }
        try beginChange()
        let output = try AtomicFile(replacing: file.path)
        var deleted = 0
        try reader.forEachLine(from: 0, to: tail.end) { (offset, line) throws(StoreError) in
            if deleted < excess, try selects(line, at: offset) {
                deleted += 1
            } else {
                try output.withBuffer { (buffer) throws(StoreError) in
                    RecordLine.appendWithoutBatch(line, to: &buffer)
                }
            }
            return true
        }
        try output.commit()
        snapshot.tails[stored.typeName] = nil
        return deleted
    }

    /// Deletes every record of a type: removes its file, then its schema from the manifest, as the
    /// SQLite backend drops its table and schema row. A crash between the two leaves the schema with
    /// no file, which reads as an empty type.
    mutating func deleteAll(ofType typeName: String) throws(StoreError) {
        guard snapshot.manifest.types[typeName] != nil else { return }
        try beginChange()
        try FileSystem.removeFile(snapshot.generation.recordsPath(ofType: typeName))
        try FileSystem.syncDirectory(snapshot.generation.recordsPath)
        snapshot.tails[typeName] = Tail(end: 0, lastTimestamp: nil)
        var manifest = snapshot.manifest
        manifest.types[typeName] = nil
        try manifest.write(to: snapshot.generation.manifestPath)
        snapshot.manifest = manifest
        snapshot.tails[typeName] = nil
    }

    /// Makes the store as new in one atomic step: builds an empty generation, points `store.json`
    /// at it (the atomic rename is the switch), then removes the old generation. A crash before
    /// the switch leaves the old data whole; after it, the next open removes what is left of it.
    mutating func deleteEverything() throws(StoreError) {
        try beginChange()
        let old = snapshot.generation
        let new = directory.generation(try nextGenerationName())
        try Self.createGeneration(new, in: directory)
        try StorePointer(data: new.name).write(to: directory.pointerPath)
        snapshot.generation = new
        snapshot.manifest = StoreManifest()
        snapshot.tails = [:]
        // The switch is done; a failure to remove the old folder only delays it to the next open.
        try? FileSystem.removeTree(old.path)
        try? FileSystem.syncDirectory(directory.path)
    }
}
