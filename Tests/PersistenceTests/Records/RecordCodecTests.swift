import Foundation
import Persistence
import PersistenceTestSupport
import Testing

@Suite("Records as field values")
struct RecordCodecTests {
    @Test("a record becomes typed field values and back, dates to the millisecond")
    func roundTrip() throws {
        let record = ContractRecord(
            number: 7, ratio: 2, label: "x", flag: true, note: nil, positions: [1, 2], second: 1)
        let raw = try RecordCodec.encode(record)
        #expect(raw.typeName == "contract.sample")
        #expect(raw.schemaVersion == 1)
        #expect(raw.fields["number"] == .integer(7))
        #expect(raw.fields["ratio"] == .real(2))
        #expect(raw.fields["note"] == .null)
        #expect(raw.fields["positions"] == .json("[1,2]"))
        #expect(raw.fields["timestamp"] == .date(milliseconds: 1_767_225_601_000))
        #expect(try RecordCodec.decode(ContractRecord.self, from: raw) == record)
    }

    @Test("an older record reads with the newer schema's default; a newer one's extra fields are ignored")
    func evolution() throws {
        let old = try RecordCodec.encode(ContractRecord(number: 1, second: 1))
        #expect(try RecordCodec.decode(ContractRecordV2.self, from: old).level == 3)
        var newer = old
        newer.fields["level"] = .integer(8)
        newer.schemaVersion = 2
        #expect(try RecordCodec.decode(ContractRecord.self, from: newer).number == 1)
    }

    @Test("a property the schema does not declare is refused, naming it")
    func undeclaredProperty() {
        struct Sloppy: StorableRecord {
            static let schema = RecordSchema(
                typeName: "test.sloppy", version: 1, fields: [FieldSchema("timestamp", .date)])
            var timestamp = Date()
            var extra = 1
        }
        #expect(
            throws: StoreError.invalidRecord(
                type: "test.sloppy",
                detail: "property 'extra' is not a declared field; declare it in the schema")
        ) {
            try RecordCodec.encode(Sloppy())
        }
    }
}
