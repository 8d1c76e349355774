import Foundation
import Persistence

/// The table of one record type and the SQL that builds, evolves and fills it.
///
/// The table is named from the type name (`pitch.comparison` → `r_pitch_comparison`; type names hold
/// no `_`, so names cannot collide). Besides one typed column per field it has `_id INTEGER PRIMARY
/// KEY` (insertion order) and `_version` (the schema version each row was written with). Both start
/// with `_`, which no field name can, so a field may be called `id` or `version`.
///
/// Indexes: (timestamp, _id) for ordered, keyset-paged reads, and each declared index followed by
/// (timestamp, _id), so a read filtered on an indexed field comes out of the index already in order.
struct RecordTable {
    /// The schema the table is built from or written with.
    let schema: RecordSchema
    /// The table's name.
    let name: String

    /// The row id column: insertion order, and the tie-break between equal timestamps.
    static let idColumn = "_id"
    /// The column holding the schema version each row was written with.
    static let versionColumn = "_version"

    /// The table of `schema`'s type.
    init(_ schema: RecordSchema) {
        self.schema = schema
        self.name = Self.name(ofType: schema.typeName)
    }

    /// The table name for a type name.
    static func name(ofType typeName: String) -> String {
        "r_" + typeName.replacingOccurrences(of: ".", with: "_")
    }

    /// `CREATE TABLE` with every field of the schema.
    var createSQL: String {
        let columns =
            [
                "\(quoted(Self.idColumn)) INTEGER PRIMARY KEY",
                "\(quoted(Self.versionColumn)) INTEGER NOT NULL",
            ]
            + schema.fields.map(columnDefinition)
        return "CREATE TABLE \(quoted(name)) (\(columns.joined(separator: ", ")))"
    }

    /// `ALTER TABLE ADD COLUMN` for a field added in a later schema version; stored rows read as its
    /// default (or NULL for an optional field without one).
    func addColumnSQL(_ field: FieldSchema) -> String {
        "ALTER TABLE \(quoted(name)) ADD COLUMN \(columnDefinition(field))"
    }

    /// `CREATE INDEX IF NOT EXISTS` for the timestamp index and every declared index.
    var indexSQL: [String] {
        let order = [schema.timestampField, Self.idColumn]
        let indexes =
            [order] + schema.indexes.map { fields in fields + order.filter { !fields.contains($0) } }
        return indexes.map { columns in
            let index = quoted(name + "(" + columns.joined(separator: ",") + ")")
            let list = columns.map(quoted).joined(separator: ", ")
            return "CREATE INDEX IF NOT EXISTS \(index) ON \(quoted(name)) (\(list))"
        }
    }

    /// `INSERT` of one row: the version, then the fields in schema order.
    var insertSQL: String {
        let columns = [Self.versionColumn] + schema.fields.map(\.name)
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        return
            "INSERT INTO \(quoted(name)) (\(columns.map(quoted).joined(separator: ", "))) VALUES (\(placeholders))"
    }

    /// `DROP TABLE` of a type's table (its indexes go with it).
    static func dropSQL(ofType typeName: String) -> String {
        "DROP TABLE IF EXISTS \(quoted(name(ofType: typeName)))"
    }

    private func columnDefinition(_ field: FieldSchema) -> String {
        var definition = "\(quoted(field.name)) \(field.type.columnType)"
        if !field.isOptional {
            definition += " NOT NULL"
        }
        if let value = field.defaultValue, value != .null {
            definition += " DEFAULT \(value.sqlLiteral)"
        }
        return definition
    }
}

/// `name` as an SQL identifier, quoted.
func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
