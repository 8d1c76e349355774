public import Persistence

/// Copies every record type and document from one store into an empty one, and proves the copy.
public enum StoreMigration {
    /// What a migration copied, per record type.
    public struct Report: Sendable {
        /// The count and checksum of each type, equal in source and target.
        public var types: [(typeName: String, checksum: StoreChecksum)]
        /// How many documents were copied.
        public var documents: Int
    }

    /// Copies `source` into `target`, then compares counts and checksums per type. The source is only
    /// read. On any failure the target is emptied again, so it is never left half-filled.
    /// - Parameter progress: called with the number of records copied so far.
    /// - Throws: `StoreError.notEmpty` when the target holds anything; `.corrupted` when the copy does
    ///   not match; any error of either store.
    public static func migrate(
        from source: any RecordStore,
        to target: any RecordStore,
        progress: (Int) -> Void = { _ in }
    ) throws(StoreError) -> Report {
        let existingTypes = try target.storedSchemas()
        let existingDocuments = try target.documentKeys()
        guard existingTypes.isEmpty && existingDocuments.isEmpty else {
            let detail = "\(existingTypes.count) record types, \(existingDocuments.count) documents"
            throw .notEmpty(location: target.location.description, detail: detail)
        }
        do {
            return try copy(from: source, to: target, progress: progress)
        } catch {
            try? target.deleteEverything()
            throw error
        }
    }

    private static func copy(
        from source: any RecordStore,
        to target: any RecordStore,
        progress: (Int) -> Void
    ) throws(StoreError) -> Report {
        var copied = 0
        var types: [(typeName: String, checksum: StoreChecksum)] = []
        for schema in try source.storedSchemas() {
            var sourceSum = StoreChecksum()
            var cursor = source.rawRecords(of: schema, batchSize: 4096)
            var batch: [RawRecord] = []
            while let record = try cursor.next() {
                sourceSum.add(record)
                batch.append(record)
                if batch.count == 10_000 {
                    try target.insert(batch, as: schema)
                    copied += batch.count
                    batch.removeAll(keepingCapacity: true)
                    progress(copied)
                }
            }
            if !batch.isEmpty {
                try target.insert(batch, as: schema)
                copied += batch.count
                progress(copied)
            }
            guard try source.count(of: schema, RecordQuery()) == sourceSum.count else {
                throw .changedDuringCopy(
                    location: source.location.description, detail: "\(schema.typeName) records")
            }
            let targetSum = try StoreChecksum(of: schema, in: target)
            guard targetSum == sourceSum else {
                throw .corrupted(
                    location: target.location.description,
                    detail:
                        "the copy of \(schema.typeName) does not match: source \(sourceSum), copy \(targetSum)"
                )
            }
            types.append((schema.typeName, sourceSum))
        }
        let keys = try source.documentKeys()
        for key in keys {
            if let data = try source.documentData(forKey: key) {
                try target.setDocumentData(data, forKey: key)
            }
        }
        return Report(types: types, documents: keys.count)
    }
}
