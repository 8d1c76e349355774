import Foundation

/// The colour of a tone. Every timbre has a steady fundamental at the requested frequency, so
/// pitch judgements and the frequency a test measures mean the same thing whatever the colour.
public enum Timbre: String, Sendable, CaseIterable {
    /// A pure sine: the cleanest reference, but hard to place at low notes, where the ear hears
    /// little of a lone fundamental.
    case sine
    /// The fundamental with harmonics 2 to 6 at 1/k of its level, all in phase: a reedy,
    /// organ-like tone that low notes can be judged by. Overtones fade out between a quarter of
    /// the sample rate and 0.45 of it (12 to 21.6 kHz at 48 kHz), recomputed whenever the note
    /// is retuned, so none ever folds back below the Nyquist frequency; high notes are therefore
    /// purer and a little quieter than low ones.
    case harmonic

    /// The relative level of harmonic k (index k - 1) of this timbre.
    var harmonicLevels: [Double] {
        switch self {
        case .sine: [1]
        case .harmonic: (1...6).map { 1 / Double($0) }
        }
    }

    /// The factor that scales the sum of the harmonics to a peak of 1, so an amplitude of 1 is
    /// full scale for every timbre.
    var normalisation: Double {
        switch self {
        case .sine: 1
        case .harmonic: Self.harmonicNormalisation
        }
    }

    private static let harmonicNormalisation: Double = {
        let levels = Timbre.harmonic.harmonicLevels
        var peak = 0.0
        let steps = 1 << 16
        for step in 0..<steps {
            let angle = 2 * Double.pi * Double(step) / Double(steps)
            var sum = 0.0
            for (index, level) in levels.enumerated() { sum += level * sin(Double(index + 1) * angle) }
            peak = max(peak, abs(sum))
        }
        return 1 / peak
    }()
}
