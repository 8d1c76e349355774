import Foundation
import Persistence
import Testing

@testable import PersistenceJSON

@Suite("Records as lines")
struct RecordLineTests {
    let table = FieldTable(Sample.schema)

    func raw(_ fields: [String: FieldValue]) -> RawRecord {
        var all: [String: FieldValue] = [
            "timestamp": .date(milliseconds: 1_800_000_000_123), "count": .integer(7), "ratio": .real(0.25),
            "label": .text("x"), "passed": .bool(true), "note": .null, "values": .json("[1,2]"),
        ]
        all.merge(fields) { $1 }
        return RawRecord(typeName: Sample.schema.typeName, schemaVersion: 1, fields: all)
    }

    func line(_ record: RawRecord, batch: RecordLine.Batch? = nil) throws -> String {
        var bytes: [UInt8] = []
        try RecordLine.append(record, table: table, batch: batch, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func parse(_ text: String, table: FieldTable? = nil) throws -> RecordLine.Parsed {
        try Array(text.utf8).withBytes { (bytes) throws(FormatError) -> RecordLine.Parsed in
            try RecordLine.parse(bytes, table: table ?? self.table)
        }
    }

    @Test("writes natural JSON with sorted keys, dates in ISO 8601, one line")
    func shape() throws {
        let text = try line(raw([:]))
        #expect(
            text == #"{"fields":{"count":7,"label":"x","note":null,"passed":true,"ratio":0.25,"#
                + #""timestamp":"2027-01-15T08:00:00.123Z","values":[1,2]},"schemaVersion":1}"# + "\n")
    }

    @Test("marks the lines of a multi-record insert with their position, and can drop it")
    func batch() throws {
        let text = try line(raw([:]), batch: RecordLine.Batch(index: 2, count: 3))
        #expect(text.hasPrefix(#"{"batch":[2,3],"fields":{"#))
        let bytes = Array(text.utf8.dropLast())
        #expect(bytes.withUnsafeBytes { RecordLine.batch(of: $0) } == RecordLine.Batch(index: 2, count: 3))
        var stripped: [UInt8] = []
        bytes.withUnsafeBytes { RecordLine.appendWithoutBatch($0, to: &stripped) }
        #expect(String(decoding: stripped, as: UTF8.self) == (try line(raw([:]))))
        #expect(try parse(String(text.dropLast())).batch == RecordLine.Batch(index: 2, count: 3))
    }

    @Test(
        "reads back every value exactly",
        arguments: [
            ["count": FieldValue.integer(.max)], ["count": .integer(.min)], ["count": .integer(0)],
            ["ratio": .real(0.1)], ["ratio": .real(-0.0)], ["ratio": .real(1e300)],
            ["ratio": .real(.leastNonzeroMagnitude)],
            ["ratio": .real(3)], ["ratio": .real(-123.456e-7)],
            ["label": .text("")], ["label": .text("quote \" backslash \\ slash /")],
            ["label": .text("line\nbreak\r\ttab \u{01}\u{1F}\u{7F}")], ["label": .text("é 😀 \u{2028} 中文")],
            ["passed": .bool(false)], ["note": .text("n")],
            ["timestamp": .date(milliseconds: -1)], ["timestamp": .date(milliseconds: 253_402_300_800_000)],
            ["values": .json(#"{"a":[1,2.5,"x"],"b":null,"c":{"d":true}}"#)], ["values": .json(#""text""#)],
            ["values": .json("[]")], ["values": .json("3")],
        ])
    func roundTrip(fields: [String: FieldValue]) throws {
        let record = raw(fields)
        let parsed = try parse(String(try line(record).dropLast()))
        #expect(parsed.fields == record.fields)
        #expect(parsed.schemaVersion == 1)
        #expect(parsed.batch == nil)
    }

    @Test("reads back random text exactly")
    func randomText() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces: [String] = [
            "a", "\"", "\\", "\n", "\u{0}", "\u{1B}", "é", "😀", "\u{FFFF}", " ", "/", "{", "}",
        ]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in pieces.randomElement()! }
                .joined()
            let record = raw(["label": .text(text)])
            let written = try line(record)
            #expect(written.filter { $0 == "\n" }.count == 1)
            #expect(try parse(String(written.dropLast())).fields["label"] == .text(text))
        }
    }

    @Test("puts JSON given with whitespace on one line")
    func jsonWhitespace() throws {
        let text = try line(raw(["values": .json("[1,\n  2, {\"a b\" : \"c d\"}]")]))
        #expect(text.contains(#""values":[1,2,{"a b":"c d"}]"#))
        #expect(text.filter { $0 == "\n" }.count == 1)
    }

    @Test(
        "refuses values JSON cannot hold exactly",
        arguments: [
            ["ratio": FieldValue.real(.nan)], ["ratio": .real(.infinity)], ["values": .json("[1,")],
            ["values": .json("null")], ["values": .json("")], ["timestamp": .date(milliseconds: .max)],
        ])
    func refuses(fields: [String: FieldValue]) {
        #expect {
            try line(raw(fields))
        } throws: { error in
            guard case .invalidRecord(let type, _) = error as? StoreError else { return false }
            return type == Sample.schema.typeName
        }
    }

