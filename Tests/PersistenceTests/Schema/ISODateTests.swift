import Foundation
import Persistence
import Testing

@Suite("Dates as ISO 8601 text")
struct ISODateTests {
    @Test(
        "whole milliseconds are written exactly, before 1970 and in far years too",
        arguments: [
            (Int64(1_234), "1970-01-01T00:00:01.234Z"),
            (-1, "1969-12-31T23:59:59.999Z"),
            (1_767_225_600_123, "2026-01-01T00:00:00.123Z"),
            (951_782_400_000, "2000-02-29T00:00:00.000Z"),
            (253_402_300_800_000, "+010000-01-01T00:00:00.000Z"),
        ]
    )
    func exact(milliseconds: Int64, text: String) {
        #expect(ISODate.string(milliseconds: milliseconds) == text)
        var copy = text
        #expect(copy.withUTF8 { ISODate.milliseconds(from: UnsafeRawBufferPointer($0)) } == milliseconds)
    }

    @Test("every millisecond reads back as written, so exports keep timestamps exactly")
    func roundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let milliseconds = Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &generator)
            let value = FieldValue.date(milliseconds: milliseconds)
            #expect(FieldValue(exportValue: value.exportValue, as: .date) == value)
        }
    }

    @Test("other ISO 8601 forms are read, rounded to the millisecond; impossible dates are not")
    func lenient() {
        #expect(ISODate.date(from: "2026-01-01T01:00:00+01:00") == Date(timeIntervalSince1970: 1_767_225_600))
        #expect(ISODate.date(from: "2026-02-30T00:00:00.000Z") == nil)
        #expect(ISODate.date(from: "yesterday") == nil)
        #expect(ISODate.string(from: Date(timeIntervalSince1970: 1.2345)) == "1970-01-01T00:00:01.235Z")
    }
}
