import Domain
import Foundation
import Testing

@Suite("ReferencePitch")
struct ReferencePitchTests {
    @Test("the standard reference pitch is A4 = 440 Hz")
    func standard() {
        #expect(ReferencePitch.standard.hertz == 440)
        #expect(ReferencePitch.standard.frequency == Frequency(hertz: 440))
    }

    @Test("accepts 415 to 466 Hz", arguments: [415.0, 432, 442.5, 466])
    func accepts(hertz: Double) throws {
        #expect(try ReferencePitch(hertz: hertz).hertz == hertz)
    }

    @Test(
        "rejects pitches outside 415 to 466 Hz", arguments: [400.0, 414.9, 466.1, 0, -440, .nan, .infinity])
    func rejects(hertz: Double) {
        #expect {
            try ReferencePitch(hertz: hertz)
        } throws: { error in
            guard case DomainError.referencePitchOutOfRange(let rejected) = error else { return false }
            return rejected == hertz || (rejected.isNaN && hertz.isNaN)
        }
    }

    @Test("is stored as a bare number of hertz, and decoding checks the range")
    func codable() throws {
        #expect(try json(ReferencePitch(hertz: 442)) == "442")
        #expect(try decode(ReferencePitch.self, from: "415") == ReferencePitch(hertz: 415))
        #expect(throws: DecodingError.self) { try decode(ReferencePitch.self, from: "400") }
    }
}
