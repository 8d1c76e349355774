import Audio
import Domain
import Foundation
import Testing

/// A tone computed directly with Foundation's `sin` on a double-precision phase and quantised to
/// 16 bits as a WAV file holds it: the reference the analysis is checked against.
struct TestTone: Sendable, CustomTestStringConvertible {
    /// The frequency of MIDI note `note` detuned by `cents`, with A4 = 440 Hz.
    static func frequency(note: Int, cents: Double) -> Double {
        440 * pow(2, (Double(note) - 69) / 12 + cents / 1200)
    }

    var note: Int
    var cents: Double
    /// 1 for a sine; more for a harmonic tone whose partial k has amplitude 1/k.
    var partials: Int
    var sampleRate = 48_000
    var seconds = 0.5
    var seed: UInt64 = 1

    var frequency: Double { Self.frequency(note: note, cents: cents) }
    var nominal: Double { Self.frequency(note: note, cents: 0) }

    var testDescription: String {
        "MIDI \(note) \(cents >= 0 ? "+" : "")\(cents) ¢, \(partials == 1 ? "sine" : "\(partials) partials")"
            + ", \(seconds) s at \(sampleRate) Hz"
    }

    /// The samples: random starting phases (from `seed`), partials above Nyquist left out as a
    /// synthesiser must, scaled to a peak of 0.5, rounded to 16 bits and read back as floats.
    var samples: [Float] {
        var random = SeededRandomSource(seed: seed)
        let count = Int(seconds * Double(sampleRate))
        let rate = Double(sampleRate)
        let kept = (1...partials).filter { Double($0) * frequency < rate / 2 }
        let phases = kept.map { _ in Double.random(in: 0..<1, using: &random) }
        var values = [Double](repeating: 0, count: count)
        for (partial, phase) in zip(kept, phases) {
            let cyclesPerSample = Double(partial) * frequency / rate
            for index in values.indices {
                let cycles = cyclesPerSample * Double(index) + phase
                values[index] += sin(2 * Double.pi * (cycles - cycles.rounded(.down))) / Double(partial)
            }
        }
        let scale = 0.5 / (values.map(abs).max() ?? 1)
        return values.map { Float(SampleFormat.int16(from: Float($0 * scale))) / 32_767 }
    }
}
