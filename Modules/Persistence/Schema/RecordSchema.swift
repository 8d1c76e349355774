/// What a record type declares about itself, and all a backend knows of it.
///
/// A backend builds its table or file from the schema alone, so a new trainer's records need no
/// backend change. Schemas evolve by adding fields with a default (or optional ones) and raising
/// `version`; a store keeps the highest version it has seen per type and refuses writes from an
/// older program (`StoreError.newerSchema`).
public struct RecordSchema: Hashable, Sendable, Codable {
    /// The stable type name, such as `pitch.comparison`: lower-case words joined by dots.
    public var typeName: String
    /// The schema version, from 1; raise it whenever a field is added.
    public var version: Int
    /// The fields, in a stable order. One of them is the timestamp.
    public var fields: [FieldSchema]
    /// The name of the `.date` field that orders the records (`timestamp` unless said otherwise).
    public var timestampField: String
    /// Field combinations the store indexes for filtered reads (the timestamp is always indexed).
    public var indexes: [[String]]

    /// Declares a record type.
    /// - Parameters:
    ///   - typeName: lower-case words joined by dots, such as `pitch.comparison`.
    ///   - version: the schema version, from 1.
    ///   - fields: the record's stored fields.
    ///   - timestampField: which `.date` field orders the records.
    ///   - indexes: field combinations to index.
    public init(
        typeName: String,
        version: Int,
        fields: [FieldSchema],
        timestampField: String = "timestamp",
        indexes: [[String]] = []
    ) {
        self.typeName = typeName
        self.version = version
        self.fields = fields
        self.timestampField = timestampField
        self.indexes = indexes
    }

    /// The declared field called `name`.
    public func field(named name: String) -> FieldSchema? {
        fields.first { $0.name == name }
    }

    /// Checks that the schema can be stored: a valid type name and field names, no duplicate, a
    /// `.date` timestamp field that is not optional, defaults of the declared types, indexes on
    /// declared fields.
    /// - Throws: `StoreError.invalidSchema` naming the type and the problem.
    public func validate() throws(StoreError) {
        func fail(_ detail: String) -> StoreError { .invalidSchema(type: typeName, detail: detail) }
        guard Self.isValidTypeName(typeName) else {
            throw fail("the type name must be lower-case words of letters and digits joined by dots")
        }
        guard version >= 1 else { throw fail("version \(version) is not allowed; versions start at 1") }
        var seen: Set<String> = []
        for field in fields {
            guard Self.isValidFieldName(field.name) else {
                throw fail("field name '\(field.name)' must be letters, digits and _, starting with a letter")
            }
            guard seen.insert(field.name).inserted else {
                throw fail("field '\(field.name)' is declared twice")
            }
            if let value = field.defaultValue, value != .null, value.type != field.type {
                throw fail(
                    "the default \(value) of field '\(field.name)' is not of its type \(field.type.rawValue)")
            }
        }
        guard let timestamp = field(named: timestampField), timestamp.type == .date, !timestamp.isOptional
        else {
            throw fail("the timestamp field '\(timestampField)' must be a declared, non-optional date field")
        }
        for index in indexes {
            for name in index where field(named: name) == nil {
                throw fail("index on '\(name)', which is not a declared field")
            }
        }
    }

    /// Checks a type name given on its own (to `deleteAll(ofType:)`, say): lower-case words of
    /// letters and digits joined by dots. Backends may rely on it to name tables and files.
    /// - Throws: `StoreError.invalidSchema` naming the type.
    public static func validateTypeName(_ name: String) throws(StoreError) {
        guard isValidTypeName(name) else {
            throw .invalidSchema(
                type: name,
                detail: "the type name must be lower-case words of letters and digits joined by dots")
        }
    }

    static func isValidTypeName(_ name: String) -> Bool {
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        return !words.isEmpty
            && words.allSatisfy { word in
                guard let first = word.first, first.isASCII, first.isLowercase else { return false }
                return word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
            }
    }

    static func isValidFieldName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
