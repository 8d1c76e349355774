import Glibc
import Persistence

/// A schema prepared for reading and writing lines: its fields sorted by name (the order lines
/// hold them in), with their names as UTF-8 for comparing keys without building strings.
struct FieldTable {
    struct Entry {
        let name: String
        let utf8: [UInt8]
        let field: FieldSchema
    }

    let schema: RecordSchema
    let entries: [Entry]

    /// Every field of `schema`.
    init(_ schema: RecordSchema) {
        self.init(schema, only: nil)
    }

    /// Only `names` of `schema`'s fields (for reading just the timestamp); nil for every field.
    init(_ schema: RecordSchema, only names: Set<String>?) {
        self.schema = schema
        entries =
            schema.fields
            .filter { names?.contains($0.name) ?? true }
            .map { Entry(name: $0.name, utf8: Array($0.name.utf8), field: $0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// A table holding only the timestamp field.
    static func timestamp(of schema: RecordSchema) -> FieldTable {
        FieldTable(schema, only: [schema.timestampField])
    }

    /// The index of the entry whose name is `key`, nil when the schema does not declare it.
    func index(named key: UnsafeRawBufferPointer) -> Int? {
        for (index, entry) in entries.enumerated() where entry.utf8.count == key.count {
            if entry.utf8.withUnsafeBytes({ memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0 }) {
                return index
            }
        }
        return nil
    }
}
