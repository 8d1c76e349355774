import Foundation
public import Persistence

/// Reads an export file into a store.
public enum StoreImporter {
    /// What an import did.
    public struct Report: Sendable, Equatable {
        /// Records added.
        public var added = 0
        /// Records skipped because the store already held an equal one.
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

    /// Imports `path` into `store`. The whole file is checked first, so a file with a bad line
    /// changes nothing; then each record type goes in batches, skipping records equal to ones the
    /// store holds. Documents the store already has are kept, not overwritten.
    /// - Throws: `StoreError.invalidExport` naming the file, line and problem.
    public static func importFile(
        _ path: String,
        into store: any RecordStore,
        progress: (Int) -> Void = { _ in }
    ) throws(StoreError) -> Report {
        try validate(path)
        var report = Report()
        var reader = try LineFileReader(path: path)
        defer { reader.close() }
        var schemas: [String: RecordSchema] = [:]
        var existing: [String: Set<RawRecord>] = [:]
        var pending: [RawRecord] = []
        var pendingSchema: RecordSchema?
        func flush() throws(StoreError) {
            guard let schema = pendingSchema, !pending.isEmpty else { return }
            try store.insert(pending, as: schema)
            report.added += pending.count
            pending.removeAll(keepingCapacity: true)
            progress(report.added)
        }
        while let text = reader.next() {
            if text.isEmpty { continue }
            switch try ExportFormat.parse(text, number: reader.lineNumber, path: path) {
            case .header:
                break
            case .schema(let schema):
                try flush()
                schemas[schema.typeName] = schema
                pendingSchema = schema
                existing[schema.typeName] = try records(of: schema, in: store)
            case .record(let typeName, let version, let fields):
                guard let schema = schemas[typeName] else { continue }  // validate() makes this unreachable
                if pendingSchema?.typeName != typeName {
                    try flush()
                    pendingSchema = schema
                }
                let record = try ExportFormat.record(
                    fields: fields, schemaVersion: version, schema: schema, number: reader.lineNumber,
                    path: path)
                if existing[typeName, default: []].insert(record).inserted {
                    pending.append(record)
                    if pending.count == 10_000 { try flush() }
                } else {
                    report.duplicates += 1
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
    private static func validate(_ path: String) throws(StoreError) {
        var reader = try LineFileReader(path: path)
        defer { reader.close() }
        var schemas: [String: RecordSchema] = [:]
        var sawHeader = false
        while let text = reader.next() {
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
            case .record(let typeName, let version, let fields):
                guard let schema = schemas[typeName] else {
                    throw .invalidExport(
                        path: path, line: number, detail: "no schema line for type '\(typeName)' before it")
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

    private static func records(of schema: RecordSchema, in store: any RecordStore) throws(StoreError) -> Set<
        RawRecord
    > {
        var cursor = store.rawRecords(of: schema, batchSize: 4096)
        var records: Set<RawRecord> = []
        while let record = try cursor.next() {
            records.insert(record)
        }
        return records
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
