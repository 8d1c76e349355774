import Foundation
import GRDB
public import Persistence

extension SQLiteRecordStore {
    /// Repairs a damaged store in place, keeping every readable record and document.
    ///
    /// A store that opens and passes `PRAGMA integrity_check` is left alone. Otherwise the database
    /// (with its `-wal` and `-shm` files) is renamed to `PATH.damaged-<UTC time>`, a new store is made
    /// at `path`, and everything that can still be read from the damaged copy is copied into it,
    /// record type by record type in insertion order, skipping past unreadable parts.
    /// - Parameter path: the database file.
    /// - Returns: what was done, one line each, for people.
    /// - Throws: `StoreError.invalidLocation` when there is no store at `path`; the failure to open it
    ///   for a reason other than damage (`.newerFormat`, `.locked`, `.readOnly`), which repair does not
    ///   change; `.io` when the new store cannot be written.
    public static func repair(path: String) throws(StoreError) -> [String] {
        let file = try DatabaseFile(path: path)
        try file.checkPlace()
        guard file.exists else { throw .invalidLocation(file.path, reason: "there is no store to repair") }
        do throws(StoreError) {
            if try SQLiteRecordStore(path: file.path).integrityCheck() == ["ok"] {
                return ["\(file.path) is sound; nothing to repair"]
            }
        } catch .corrupted {
            // Damaged: salvage below.
        }
        let aside = try file.moveAside()
        let store = try SQLiteRecordStore(path: file.path)
        let salvage = Salvage(source: aside, store: store)
        return ["moved the damaged database to \(aside)"] + (try salvage.run())
    }
}

/// Copies what can still be read from a damaged database into a new store.
struct Salvage {
    /// The damaged database file.
    let source: String
    /// The new store.
    let store: SQLiteRecordStore

    /// How many rows one read takes.
    private static let batchSize = 1_000

