import Foundation
import Persistence
import Testing

@testable import PersistenceJSON

@Suite("ISO 8601 dates in data files")
struct ISODateTests {
    @Test(
        "writes milliseconds exactly, before and after 1970",
        arguments: [
            (Int64(0), "1970-01-01T00:00:00.000Z"),
            (1234, "1970-01-01T00:00:01.234Z"),
            (-1, "1969-12-31T23:59:59.999Z"),
            (1_700_000_000_123, "2023-11-14T22:13:20.123Z"),
            (951_782_400_000, "2000-02-29T00:00:00.000Z"),
            (253_402_300_799_999, "9999-12-31T23:59:59.999Z"),
            (253_402_300_800_000, "+010000-01-01T00:00:00.000Z"),
            (-62_167_219_200_001, "-000001-12-31T23:59:59.999Z"),
        ])
    func writes(milliseconds: Int64, text: String) {
        #expect(ISODate.string(milliseconds: milliseconds) == text)
        #expect(read(text) == milliseconds)
    }

    @Test("reads back every millisecond it writes")
    func roundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let milliseconds = Int64.random(in: ISODate.range, using: &generator)
            #expect(read(ISODate.string(milliseconds: milliseconds)) == milliseconds)
        }
        #expect(read(ISODate.string(milliseconds: ISODate.range.lowerBound)) == ISODate.range.lowerBound)
        #expect(read(ISODate.string(milliseconds: ISODate.range.upperBound)) == ISODate.range.upperBound)
    }

    @Test("reads other ISO 8601 forms, rounded to the millisecond")
    func otherForms() {
        #expect(read("2026-11-21T10:00:00Z") == 1_795_255_200_000)
        #expect(read("2026-11-21T11:00:00.250+01:00") == 1_795_255_200_250)
    }

    @Test(
        "refuses text that is not a date",
        arguments: ["", "2026-13-01T00:00:00.000Z", "2026-02-30T00:00:00.000Z", "2026-11-21", "yesterday"])
    func refuses(text: String) {
        #expect(read(text) == nil)
    }

    private func read(_ text: String) -> Int64? {
        Array(text.utf8).withUnsafeBytes { ISODate.milliseconds(from: $0) }
    }
}
