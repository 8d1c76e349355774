/// One declared field of a record type.
public struct FieldSchema: Hashable, Sendable, Codable {
    /// The field's name: the record's coding key, and the column or JSON key in the store.
    public var name: String
    /// How it is stored.
    public var type: FieldType
    /// True when the field may be `.null` (a Swift optional).
    public var isOptional: Bool
    /// The value stored records written before this field existed read as. Required for a field
    /// added in a later schema version, unless the field is optional (then it reads as `.null`).
    public var defaultValue: FieldValue?

    /// Declares a field.
    /// - Parameters:
    ///   - name: the coding key of the record's property.
    ///   - type: how it is stored.
    ///   - isOptional: whether it may be empty.
    ///   - defaultValue: what older records read as, for a field added later.
    public init(_ name: String, _ type: FieldType, isOptional: Bool = false, defaultValue: FieldValue? = nil)
    {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
    }

    /// The value a stored record that lacks this field reads as, or nil when it has none.
    public var valueWhenMissing: FieldValue? {
        defaultValue ?? (isOptional ? .null : nil)
    }
}

extension FieldValue: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, value
    }

    /// Reads `{"type": "integer", "value": 3}` (and `{"type": "null"}`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "null": self = .null
        case "integer": self = .integer(try container.decode(Int64.self, forKey: .value))
        case "real": self = .real(try container.decode(Double.self, forKey: .value))
        case "text": self = .text(try container.decode(String.self, forKey: .value))
        case "bool": self = .bool(try container.decode(Bool.self, forKey: .value))
        case "date": self = .date(milliseconds: try container.decode(Int64.self, forKey: .value))
        case "json": self = .json(try container.decode(String.self, forKey: .value))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "'\(type)' is not a field type")
        }
    }

    /// Writes the value with its type, so a schema's default reads back exactly.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type?.rawValue ?? "null", forKey: .type)
        switch self {
        case .null: break
        case .integer(let value): try container.encode(value, forKey: .value)
        case .real(let value): try container.encode(value, forKey: .value)
        case .text(let value): try container.encode(value, forKey: .value)
        case .bool(let value): try container.encode(value, forKey: .value)
        case .date(let milliseconds): try container.encode(milliseconds, forKey: .value)
        case .json(let value): try container.encode(value, forKey: .value)
        }
    }
}
