/// A stored record as schema-described field values, without its Swift type: what backends store,
/// and what migration, export and `check` work on.
public struct RawRecord: Hashable, Sendable {
    /// The record type's name, such as `pitch.comparison`.
    public var typeName: String
    /// The schema version the record was written with.
    public var schemaVersion: Int
    /// The field values by field name.
    public var fields: [String: FieldValue]

    /// Creates a raw record.
    public init(typeName: String, schemaVersion: Int, fields: [String: FieldValue]) {
        self.typeName = typeName
        self.schemaVersion = schemaVersion
        self.fields = fields
    }

    /// The record's timestamp in milliseconds, read from the schema's timestamp field.
    public func timestampMilliseconds(in schema: RecordSchema) -> Int64? {
        guard case .date(let milliseconds)? = fields[schema.timestampField] else { return nil }
        return milliseconds
    }

    /// The record as `schema` describes it: missing fields filled with their defaults, values
    /// checked against their declared types, unknown fields refused.
    /// - Throws: `StoreError.invalidRecord` naming the field and what is wrong.
    public func conformed(to schema: RecordSchema) throws(StoreError) -> RawRecord {
        func fail(_ detail: String) -> StoreError { .invalidRecord(type: schema.typeName, detail: detail) }
        guard typeName == schema.typeName else {
            throw fail("a record of type '\(typeName)' was given where '\(schema.typeName)' was expected")
        }
        var conformed: [String: FieldValue] = [:]
        conformed.reserveCapacity(schema.fields.count)
        var present = 0
        for field in schema.fields {
            let given = fields[field.name]
            if given != nil { present += 1 }
            let value = given ?? field.valueWhenMissing
            guard let value else { throw fail("field '\(field.name)' is missing and has no default") }
            switch value {
            case .null where !field.isOptional:
                throw fail("field '\(field.name)' is empty but not optional")
            case .null:
                conformed[field.name] = .null
            case .integer(let integer) where field.type == .real:
                conformed[field.name] = .real(Double(integer))
            case .date(let milliseconds) where !ISODate.range.contains(milliseconds):
                throw fail(
                    "field '\(field.name)' holds a date \(milliseconds) ms from 1970, beyond ±8.64e15 ms")
            case .real(let real) where !real.isFinite:
                throw fail("field '\(field.name)' holds \(real); only finite numbers can be stored")
            default:
                guard value.type == field.type else {
                    throw fail(
                        "field '\(field.name)' holds \(value), which is not of its type \(field.type.rawValue)"
                    )
                }
                conformed[field.name] = value
            }
        }
        // Every given field matched a declared one unless there are more given than matched.
        if present < fields.count,
            let unknown = fields.keys.filter({ schema.field(named: $0) == nil }).sorted().first
        {
            throw fail("field '\(unknown)' is not declared in schema version \(schema.version)")
        }
        return RawRecord(
            typeName: typeName, schemaVersion: max(schemaVersion, schema.version), fields: conformed)
    }
}
