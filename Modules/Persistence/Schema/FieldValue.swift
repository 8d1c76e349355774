public import Foundation

/// One stored field value, as the backends see it: no Swift record type needed.
///
/// Dates are kept as whole milliseconds since 1970 in UTC. A `Date` with a finer fraction is rounded
/// to the nearest millisecond when it becomes a field value, the same way in both backends and in
/// exports, so a record read back equals the record as stored, not always the `Date` first given.
public enum FieldValue: Hashable, Sendable {
    /// No value (an optional field left empty).
    case null
    /// A signed 64-bit integer.
    case integer(Int64)
    /// A double-precision number.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// True or false.
    case bool(Bool)
    /// Milliseconds since 1970-01-01T00:00:00Z.
    case date(milliseconds: Int64)
    /// Canonical JSON text (sorted keys) of a nested value.
    case json(String)

    /// The value for `date`, rounded to the millisecond.
    public static func date(_ date: Date) -> FieldValue {
        .date(milliseconds: Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }

    /// The date of a `.date` value; nil for every other case.
    public var dateValue: Date? {
        guard case .date(let milliseconds) = self else { return nil }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The type this value has, or nil for `.null`.
    public var type: FieldType? {
        switch self {
        case .null: nil
        case .integer: .integer
        case .real: .real
        case .text: .text
        case .bool: .bool
        case .date: .date
        case .json: .json
        }
    }
}

extension FieldValue: CustomStringConvertible {
    /// A short form for messages: `42`, `"text"`, `2026-11-21T10:00:00.000Z`, `null`.
    public var description: String {
        switch self {
        case .null: "null"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "\"\(value)\""
        case .bool(let value): String(value)
        case .date(let milliseconds): ISODate.string(milliseconds: milliseconds)
        case .json(let value): value
        }
    }
}
