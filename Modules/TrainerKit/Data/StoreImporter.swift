import Foundation
public import Persistence

/// Reads an export file into a store.
public enum StoreImporter {
    /// What an import did.
    public struct Report: Sendable, Equatable {
        /// Records added.
        public var added = 0
        /// Records skipped because the store already held an equal one (each stored record excuses
        /// one equal record of the file, so equal records inside the file are all kept).
        public var duplicates = 0
        /// Documents written.
        public var documents = 0
        /// Documents left alone because the store already had a different value under that key.
        public var keptDocuments = 0

        /// Creates a report.
        public init(added: Int = 0, duplicates: Int = 0, documents: Int = 0, keptDocuments: Int = 0) {
            self.added = added
            self.duplicates = duplicates
            self.documents = documents
            self.keptDocuments = keptDocuments
        }
    }

    /// Imports `path` into the store `open` gives. The whole file is checked before the store is
    /// even opened, so a file with a bad line changes and creates nothing. Records then go in batches
    /// of 10,000, each its own transaction; a record equal to one the store already holds is skipped.
    /// Records of an older schema version than the store's go in under the store's (with defaults);
    /// documents the store already has are kept, not overwritten.
    ///
    /// A failure part-way (a full disk) leaves the batches before it in the store: running the import
    /// again finishes it, since records already there are skipped.
    /// - Parameter progress: called with the number of records added so far.
    /// - Throws: `StoreError.invalidExport` naming the file, line and problem; any store error.
    public static func importFile(
        _ path: String,
        into open: () throws(StoreError) -> any RecordStore,
        progress: (Int) -> Void = { _ in }
    ) throws(StoreError) -> Report {
        try validate(path)
        let store = try open()
        let stored = Dictionary(uniqueKeysWithValues: try store.storedSchemas().map { ($0.typeName, $0) })
        var report = Report()
        var reader = try LineFileReader(path: path)
        defer { reader.close() }
        var fileSchemas: [String: RecordSchema] = [:]
        var existing: [RecordDigest: Int] = [:]
        var pending: [RawRecord] = []
        var pendingSchema: RecordSchema?
        func flush() throws(StoreError) {
            guard let schema = pendingSchema, !pending.isEmpty else { return }
            try store.insert(pending, as: schema)
            report.added += pending.count
            pending.removeAll(keepingCapacity: true)
            progress(report.added)
        }
        while let text = try reader.next() {
            if text.isEmpty { continue }
            switch try ExportFormat.parse(text, number: reader.lineNumber, path: path) {
            case .header:
                break
            case .schema(let schema):
                try flush()
                fileSchemas[schema.typeName] = schema
                // The store's own schema when it is newer: older exported records take its defaults.
                let target =
                    stored[schema.typeName].flatMap { $0.version > schema.version ? $0 : nil } ?? schema
                pendingSchema = target
                existing = stored[schema.typeName] == nil ? [:] : try digests(of: target, in: store)
            case .record(let typeName, let version, let fields):
                // validate() has made sure every record follows its own type's schema line.
                guard let fileSchema = fileSchemas[typeName], let target = pendingSchema else { continue }
                let record = try ExportFormat.record(
                    fields: fields, schemaVersion: version, schema: fileSchema, number: reader.lineNumber,
                    path: path)
                let conformed: RawRecord
                do {
                    conformed = try record.conformed(to: target)
                } catch {
                    throw .invalidExport(path: path, line: reader.lineNumber, detail: "\(error)")
                }
                let digest = RecordDigest(conformed)
                if let count = existing[digest], count > 0 {
                    existing[digest] = count - 1
                    report.duplicates += 1
                } else {
                    pending.append(conformed)
                    if pending.count == 10_000 { try flush() }
                }
            case .document(let key, let value):
                try flush()
                let data = try documentData(value, key: key, path: path, line: reader.lineNumber)
                if let current = try store.documentData(forKey: key) {
                    if current != data { report.keptDocuments += 1 }
                } else {
                    try store.setDocumentData(data, forKey: key)
                    report.documents += 1
                }
            }
        }
        try flush()
        return report
    }

    /// Reads the whole file once and throws at its first bad line.
    public static func validate(_ path: String) throws(StoreError) {
        var reader = try LineFileReader(path: path)
        defer { reader.close() }
        var schemas: [String: RecordSchema] = [:]
        var current: String?
        var sawHeader = false
        while let text = try reader.next() {
            let number = reader.lineNumber
            if text.isEmpty && number > 1 { continue }
            switch try ExportFormat.parse(text, number: number, path: path) {
            case .header:
                sawHeader = true
            case .schema(let schema):
                do {
                    try schema.validate()
                } catch {
                    throw .invalidExport(path: path, line: number, detail: "\(error)")
                }
                schemas[schema.typeName] = schema
                current = schema.typeName
            case .record(let typeName, let version, let fields):
                guard let schema = schemas[typeName] else {
                    throw .invalidExport(
                        path: path, line: number, detail: "no schema line for type '\(typeName)' before it")
                }
                guard current == typeName else {
                    throw .invalidExport(
                        path: path, line: number,
                        detail: "a \(typeName) record follows the schema line of another type")
                }
                _ = try ExportFormat.record(
                    fields: fields, schemaVersion: version, schema: schema, number: number, path: path)
            case .document(let key, let value):
                do {
                    try DocumentKey.validate(key)
                } catch {
                    throw .invalidExport(path: path, line: number, detail: "\(error)")
                }
                _ = try documentData(value, key: key, path: path, line: number)
            }
        }
        guard sawHeader else { throw .invalidExport(path: path, line: 1, detail: "the file is empty") }
    }

    /// How many times each record of `schema` occurs in `store`, by digest.
    private static func digests(of schema: RecordSchema, in store: any RecordStore) throws(StoreError)
        -> [RecordDigest: Int]
    {
        var cursor = store.rawRecords(of: schema, batchSize: 4096)
        var counts: [RecordDigest: Int] = [:]
        while let record = try cursor.next() {
            counts[RecordDigest(record), default: 0] += 1
        }
        return counts
    }

    private static func documentData(_ value: JSONValue, key: String, path: String, line: Int)
        throws(StoreError)
        -> Data
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw .invalidExport(path: path, line: line, detail: "document '\(key)' cannot be encoded")
        }
    }
}

/// 128 bits standing for a record's content, so that duplicate detection keeps 16 bytes per stored
/// record instead of the record. Two independently salted hashes of the record; valid within one
/// run only (Swift's hashing is seeded per process).
struct RecordDigest: Hashable {
    private let first: Int
    private let second: Int

    init(_ record: RawRecord) {
        var one = Hasher()
        one.combine(0x5EED_0001)
        one.combine(record)
        var two = Hasher()
        two.combine(0x5EED_0002)
        two.combine(record)
        first = one.finalize()
        second = two.finalize()
    }
}
