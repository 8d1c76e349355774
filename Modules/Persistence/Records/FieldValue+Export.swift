import Foundation

extension FieldValue {
    /// The value as it appears in exports (and JSON stores): numbers, strings and booleans as
    /// themselves, dates as ISO 8601 text with milliseconds in UTC, JSON fields embedded as JSON.
    public var exportValue: JSONValue {
        switch self {
        case .null: .null
        case .integer(let value): .integer(value)
        case .real(let value): .number(value)
        case .text(let value): .string(value)
        case .bool(let value): .bool(value)
        case .date(let milliseconds): .string(ISODate.string(milliseconds: milliseconds))
        case .json(let text):
            (try? JSONValue(parsing: Data(text.utf8))) ?? .string(text)
        }
    }

    /// Reads a value in its export form as a field of `type`.
    /// - Returns: nil when `value` is not a valid form of that type.
    public init?(exportValue value: JSONValue, as type: FieldType) {
        switch (type, value) {
        case (_, .null): self = .null
        case (.integer, .integer(let integer)): self = .integer(integer)
        case (.real, .integer(let integer)): self = .real(Double(integer))
        case (.real, .number(let number)): self = .real(number)
        case (.text, .string(let text)): self = .text(text)
        case (.bool, .bool(let bool)): self = .bool(bool)
        case (.date, .string(let text)):
            var text = text
            guard let milliseconds = text.withUTF8({ ISODate.milliseconds(from: UnsafeRawBufferPointer($0)) })
            else { return nil }
            self = .date(milliseconds: milliseconds)
        case (.json, _):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(value) else { return nil }
            self = .json(String(decoding: data, as: UTF8.self))
        default: return nil
        }
    }
}
