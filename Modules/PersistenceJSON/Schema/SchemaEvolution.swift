import Persistence

/// The one way a record type may change between versions: by adding fields that older records can
/// read as (optional ones, or ones with a default). The store checks it before it records a newer
/// version, and before it reads stored records with a newer reader.
enum SchemaEvolution {
    /// Checks that records stored as `stored` can be read as `newer`.
    /// - Throws: `StoreError.invalidSchema` naming the field that breaks the rule.
    static func check(from stored: RecordSchema, to newer: RecordSchema) throws(StoreError) {
        func fail(_ detail: String) -> StoreError { .invalidSchema(type: newer.typeName, detail: detail) }
        guard stored.timestampField == newer.timestampField else {
            throw fail(
                "the timestamp field changes from '\(stored.timestampField)' in version \(stored.version) to "
                    + "'\(newer.timestampField)' in version \(newer.version)")
        }
        for field in newer.fields {
            if let previous = stored.field(named: field.name) {
                guard previous.type == field.type else {
                    throw fail(
                        "field '\(field.name)' changes from \(previous.type.rawValue) in version \(stored.version) "
                            + "to \(field.type.rawValue) in version \(newer.version)")
                }
                guard field.isOptional || !previous.isOptional else {
                    throw fail(
                        "field '\(field.name)' is optional in version \(stored.version) but required in version "
                            + "\(newer.version), so stored empty values could not be read")
                }
            } else if field.valueWhenMissing == nil {
                throw fail(
                    "field '\(field.name)' is added in version \(newer.version) without a default; give it a "
                        + "default or make it optional so records stored before can be read")
            }
        }
    }
}