    @Test("skips fields the reader does not declare, checking their syntax")
    func undeclared() throws {
        let text =
            #"{"fields":{"count":1,"extra":{"deep":[1,2]},"timestamp":"2027-01-15T08:00:00.000Z"},"#
            + #""schemaVersion":2}"#
        let parsed = try parse(text, table: FieldTable(Sample.schema, only: ["count", "timestamp"]))
        #expect(parsed.fields == ["count": .integer(1), "timestamp": .date(milliseconds: 1_800_000_000_000)])
        #expect(parsed.schemaVersion == 2)
    }

    @Test(
        "refuses lines that are not records",
        arguments: [
            #"{"fields":{"count":1}}"#, #"{"schemaVersion":1}"#, #"{"fields":{},"schemaVersion":1,"x":1}"#,
            #"{"fields":{"count":"1"},"schemaVersion":1}"#, #"{"fields":{"count":1.5},"schemaVersion":1}"#,
            #"{"fields":{"count":1,"count":2},"schemaVersion":1}"#,
            #"{"fields":{"ratio":"x"},"schemaVersion":1}"#,
            #"{"fields":{"passed":1},"schemaVersion":1}"#,
            #"{"fields":{"timestamp":"soon"},"schemaVersion":1}"#,
            #"{"fields":{"label":5},"schemaVersion":1}"#, #"{"fields":{},"schemaVersion":0}"#,
            #"{"fields":{},"schemaVersion":1} x"#, #"{"batch":[4,3],"fields":{},"schemaVersion":1}"#,
            #"{"fields":{"label":"\ud800"},"schemaVersion":1}"#,
        ])
    func malformed(text: String) {
        #expect(throws: FormatError.self) { try parse(text) }
    }

    @Test("conforms what it reads, as RawRecord.conformed(to:) does")
    func conforms() throws {
        let written = String(try line(raw(["note": .text("n")])).dropLast())
        let v2 = FieldTable(SampleV2.schema)
        let parsed = try parse(written, table: v2)
        let expected = try raw(["note": .text("n")]).conformed(to: SampleV2.schema)
        #expect(RecordLine.record(parsed, table: v2) == expected)
        #expect(parsed.fields["difficulty"] == .integer(3))
        #expect(parsed.fields["comment"] == .null)

        let missing = written.replacingOccurrences(of: #""label":"x","#, with: "")
        #expect(throws: FormatError("field 'label' is missing and has no default")) { try parse(missing) }
        let empty = written.replacingOccurrences(of: #""label":"x""#, with: #""label":null"#)
        #expect(throws: FormatError("field 'label' is empty but not optional")) { try parse(empty) }
    }
}
