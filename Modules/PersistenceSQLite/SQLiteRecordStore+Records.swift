import GRDB
public import Persistence

extension SQLiteRecordStore {
    /// Inserts `records` in one transaction, creating the type's table on its first write and
    /// migrating it when `schema` is newer than the stored one; on disk when this returns.
    /// - Throws: `StoreError.invalidSchema` or `.invalidRecord` before anything is written,
    ///   `.newerSchema` when the store holds a newer version of the type (nothing is written),
    ///   `.locked`, `.readOnly` or `.io` when the write fails.
    public func insert(_ records: [RawRecord], as schema: RecordSchema) throws(StoreError) {
        try schema.validate()
        let table = RecordTable(schema)
        var rows: [StatementArguments] = []
        rows.reserveCapacity(records.count)
        for record in records {
            rows.append(Self.arguments(for: try record.conformed(to: schema), in: schema))
        }
        let json = try schemas.json(for: schema)
        try write("store \(schema.typeName) records") { db in
            try self.prepareTable(table, json: json, in: db)
            let statement = try db.cachedStatement(sql: table.insertSQL)
            for row in rows {
                statement.setUncheckedArguments(row)
                try statement.execute()
            }
        }
    }

    /// Reads one batch of records by (timestamp, insertion order), after the row `token` names.
    /// - Throws: `StoreError.invalidQuery` for a filter the schema does not allow, `.invalidRecord`
    ///   when a stored row lacks a field the reader requires, `.corrupted` for a row whose values do
    ///   not fit their columns' types.
    public func page(of schema: RecordSchema, _ query: RecordQuery, after token: PageToken?, limit: Int)
        throws(StoreError) -> RecordPage
    {
        try query.validate(against: schema)
        let limit = max(1, limit)
        return try read("read \(schema.typeName) records") { db in
            guard let stored = try self.storedSchema(of: schema.typeName, in: db) else {
                return RecordPage(records: [], next: nil)
            }
            var selection = try RecordSelection(reader: schema, stored: stored, query: query)
            if let token {
                selection.start(after: token, query.order)
            }
            let columns =
                [RecordTable.idColumn, selection.timestampColumn, RecordTable.versionColumn]
                + selection.columns.map(\.name)
            let statement = try db.cachedStatement(
                sql: """
                    SELECT \(columns.map(quoted).joined(separator: ", "))
                    FROM \(quoted(RecordTable.name(ofType: schema.typeName)))
                    WHERE \(selection.whereSQL) ORDER BY \(selection.orderSQL(query.order)) LIMIT ?
                    """)
            var records: [RawRecord] = []
            var last: PageToken?
            let rows = try Row.fetchCursor(
                statement, arguments: StatementArguments(selection.arguments + [limit.databaseValue]))
            while let row = try rows.next() {
                let (record, key) = try Self.record(
                    from: row, schema: schema, selection: selection, path: self.path)
                records.append(record)
                last = key
            }
            return RecordPage(records: records, next: records.count == limit ? last : nil)
        }
    }

    /// The number of records of a type that `query` selects.
    /// - Throws: `StoreError.invalidQuery` for a filter the schema does not allow.
    public func count(of schema: RecordSchema, _ query: RecordQuery) throws(StoreError) -> Int {
        try query.validate(against: schema)
        return try read("count \(schema.typeName) records") { db in
            guard let stored = try self.storedSchema(of: schema.typeName, in: db) else { return 0 }
            let selection = try RecordSelection(reader: schema, stored: stored, query: query)
            let statement = try db.cachedStatement(
                sql: """
                    SELECT COUNT(*) FROM \(quoted(RecordTable.name(ofType: schema.typeName)))
                    WHERE \(selection.whereSQL)
                    """)
            return try Int.fetchOne(statement, arguments: StatementArguments(selection.arguments)) ?? 0
        }
    }

    /// Deletes all but the newest `count` records among those `filter` selects, in one transaction.
    /// - Returns: how many records were deleted.
    /// - Throws: `StoreError.invalidQuery` for a negative count or a filter the schema does not allow.
    public func trim(_ schema: RecordSchema, keepingNewest count: Int, where filter: [String: FieldValue])
        throws(StoreError) -> Int
    {
        guard count >= 0 else {
            throw .invalidQuery(type: schema.typeName, detail: "cannot keep \(count) records; keep 0 or more")
        }
        let query = RecordQuery(where: filter, order: .newestFirst)
        try query.validate(against: schema)
        return try write("trim \(schema.typeName) records") { db in
            guard let stored = try self.storedSchema(of: schema.typeName, in: db) else { return 0 }
            let selection = try RecordSelection(reader: schema, stored: stored, query: query)
            let table = quoted(RecordTable.name(ofType: schema.typeName))
            let id = quoted(RecordTable.idColumn)
            try db.execute(
                sql: """
                    DELETE FROM \(table) WHERE \(id) IN (
                        SELECT \(id) FROM \(table) WHERE \(selection.whereSQL)
                        ORDER BY \(selection.orderSQL(.newestFirst)) LIMIT -1 OFFSET ?
                    )
                    """,
                arguments: StatementArguments(selection.arguments + [count.databaseValue]))
            return db.changesCount
        }
    }

    /// Deletes every record of one type and forgets its schema, in one transaction.
    public func deleteAll(ofType typeName: String) throws(StoreError) {
        try RecordSchema.validateTypeName(typeName)
        try write("delete \(typeName) records") { db in
            try db.execute(sql: RecordTable.dropSQL(ofType: typeName))
            try db.execute(sql: "DELETE FROM record_types WHERE type_name = ?", arguments: [typeName])
        }
    }