    /// Copies every readable record type and document.
    /// - Returns: one line per record type and one for the documents.
    /// - Throws: `StoreError` when the new store cannot be written.
    func run() throws(StoreError) -> [String] {
        let database: DatabaseQueue
        do {
            database = try DatabaseQueue(path: source)
        } catch {
            let reason = (error as? DatabaseError)?.message ?? "\(error)"
            return ["nothing could be read from it (\(reason)), so the new store is empty"]
        }
        var lines: [String] = []
        var types: [(name: String, json: String)] = []
        do {
            types = try database.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT type_name, schema_json FROM record_types ORDER BY type_name"
                )
                .compactMap { row in
                    guard let name = String.fromDatabaseValue(row[0]),
                        let json = String.fromDatabaseValue(row[1])
                    else { return nil }
                    return (name, json)
                }
            }
        } catch {
            lines.append("the list of record types could not be read, so no record was kept")
        }
        for type in types {
            lines.append(try copyRecords(of: type.name, schemaJSON: type.json, from: database))
        }
        lines.append(try copyDocuments(from: database))
        return lines
    }

    /// Copies the readable rows of one type, in insertion order.
    private func copyRecords(of typeName: String, schemaJSON: String, from database: DatabaseQueue)
        throws(StoreError) -> String
    {
        guard let schema = try? store.schemas.schema(fromJSON: schemaJSON, typeName: typeName, path: source),
            let selection = try? RecordSelection(reader: schema, stored: schema, query: RecordQuery())
        else {
            return "\(typeName): its schema could not be read, so none of its records was kept"
        }
        do throws(StoreError) {
            try store.insert([], as: schema)
        } catch .invalidSchema(_, let detail) {
            return "\(typeName): its stored schema is not valid (\(detail)), so none of its records was kept"
        }
        let columns =
            [RecordTable.idColumn, schema.timestampField, RecordTable.versionColumn]
            + schema.fields.map(\.name)
        let table = quoted(RecordTable.name(ofType: typeName))
        let sql = """
            SELECT \(columns.map(quoted).joined(separator: ", ")) FROM \(table)
            WHERE \(quoted(RecordTable.idColumn)) > ? ORDER BY \(quoted(RecordTable.idColumn)) LIMIT \(Self.batchSize)
            """
        let lastID =
            (try? database.read { db in try Int64.fetchOne(db, sql: "SELECT max(_id) FROM \(table)") }) ?? nil
        var after = Int64.min
        var jump: Int64 = 1
        var inGap = false
        var kept = 0
        var unreadable = 0
        var gaps = 0
        while true {
            let batch = read(sql, after: after, schema: schema, selection: selection, from: database)
            kept += try insert(batch.records, as: schema)
            unreadable += batch.unreadable
            if let last = batch.last {
                after = last
                inGap = false
            }
            guard batch.failed else {
                if batch.count < Self.batchSize { break }
                continue
            }
            // A damaged part of the table: step past it, twice as far each time the read still fails.
            if !inGap {
                gaps += 1
                inGap = true
                jump = 1
            }
            after = max(after, 0) &+ jump
            jump *= 2
            guard jump < Int64(1) << 40, after <= lastID ?? Int64.max else { break }
        }
        var line = "\(typeName): kept \(kept) records"
        if unreadable > 0 { line += ", lost \(unreadable) rows whose values were damaged" }
        if gaps > 0 { line += ", skipped \(gaps) unreadable parts of the table" }
        return line
    }

    /// One read of up to `batchSize` rows after `after`: what decoded, and whether the read stopped
    /// on damage.
    private func read(
        _ sql: String, after: Int64, schema: RecordSchema, selection: RecordSelection,
        from database: DatabaseQueue
    ) -> (records: [RawRecord], last: Int64?, count: Int, unreadable: Int, failed: Bool) {
        var records: [RawRecord] = []
        var last: Int64?
        var count = 0
        var unreadable = 0
        do {
            try database.read { db in
                let rows = try Row.fetchCursor(db, sql: sql, arguments: [after])
                while let row = try rows.next() {
                    count += 1
                    if case .int64(let id)? = row.databaseValues.first?.storage {
                        last = id
                    }
                    if let (record, _) = try? SQLiteRecordStore.record(
                        from: row, schema: schema, selection: selection, path: source)
                    {
                        records.append(record)
                    } else {
                        unreadable += 1
                    }
                }
            }
        } catch {
            return (records, last, count, unreadable, true)
        }
        return (records, last, count, unreadable, false)
    }

    /// Inserts salvaged records, one by one when the batch holds a record the schema refuses.
    /// - Returns: how many were kept.
    private func insert(_ records: [RawRecord], as schema: RecordSchema) throws(StoreError) -> Int {
        do throws(StoreError) {
            try store.insert(records, as: schema)
            return records.count
        } catch .invalidRecord {
            var kept = 0
            for record in records {
                do throws(StoreError) {
                    try store.insert([record], as: schema)
                    kept += 1
                } catch .invalidRecord {
                    continue
                }
            }
            return kept
        }
    }

    /// Copies the readable documents.
    private func copyDocuments(from database: DatabaseQueue) throws(StoreError) -> String {
        var documents: [(key: String, value: Data)] = []
        var complete = true
        do {
            try database.read { db in
                let rows = try Row.fetchCursor(db, sql: "SELECT key, value FROM documents ORDER BY key")
                while let row = try rows.next() {
                    if let key = String.fromDatabaseValue(row[0]), let value = Data.fromDatabaseValue(row[1])
                    {
                        documents.append((key, value))
                    }
                }
            }
        } catch {
            complete = false
        }
        var kept = 0
        for document in documents {
            do throws(StoreError) {
                try store.setDocumentData(document.value, forKey: document.key)
                kept += 1
            } catch .invalidDocumentKey {
                continue
            }
        }
        return "documents: kept \(kept)" + (complete ? "" : ", the rest could not be read")
    }
}
