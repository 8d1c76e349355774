import Persistence
import PersistenceTestSupport
import Testing

@Suite("Record schemas")
struct RecordSchemaTests {
    static func schema(
        typeName: String = "pitch.comparison",
        version: Int = 1,
        fields: [FieldSchema] = [FieldSchema("timestamp", .date)],
        indexes: [[String]] = []
    ) -> RecordSchema {
        RecordSchema(typeName: typeName, version: version, fields: fields, indexes: indexes)
    }

    @Test("the contract's schemas are valid")
    func valid() throws {
        try ContractRecord.schema.validate()
        try ContractRecordV2.schema.validate()
    }

    @Test(
        "a schema a store cannot hold is refused with the reason",
        arguments: [
            (
                schema(typeName: "Pitch.Comparison"),
                "the type name must be lower-case words of letters and digits joined by dots"
            ),
            (
                schema(typeName: "pitch..x"),
                "the type name must be lower-case words of letters and digits joined by dots"
            ),
            (schema(version: 0), "version 0 is not allowed; versions start at 1"),
            (
                schema(fields: [FieldSchema("timestamp", .date), FieldSchema("timestamp", .integer)]),
                "field 'timestamp' is declared twice"
            ),
            (
                schema(fields: [FieldSchema("timestamp", .date), FieldSchema("bad-name", .text)]),
                "field name 'bad-name' must be letters, digits and _, starting with a letter"
            ),
            (
                schema(fields: [FieldSchema("timestamp", .integer)]),
                "the timestamp field 'timestamp' must be a declared, non-optional date field"
            ),
            (
                schema(fields: [
                    FieldSchema("timestamp", .date), FieldSchema("n", .integer, defaultValue: .text("x")),
                ]),
                "the default \"x\" of field 'n' is not of its type integer"
            ),
            (schema(indexes: [["missing"]]), "index on 'missing', which is not a declared field"),
        ]
    )
    func invalid(schema: RecordSchema, detail: String) {
        #expect(throws: StoreError.invalidSchema(type: schema.typeName, detail: detail)) {
            try schema.validate()
        }
    }
}
