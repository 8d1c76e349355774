public import Foundation
public import Persistence

/// The one export format of every trainer: JSON Lines.
///
/// ```
/// {"format":"trainers-export","version":1}
/// {"schema":{...the record type's RecordSchema...}}
/// {"fields":{...},"schemaVersion":1,"type":"pitch.comparison"}
/// {"document":"personal-bests","value":{...}}
/// ```
/// The header comes first; a type's schema line comes before its records (it lets a generic import
/// create the type without its Swift definition); dates are ISO 8601 with milliseconds in UTC.
public enum ExportFormat {
    /// The header's `format` value.
    public static let name = "trainers-export"
    /// The version this program writes and reads.
    public static let version = 1

    /// One line of an export, as read.
    public enum Line: Sendable {
        /// The first line.
        case header(version: Int)
        /// A record type's schema.
        case schema(RecordSchema)
        /// A record, with its type name and field values in export form.
        case record(typeName: String, schemaVersion: Int, fields: [String: JSONValue])
        /// A document's key and JSON value.
        case document(key: String, value: JSONValue)
    }

    /// The header line.
    public static var header: String {
        #"{"format":"\#(name)","version":\#(version)}"#
    }

    /// The schema line of a record type.
    public static func line(for schema: RecordSchema) -> String {
        struct Wrapper: Encodable { var schema: RecordSchema }
        return encode(Wrapper(schema: schema))
    }

    /// The line of a record.
    public static func line(for record: RawRecord) -> String {
        struct Wrapper: Encodable {
            var type: String
            var schemaVersion: Int
            var fields: [String: JSONValue]
        }
        return encode(
            Wrapper(
                type: record.typeName, schemaVersion: record.schemaVersion,
                fields: record.fields.mapValues(\.exportValue)))
    }

    /// The line of a document whose stored data is `data` (JSON).
    public static func line(forDocument key: String, data: Data) -> String {
        let value = (try? JSONValue(parsing: data)) ?? .null
        struct Wrapper: Encodable {
            var document: String
            var value: JSONValue
        }
        return encode(Wrapper(document: key, value: value))
    }

    /// Reads one line; `number` (from 1) and `path` name it in errors.
    /// - Throws: `StoreError.invalidExport` saying what is wrong.
    public static func parse(_ text: Substring, number: Int, path: String) throws(StoreError) -> Line {
        func fail(_ detail: String) -> StoreError { .invalidExport(path: path, line: number, detail: detail) }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Data(text.utf8))
        } catch {
            throw fail("the line is not JSON")
        }
        guard case .object(let object) = value else { throw fail("the line is not a JSON object") }
        if number == 1 {
            guard object["format"] == .string(name) else {
                throw fail("the first line must be {\"format\":\"\(name)\",\"version\":\(version)}")
            }
            guard case .integer(let found)? = object["version"] else {
                throw fail("the first line has no whole-number \"version\"")
            }
            guard found == version else {
                throw fail("export version \(found) is not supported; allowed: \(version)")
            }
            return .header(version: Int(found))
        }
        if let schema = object["schema"] {
            do {
                let data = try JSONEncoder().encode(schema)
                return .schema(try JSONDecoder().decode(RecordSchema.self, from: data))
            } catch {
                throw fail("the schema line does not describe a record type")
            }
        }
        if case .string(let type)? = object["type"] {
            guard case .integer(let version)? = object["schemaVersion"],
                case .object(let fields)? = object["fields"]
            else { throw fail("a record line needs \"type\", \"schemaVersion\" and \"fields\"") }
            return .record(typeName: type, schemaVersion: Int(version), fields: fields)
        }
        if case .string(let key)? = object["document"], let value = object["value"] {
            return .document(key: key, value: value)
        }
        throw fail("the line is neither a schema, a record nor a document")
    }

    /// The raw record a record line stands for, its values read by `schema`.
    public static func record(
        fields: [String: JSONValue], schemaVersion: Int, schema: RecordSchema, number: Int, path: String
    ) throws(StoreError) -> RawRecord {
        guard (1...schema.version).contains(schemaVersion) else {
            throw .invalidExport(
                path: path, line: number,
                detail: "schema version \(schemaVersion) is not between 1 and the type's \(schema.version)")
        }
        var values: [String: FieldValue] = [:]
        for (name, value) in fields {
            guard let field = schema.field(named: name) else {
                throw .invalidExport(
                    path: path, line: number,
                    detail: "field '\(name)' is not in the \(schema.typeName) schema")
            }
            guard let fieldValue = FieldValue(exportValue: value, as: field.type) else {
                throw .invalidExport(
                    path: path, line: number,
                    detail: "field '\(name)' is not a valid \(field.type.rawValue) value")
            }
            values[name] = fieldValue
        }
        let record = RawRecord(typeName: schema.typeName, schemaVersion: schemaVersion, fields: values)
        do {
            return try record.conformed(to: schema)
        } catch {
            throw .invalidExport(path: path, line: number, detail: "\(error)")
        }
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
