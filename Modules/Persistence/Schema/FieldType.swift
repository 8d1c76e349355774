/// How a record field is stored. Both backends map each type to one column or JSON form.
public enum FieldType: String, Codable, Sendable, CaseIterable {
    /// A signed 64-bit integer.
    case integer
    /// A double-precision number.
    case real
    /// UTF-8 text.
    case text
    /// True or false.
    case bool
    /// A point in time, kept to the millisecond (see `FieldValue.date`).
    case date
    /// Any other Codable value (an array, a nested structure), kept as canonical JSON text.
    case json
}