    /// Deletes every record table, schema and document in one transaction: the store is as new.
    public func deleteEverything() throws(StoreError) {
        try write("delete everything") { db in
            let recorded = try String.fetchAll(db, sql: "SELECT type_name FROM record_types")
            for typeName in recorded {
                try db.execute(sql: RecordTable.dropSQL(ofType: typeName))
            }
            try db.execute(sql: "DELETE FROM record_types; DELETE FROM documents")
        }
    }

    /// The schemas of the stored record types, at their stored versions, sorted by type name.
    public func storedSchemas() throws(StoreError) -> [RecordSchema] {
        let rows = try read("list record types") { db in
            try Row.fetchAll(db, sql: "SELECT type_name, schema_json FROM record_types ORDER BY type_name")
                .map { row -> (String, String) in (row[0], row[1]) }
        }
        var result: [RecordSchema] = []
        for (typeName, json) in rows {
            result.append(try schemas.schema(fromJSON: json, typeName: typeName, path: path))
        }
        return result
    }

    // MARK: - Helpers

    /// The stored schema of a type, or nil when the store holds none.
    private func storedSchema(of typeName: String, in db: Database) throws -> RecordSchema? {
        let statement = try db.cachedStatement(
            sql: "SELECT schema_json FROM record_types WHERE type_name = ?")
        guard let json = try String.fetchOne(statement, arguments: [typeName]) else { return nil }
        return try schemas.schema(fromJSON: json, typeName: typeName, path: path)
    }

    /// Makes the type's table ready for rows of `table.schema`, inside the insert's transaction:
    /// creates it on the first write, adds the columns of a newer schema, refuses an older one.
    private func prepareTable(_ table: RecordTable, json: String, in db: Database) throws {
        let schema = table.schema
        let statement = try db.cachedStatement(
            sql: "SELECT schema_version, schema_json FROM record_types WHERE type_name = ?")
        guard let row = try Row.fetchOne(statement, arguments: [schema.typeName]) else {
            try db.execute(sql: table.createSQL)
            for sql in table.indexSQL {
                try db.execute(sql: sql)
            }
            try db.execute(
                sql: "INSERT INTO record_types (type_name, schema_version, schema_json) VALUES (?, ?, ?)",
                arguments: [schema.typeName, schema.version, json])
            return
        }
        let storedVersion: Int = row[0]
        let storedJSON: String = row[1]
        if storedVersion > schema.version {
            throw StoreError.newerSchema(
                type: schema.typeName, found: storedVersion, supported: schema.version)
        }
        guard storedJSON != json else { return }
        let stored = try schemas.schema(fromJSON: storedJSON, typeName: schema.typeName, path: path)
        for field in try schema.fieldsAdded(to: stored) {
            try db.execute(sql: table.addColumnSQL(field))
        }
        for sql in table.indexSQL {
            try db.execute(sql: sql)
        }
        try db.execute(
            sql: "UPDATE record_types SET schema_version = ?, schema_json = ? WHERE type_name = ?",
            arguments: [schema.version, json, schema.typeName])
    }

    /// The bound values of one conformed record: its version, then its fields in schema order.
    private static func arguments(for record: RawRecord, in schema: RecordSchema) -> StatementArguments {
        // Built from existentials: `StatementArguments`' initializer from `some DatabaseValueConvertible`
        // goes through a key path GRDB cannot specialize here, at a quarter of a batch's time.
        var values: [(any DatabaseValueConvertible)?] = [record.schemaVersion]
        values.reserveCapacity(schema.fields.count + 1)
        for field in schema.fields {
            // conformed(to:) has refused non-finite reals, which SQLite would turn into NULL.
            values.append((record.fields[field.name] ?? .null).sqliteValue)
        }
        return StatementArguments(values)
    }

    /// The record a row holds, as `schema` reads it, and the row's paging key; `path` names the
    /// database in errors.
    static func record(from row: Row, schema: RecordSchema, selection: RecordSelection, path: String)
        throws -> (RawRecord, PageToken)
    {
        func damaged(_ detail: String) -> StoreError {
            .corrupted(
                location: "\(path), table \(RecordTable.name(ofType: schema.typeName))", detail: detail)
        }
        var values = row.databaseValues.makeIterator()
        guard case .int64(let id)? = values.next()?.storage,
            case .int64(let timestamp)? = values.next()?.storage,
            case .int64(let version)? = values.next()?.storage
        else {
            throw damaged("a row lacks its id, timestamp or version")
        }
        var fields: [String: FieldValue] = [:]
        fields.reserveCapacity(schema.fields.count)
        for field in selection.columns {
            let stored = values.next() ?? .null
            guard let value = FieldValue(sqlite: stored, as: field.type), value != .null || field.isOptional
            else {
                throw damaged(
                    "row \(id) holds \(stored) in field '\(field.name)', which is \(field.type.rawValue)")
            }
            fields[field.name] = value
        }
        for (field, value) in selection.missing {
            guard let value else {
                throw StoreError.invalidRecord(
                    type: schema.typeName, detail: "field '\(field.name)' is missing and has no default")
            }
            fields[field.name] = value
        }
        let record = RawRecord(
            typeName: schema.typeName, schemaVersion: max(Int(version), schema.version), fields: fields)
        return (record, PageToken(first: timestamp, second: id))
    }
}
