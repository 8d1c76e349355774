extension RecordSchema {
    /// The fields this schema adds to `stored`, the schema of the same type the store holds.
    ///
    /// Schemas evolve by adding fields that older records can read as something: a field with a
    /// default, or an optional one. Removing a field or changing its type or optionality would leave
    /// stored rows that no longer fit, so it is refused, as is a change without a new version. Both
    /// backends apply this one rule, so they accept and refuse the same schemas.
    /// - Throws: `StoreError.invalidSchema` naming the field and the rule.
    public func fieldsAdded(to stored: RecordSchema) throws(StoreError) -> [FieldSchema] {
        func fail(_ detail: String) -> StoreError { .invalidSchema(type: typeName, detail: detail) }
        for old in stored.fields {
            guard let new = field(named: old.name) else {
                throw fail(
                    "field '\(old.name)' of the stored version \(stored.version) is missing from version "
                        + "\(version); fields can only be added")
            }
            guard new.type == old.type, new.isOptional == old.isOptional else {
                throw fail(
                    "field '\(old.name)' is \(Self.describe(old)) in the stored version \(stored.version) "
                        + "but \(Self.describe(new)) in version \(version); a field cannot change")
            }
        }
        let added = fields.filter { stored.field(named: $0.name) == nil }
        if !added.isEmpty, version == stored.version {
            throw fail(
                "version \(version) declares fields the stored version \(version) does not have ("
                    + added.map(\.name).joined(separator: ", ") + "); raise the version when fields change")
        }
        if let field = added.first(where: { $0.valueWhenMissing == nil }) {
            throw fail(
                "field '\(field.name)', added in version \(version), needs a default or must be optional, so "
                    + "records stored before it can be read")
        }
        return added
    }

    private static func describe(_ field: FieldSchema) -> String {
        (field.isOptional ? "optional " : "") + field.type.rawValue
    }
}
