import Foundation
import Persistence
import Synchronization

/// Encodes schemas to the JSON kept in `record_types` and decodes them back, remembering both ways,
/// so a single insert neither encodes its schema nor decodes the stored one each time.
final class SchemaCoder: Sendable {
    private let encoded = Mutex<[RecordSchema: String]>([:])
    private let decoded = Mutex<[String: RecordSchema]>([:])

    /// The JSON text of `schema`, with sorted keys so equal schemas are equal text.
    /// - Throws: `StoreError.invalidSchema` when it cannot be encoded.
    func json(for schema: RecordSchema) throws(StoreError) -> String {
        if let text = encoded.withLock({ $0[schema] }) { return text }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text: String
        do {
            text = String(decoding: try encoder.encode(schema), as: UTF8.self)
        } catch {
            throw .invalidSchema(type: schema.typeName, detail: "it cannot be encoded: \(error)")
        }
        encoded.withLock { $0[schema] = text }
        return text
    }

    /// The schema stored as `json` for `typeName` in the database at `path`.
    /// - Throws: `StoreError.corrupted` when the stored text is not a schema of that type.
    func schema(fromJSON json: String, typeName: String, path: String) throws(StoreError) -> RecordSchema {
        if let schema = decoded.withLock({ $0[json] }) { return schema }
        let schema: RecordSchema
        do {
            schema = try JSONDecoder().decode(RecordSchema.self, from: Data(json.utf8))
        } catch {
            throw .corrupted(
                location: "\(path), record_types row '\(typeName)'",
                detail: "the stored schema does not decode: \(error)")
        }
        guard schema.typeName == typeName else {
            throw .corrupted(
                location: "\(path), record_types row '\(typeName)'",
                detail: "the stored schema is of type '\(schema.typeName)'")
        }
        decoded.withLock { $0[json] = schema }
        return schema
    }
}
