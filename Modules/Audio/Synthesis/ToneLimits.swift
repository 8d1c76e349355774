/// The ranges every tone, ramp and stream is checked against.
///
/// Kept in one place so that the checks and the messages that explain them cannot disagree.
public enum ToneLimits {
    /// Audible frequencies a note may have: 20 Hz to 20 kHz.
    public static let frequencyHertz: ClosedRange<Double> = 20...20_000
    /// Linear amplitudes, 1 being full scale.
    public static let amplitude: ClosedRange<Double> = 0...1
    /// Attack and release ramp lengths.
    public static let ramp: ClosedRange<Duration> = .milliseconds(1) ... .milliseconds(10)
    /// The ramp a note gets when none is asked for.
    public static let defaultRamp: Duration = .milliseconds(5)
    /// Sample rates a stream may run at.
    public static let sampleRates: ClosedRange<Int> = 8_000...192_000
    /// The sample rate of every stream unless a device insists on another.
    public static let defaultSampleRate = 48_000
}
