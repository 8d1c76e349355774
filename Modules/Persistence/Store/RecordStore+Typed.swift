import Foundation

extension RecordStore {
    /// Inserts one record in its own transaction; it is on disk when this returns.
    public func insert<R: StorableRecord>(_ record: R) throws(StoreError) {
        try insert([RecordCodec.encode(record)], as: R.schema)
    }

    /// Inserts many records in one transaction: all of them or, on failure, none.
    public func insert<R: StorableRecord>(contentsOf records: some Sequence<R>) throws(StoreError) {
        var raw: [RawRecord] = []
        for record in records {
            raw.append(try RecordCodec.encode(record))
        }
        guard !raw.isEmpty else { return }
        try insert(raw, as: R.schema)
    }

    /// The records of a type that `query` selects, read in batches of `batchSize`.
    public func records<R: StorableRecord>(
        of type: R.Type,
        _ query: RecordQuery = RecordQuery(),
        batchSize: Int = 512
    ) throws(StoreError) -> RecordCursor<R> {
        try query.validate(against: R.schema)
        var raw = rawRecords(of: R.schema, query, batchSize: batchSize)
        return RecordCursor { (_: PageToken?) throws(StoreError) in
            var records: [R] = []
            while records.count < batchSize, let record = try raw.next() {
                records.append(try RecordCodec.decode(R.self, from: record))
            }
            return (records, records.count < batchSize ? nil : PageToken(first: 0, second: 0))
        }
    }

    /// The records of a type as field values, read in batches: for tools that work without the
    /// Swift type (migration, export, check).
    public func rawRecords(
        of schema: RecordSchema, _ query: RecordQuery = RecordQuery(), batchSize: Int = 512
    )
        -> RecordCursor<RawRecord>
    {
        RecordCursor { (token: PageToken?) throws(StoreError) in
            let page = try self.page(of: schema, query, after: token, limit: max(1, batchSize))
            return (page.records, page.next)
        }
    }

    /// The number of records of a type that `query` selects.
    public func count<R: StorableRecord>(of type: R.Type, _ query: RecordQuery = RecordQuery())
        throws(StoreError)
        -> Int
    {
        try query.validate(against: R.schema)
        return try count(of: R.schema, query)
    }

    /// Keeps the newest `count` records of a type among those whose fields equal `filter`, deleting
    /// the older ones; returns how many were deleted.
    @discardableResult
    public func trim<R: StorableRecord>(
        of type: R.Type,
        keepingNewest count: Int,
        where filter: [String: FieldValue] = [:]
    ) throws(StoreError) -> Int {
        guard count >= 0 else {
            throw .invalidQuery(
                type: R.schema.typeName, detail: "cannot keep \(count) records; keep 0 or more")
        }
        try RecordQuery(where: filter).validate(against: R.schema)
        return try trim(R.schema, keepingNewest: count, where: filter)
    }

    /// Deletes every record of a type.
    public func deleteAll<R: StorableRecord>(of type: R.Type) throws(StoreError) {
        try deleteAll(ofType: R.schema.typeName)
    }

    /// The document stored under `key`, decoded as `type`; nil when there is none.
    /// - Throws: `StoreError.corrupted` when the stored document does not decode as `type`.
    public func document<D: Decodable>(_ type: D.Type, forKey key: String) throws(StoreError) -> D? {
        try DocumentKey.validate(key)
        guard let data = try documentData(forKey: key) else { return nil }
        do {
            return try JSONDecoder.documents.decode(D.self, from: data)
        } catch {
            throw .corrupted(location: "document '\(key)' in \(location)", detail: "\(error)")
        }
    }

    /// Stores `value` under `key`, atomically.
    public func setDocument<D: Encodable>(_ value: D, forKey key: String) throws(StoreError) {
        try DocumentKey.validate(key)
        let data: Data
        do {
            data = try JSONEncoder.documents.encode(value)
        } catch {
            throw .invalidDocument(key: key, detail: "\(error)")
        }
        try setDocumentData(data, forKey: key)
    }
}

extension JSONEncoder {
    /// How documents are written: sorted keys, dates in ISO 8601 with milliseconds.
    static var documents: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISODate.string(from: date))
        }
        return encoder
    }
}

extension JSONDecoder {
    /// How documents are read.
    static var documents: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISODate.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "'\(text)' is not a date")
            }
            return date
        }
        return decoder
    }
}
