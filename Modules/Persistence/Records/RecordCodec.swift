import Foundation

/// Turns records into field values and back, through their Codable conformance.
///
/// The record is encoded to JSON (dates as milliseconds), each declared field is read from the JSON
/// object and converted to its declared storage type; the reverse builds the JSON object from the
/// fields and decodes the record. Only the raw level crosses into the backends.
public enum RecordCodec {
    /// The field values of `record`, checked against its schema.
    /// - Throws: `StoreError.invalidRecord` when a property does not fit its declared field.
    public static func encode<R: StorableRecord>(_ record: R) throws(StoreError) -> RawRecord {
        let schema = R.schema
        func fail(_ detail: String) -> StoreError { .invalidRecord(type: schema.typeName, detail: detail) }
        let object: [String: JSONValue]
        do {
            let data = try encoder.encode(record)
            guard case .object(let value) = try JSONValue(parsing: data) else {
                throw fail("the record does not encode as a keyed object")
            }
            object = value
        } catch let error as StoreError {
            throw error
        } catch {
            throw fail("it cannot be encoded: \(error)")
        }
        var fields: [String: FieldValue] = [:]
        for field in schema.fields {
            fields[field.name] = try fieldValue(object[field.name] ?? .null, for: field, in: schema)
        }
        if let unknown = object.keys.filter({ schema.field(named: $0) == nil }).sorted().first {
            throw fail("property '\(unknown)' is not a declared field; declare it in the schema")
        }
        return try RawRecord(typeName: schema.typeName, schemaVersion: schema.version, fields: fields)
            .conformed(to: schema)
    }

    /// The record a raw record stands for, after filling defaults for fields it lacks. Fields the
    /// schema does not declare (written by a newer program) are ignored, so older programs can read.
    /// - Throws: `StoreError.invalidRecord` when the values do not decode as `R`.
    public static func decode<R: StorableRecord>(_ type: R.Type, from raw: RawRecord) throws(StoreError) -> R
    {
        let schema = R.schema
        let declared = raw.fields.filter { schema.field(named: $0.key) != nil }
        let conformed = try RawRecord(
            typeName: raw.typeName, schemaVersion: raw.schemaVersion, fields: declared
        )
        .conformed(to: schema)
        var object: [String: JSONValue] = [:]
        for field in schema.fields {
            object[field.name] = try jsonValue(conformed.fields[field.name] ?? .null, in: schema)
        }
        do {
            return try decoder.decode(R.self, from: encoder.encode(JSONValue.object(object)))
        } catch {
            throw .invalidRecord(type: schema.typeName, detail: "stored values do not decode: \(error)")
        }
    }

    // MARK: - Conversions

    private static func fieldValue(_ value: JSONValue, for field: FieldSchema, in schema: RecordSchema)
        throws(StoreError) -> FieldValue
    {
        func mismatch() -> StoreError {
            .invalidRecord(
                type: schema.typeName,
                detail: "property '\(field.name)' does not fit its declared type \(field.type.rawValue)")
        }
        switch (field.type, value) {
        case (_, .null): return .null
        case (.integer, .integer(let integer)): return .integer(integer)
        case (.real, .integer(let integer)): return .real(Double(integer))
        case (.real, .number(let number)): return .real(number)
        case (.text, .string(let text)): return .text(text)
        case (.bool, .bool(let bool)): return .bool(bool)
        case (.date, .integer(let milliseconds)): return .date(milliseconds: milliseconds)
        case (.date, .number(let milliseconds)): return .date(milliseconds: Int64(milliseconds.rounded()))
        case (.json, _): return .json(try canonicalJSON(value, in: schema))
        default: throw mismatch()
        }
    }

    private static func jsonValue(_ value: FieldValue, in schema: RecordSchema) throws(StoreError)
        -> JSONValue
    {
        switch value {
        case .null: return .null
        case .integer(let integer): return .integer(integer)
        case .real(let number): return .number(number)
        case .text(let text): return .string(text)
        case .bool(let bool): return .bool(bool)
        case .date(let milliseconds): return .integer(milliseconds)
        case .json(let text):
            do {
                return try JSONValue(parsing: Data(text.utf8))
            } catch {
                throw .invalidRecord(
                    type: schema.typeName, detail: "a stored JSON field is not JSON: \(text)")
            }
        }
    }

    /// JSON text with sorted keys, so equal values are equal text.
    static func canonicalJSON(_ value: JSONValue, in schema: RecordSchema) throws(StoreError) -> String {
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .invalidRecord(type: schema.typeName, detail: "a nested value cannot be encoded: \(error)")
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }()
}
