import Domain
import Foundation
import Testing

@Suite("Interval")
struct IntervalTests {
    @Test("the intervals are unison to octave, with semitones as raw values")
    func semitones() {
        #expect(
            Interval.allCases.map(\.name) == [
                "P1", "m2", "M2", "m3", "M3", "P4", "d5", "P5", "m6", "M6", "m7", "M7", "P8",
            ])
        #expect(Interval.allCases.map(\.semitones) == Array(0...12))
        #expect(Interval.perfectFifth.rawValue == 7)
    }

    @Test("every short name reads back to its interval", arguments: Interval.allCases)
    func namesRoundTrip(interval: Interval) throws {
        #expect(try Interval(name: interval.name) == interval)
        #expect(Interval(interval.description) == interval)
    }

    @Test("the case of the letter matters: m3 is minor and M3 major")
    func caseMatters() throws {
        #expect(try Interval(name: "m3") == .minorThird)
        #expect(try Interval(name: "M3") == .majorThird)
        #expect(throws: DomainError.invalidIntervalName("p5")) { try Interval(name: "p5") }
    }

    @Test("rejects names that are not intervals", arguments: ["P9", "", "fifth", "P5 ", "A4", "7"])
    func rejectsOtherNames(text: String) {
        #expect(throws: DomainError.invalidIntervalName(text)) { try Interval(name: text) }
    }

    @Test("is stored as its number of semitones")
    func codable() throws {
        #expect(try json(Interval.perfectFifth) == "7")
        #expect(try decode(Interval.self, from: "3") == .minorThird)
        #expect(throws: DecodingError.self) { try decode(Interval.self, from: "13") }
    }
}
