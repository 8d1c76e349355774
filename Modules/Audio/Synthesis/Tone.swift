public import Domain

/// A checked pitch and level: what every note is made from.
///
/// Checking here, before any sample exists, is what makes a rejected note make no sound.
public struct Tone: Sendable, Equatable {
    /// The pitch, within `ToneLimits.frequencyHertz`.
    public let frequency: Frequency
    /// The linear level, within `ToneLimits.amplitude`.
    public let amplitude: Double

    /// Checks a pitch and a level.
    /// - Throws: `AudioError.frequencyOutOfRange` or `.amplitudeOutOfRange`.
    public init(frequency: Frequency, amplitude: Double) throws(AudioError) {
        guard ToneLimits.frequencyHertz.contains(frequency.hertz) else {
            throw .frequencyOutOfRange(hertz: frequency.hertz)
        }
        guard amplitude.isFinite, ToneLimits.amplitude.contains(amplitude) else {
            throw .amplitudeOutOfRange(amplitude)
        }
        self.frequency = frequency
        self.amplitude = amplitude
    }

    /// Checks a pitch given as a bare number of hertz, which may be anything a caller computed:
    /// zero, negative, infinite or NaN are refused rather than trapped on.
    /// - Throws: `AudioError.frequencyOutOfRange` or `.amplitudeOutOfRange`.
    public init(hertz: Double, amplitude: Double) throws(AudioError) {
        guard hertz.isFinite, ToneLimits.frequencyHertz.contains(hertz) else {
            throw .frequencyOutOfRange(hertz: hertz)
        }
        try self.init(frequency: Frequency(hertz: hertz), amplitude: amplitude)
    }
}
