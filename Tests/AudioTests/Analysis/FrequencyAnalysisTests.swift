import AudioTestSupport
import Foundation
import Testing

@Suite("ToneAnalysis.frequency")
struct FrequencyAnalysisTests {
    static let notes = [21, 33, 45, 57, 69, 81, 93, 108]

    /// Every note of the table, detuned by ±0.05 and ±0.3 cent, as sine and as harmonic tone.
    static let table: [TestTone] = notes.flatMap { note in
        [-0.3, -0.05, 0.05, 0.3].flatMap { cents in
            [1, 6].map { partials in
                TestTone(note: note, cents: cents, partials: partials, seed: UInt64(note * 100 + partials))
            }
        }
    }

    /// The error of the estimate in cents, measured with the undetuned note as the expectation.
    static func error(_ tone: TestTone) -> Double {
        let measured = ToneAnalysis.frequency(
            of: tone.samples, sampleRate: tone.sampleRate, near: tone.nominal)
        return ToneAnalysis.cents(measured, relativeTo: tone.frequency)
    }

    @Test("is within 0.01 cent from A0 to C8, sine and harmonic, 16-bit, 0.5 s", arguments: table)
    func precise(tone: TestTone) {
        #expect(abs(Self.error(tone)) < 0.01)
    }

    @Test(
        "tells +0.3 cent from -0.3 cent and from the note itself",
        arguments: [21, 69, 108]
    )
    func distinguishes(note: Int) {
        let measured = [-0.3, 0, 0.3].map { cents in
            let tone = TestTone(note: note, cents: cents, partials: 6)
            let frequency = ToneAnalysis.frequency(
                of: tone.samples, sampleRate: tone.sampleRate, near: tone.nominal)
            return ToneAnalysis.cents(frequency, relativeTo: tone.nominal)
        }
        #expect(abs(measured[0] + 0.3) < 0.01)
        #expect(abs(measured[1]) < 0.01)
        #expect(abs(measured[2] - 0.3) < 0.01)
    }

    @Test(
        "holds at 44.1 kHz, over 1 s, and for other random phases",
        arguments: [
            TestTone(note: 21, cents: 0.05, partials: 6, sampleRate: 44_100, seconds: 1, seed: 7),
            TestTone(note: 60, cents: -0.05, partials: 1, sampleRate: 44_100, seconds: 1, seed: 8),
            TestTone(note: 108, cents: 0.3, partials: 6, sampleRate: 44_100, seconds: 1, seed: 9),
            TestTone(note: 45, cents: -0.3, partials: 6, seed: 10),
            TestTone(note: 45, cents: -0.3, partials: 6, seed: 11),
            TestTone(note: 93, cents: 0.05, partials: 1, seed: 12),
        ]
    )
    func otherConditions(tone: TestTone) {
        #expect(abs(Self.error(tone)) < 0.01)
    }

    @Test("finds a tone a semitone away from the expectation")
    func converges() {
        let tone = TestTone(note: 69, cents: 100, partials: 6)
        let measured = ToneAnalysis.frequency(of: tone.samples, sampleRate: tone.sampleRate, near: 440)
        #expect(abs(ToneAnalysis.cents(measured, relativeTo: tone.frequency)) < 0.01)
    }

    @Test("gives NaN for samples too short to measure or silent")
    func unmeasurable() {
        #expect(
            ToneAnalysis.frequency(of: [Float](repeating: 0.1, count: 100), sampleRate: 48_000, near: 27.5)
                .isNaN)
        #expect(
            ToneAnalysis.frequency(of: [Float](repeating: 0, count: 48_000), sampleRate: 48_000, near: 440)
                .isNaN)
    }
}
