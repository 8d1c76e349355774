import Foundation
import GRDB
import Persistence

extension FieldValue {
    /// The value as bound to a column: booleans as 0 or 1, dates as milliseconds since 1970, JSON as
    /// its text.
    var sqliteValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let value): value.databaseValue
        case .real(let value): value.databaseValue
        case .text(let value): value.databaseValue
        case .bool(let value): Int64(value ? 1 : 0).databaseValue
        case .date(let milliseconds): milliseconds.databaseValue
        case .json(let value): value.databaseValue
        }
    }

    /// The field value a column holds for a field of `type`; nil when the stored value does not fit
    /// the type (a damaged or foreign row).
    init?(sqlite value: DatabaseValue, as type: FieldType) {
        switch (type, value.storage) {
        case (_, .null): self = .null
        case (.integer, .int64(let integer)): self = .integer(integer)
        case (.real, .double(let number)): self = .real(number)
        case (.real, .int64(let integer)): self = .real(Double(integer))
        case (.text, .string(let text)): self = .text(text)
        case (.bool, .int64(let integer)) where integer == 0 || integer == 1: self = .bool(integer == 1)
        case (.date, .int64(let milliseconds)): self = .date(milliseconds: milliseconds)
        case (.json, .string(let text)): self = .json(text)
        default: return nil
        }
    }

    /// The value as an SQL literal, for a column's `DEFAULT` (which `ALTER TABLE ADD COLUMN` cannot
    /// take as a bound argument).
    var sqlLiteral: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value) where value.isNaN: "NULL"
        case .real(let value) where value.isInfinite: value < 0 ? "-9e999" : "9e999"
        case .real(let value): String(value)
        case .text(let value), .json(let value): "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        case .bool(let value): value ? "1" : "0"
        case .date(let milliseconds): String(milliseconds)
        }
    }
}

extension FieldType {
    /// The column type a field of this type is stored in.
    var columnType: String {
        switch self {
        case .integer, .bool, .date: "INTEGER"
        case .real: "REAL"
        case .text, .json: "TEXT"
        }
    }
}
