import Domain
import Foundation
import Testing

@Suite("Frequency")
struct FrequencyTests {
    @Test("an octave up measures +1200 cents, an octave down -1200")
    func octaveInCents() {
        let a4 = Frequency(hertz: 440)
        #expect(Frequency(hertz: 880).cents(from: a4) == Cents(1200))
        #expect(Frequency(hertz: 220).cents(from: a4) == Cents(-1200))
        #expect(a4.cents(from: a4) == .zero)
    }

    @Test(
        "transposing by cents and measuring back gives the same cents",
        arguments: [-1200.0, -35.5, 0, 0.1, 701.955])
    func transposeThenMeasure(cents: Double) {
        let start = Frequency(hertz: 261.6256)
        let moved = start.transposed(by: Cents(cents))
        #expect(isClose(moved.cents(from: start).value, cents, within: 1e-9))
    }

    @Test("frequencies order from low to high")
    func ordering() {
        #expect(Frequency(hertz: 220) < Frequency(hertz: 440))
        #expect(!(Frequency(hertz: 440) < Frequency(hertz: 440)))
    }

    @Test("is stored as a bare number of hertz")
    func codable() throws {
        #expect(try json(Frequency(hertz: 440.5)) == "440.5")
        #expect(try decode(Frequency.self, from: "261.5") == Frequency(hertz: 261.5))
    }

    @Test("decoding rejects zero and negative frequencies", arguments: ["0", "-440"])
    func decodingRejectsNonPositive(text: String) {
        #expect(throws: DecodingError.self) {
            try decode(Frequency.self, from: text)
        }
    }
}
