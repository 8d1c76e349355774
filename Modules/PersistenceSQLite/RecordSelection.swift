import GRDB
import Persistence

/// The `WHERE` clause and columns of a read, count or trim: a reader's schema and query laid over
/// the table as stored.
///
/// The reader's fields that the table has are read from their columns; fields it lacks (added by a
/// newer schema than the one stored) read as the reader's default, and a filter on one of them is
/// decided here: it selects every row or none.
struct RecordSelection {
    /// The fields read from columns, in select order.
    let columns: [FieldSchema]
    /// The fields the table lacks, with the value every row reads as.
    let missing: [(field: FieldSchema, value: FieldValue?)]
    /// The column records are ordered by.
    let timestampColumn: String
    /// The conditions, joined with `AND` (`1` when there are none).
    private(set) var conditions: [String] = []
    /// The arguments of the conditions, in order.
    private(set) var arguments: [DatabaseValue] = []

    /// Lays `reader` and `query` over the table of `stored`.
    /// - Throws: `StoreError.invalidSchema` when the reader declares a stored field with another type.
    init(reader: RecordSchema, stored: RecordSchema, query: RecordQuery) throws(StoreError) {
        var columns: [FieldSchema] = []
        var missing: [(field: FieldSchema, value: FieldValue?)] = []
        for field in reader.fields {
            guard let storedField = stored.field(named: field.name) else {
                missing.append((field, field.valueWhenMissing))
                continue
            }
            guard storedField.type == field.type else {
                throw .invalidSchema(
                    type: reader.typeName,
                    detail: "field '\(field.name)' is stored as \(storedField.type.rawValue), but version "
                        + "\(reader.version) reads it as \(field.type.rawValue)")
            }
            columns.append(field)
        }
        self.columns = columns
        self.missing = missing
        timestampColumn =
            stored.field(named: reader.timestampField) != nil ? reader.timestampField : stored.timestampField
        if let since = query.sinceMilliseconds {
            add("\(quoted(timestampColumn)) >= ?", since.databaseValue)
        }
        if let until = query.untilMilliseconds {
            add("\(quoted(timestampColumn)) < ?", until.databaseValue)
        }
        for (name, value) in query.filter.sorted(by: { $0.key < $1.key }) {
            if let entry = missing.first(where: { $0.field.name == name }) {
                if entry.value != value {
                    conditions.append("0")
                }
            } else if value == .null {
                conditions.append("\(quoted(name)) IS NULL")
            } else {
                add("\(quoted(name)) = ?", value.sqliteValue)
            }
        }
    }

    /// The conditions as one SQL expression.
    var whereSQL: String {
        conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
    }

    /// `ORDER BY` timestamp then insertion order, oldest or newest first.
    func orderSQL(_ order: RecordQuery.Order) -> String {
        let direction = order == .oldestFirst ? "ASC" : "DESC"
        return "\(quoted(timestampColumn)) \(direction), \(quoted(RecordTable.idColumn)) \(direction)"
    }

    /// Adds the keyset condition: rows after the one `token` names, in `order`.
    mutating func start(after token: PageToken, _ order: RecordQuery.Order) {
        let comparison = order == .oldestFirst ? ">" : "<"
        add(
            "(\(quoted(timestampColumn)), \(quoted(RecordTable.idColumn))) \(comparison) (?, ?)",
            token.first.databaseValue, token.second.databaseValue)
    }

    private mutating func add(_ condition: String, _ values: DatabaseValue...) {
        conditions.append(condition)
        arguments.append(contentsOf: values)
    }
}
