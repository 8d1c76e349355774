import Audio
public import Domain

/// What one pitch exercise plays: the interval and tuning, the notes it may use, how long and how
/// loud each note is, and the pitch of A4.
///
/// Both exercises (comparison and matching) read the same settings. Every value is valid once it
/// exists: Domain's types check themselves, and the two numbers this type adds (the note duration
/// and the amplitude) are checked by the initialiser and by their setters, which is why they are
/// read-only properties with throwing setters rather than plain `var`s.
public struct PitchExerciseSettings: Sendable, Equatable {
    /// How long a timed note may last: 0.3 to 3.0 seconds.
    public static let allowedNoteDurations: ClosedRange<Duration> = .milliseconds(300) ... .seconds(3)

    /// The defaults: unison in equal temperament, C2...C6, 1 s notes, A4 = 440 Hz, amplitude 0.5.
    public static let standard = PitchExerciseSettings(
        checked: .unison, .equalTemperament, .standard, .seconds(1), .standard, 0.5)

    /// The interval from each trial's reference note to its target.
    public var interval: DirectedInterval
    /// The tuning the target is computed in.
    public var tuning: TuningSystem
    /// The notes trials may use; reference notes are drawn so the target stays inside too.
    public var range: NoteRange
    /// How long each timed note sounds (the reference, and comparison's second note).
    public private(set) var noteDuration: Duration
    /// The frequency of A4.
    public var referencePitch: ReferencePitch
    /// The level of every note, 0...1 (full scale).
    public private(set) var amplitude: Double

    /// Makes settings, checking the note duration and the amplitude.
    /// - Parameters:
    ///   - interval: The interval from reference to target; unison by default.
    ///   - tuning: Equal temperament by default.
    ///   - range: C2...C6 by default.
    ///   - noteDuration: 0.3...3.0 s; 1 s by default.
    ///   - referencePitch: A4 = 440 Hz by default.
    ///   - amplitude: 0...1; 0.5 by default.
    /// - Throws: `PitchTrainingError.noteDurationOutOfRange` or `.amplitudeOutOfRange`.
    public init(
        interval: DirectedInterval = .unison,
        tuning: TuningSystem = .equalTemperament,
        range: NoteRange = .standard,
        noteDuration: Duration = .seconds(1),
        referencePitch: ReferencePitch = .standard,
        amplitude: Double = 0.5
    ) throws(PitchTrainingError) {
        try Self.check(noteDuration: noteDuration)
        try Self.check(amplitude: amplitude)
        self.init(checked: interval, tuning, range, noteDuration, referencePitch, amplitude)
    }

    private init(
        checked interval: DirectedInterval, _ tuning: TuningSystem, _ range: NoteRange,
        _ noteDuration: Duration, _ referencePitch: ReferencePitch, _ amplitude: Double
    ) {
        self.interval = interval
        self.tuning = tuning
        self.range = range
        self.noteDuration = noteDuration
        self.referencePitch = referencePitch
        self.amplitude = amplitude
    }

    /// Changes the note duration.
    /// - Parameter duration: 0.3...3.0 s.
    /// - Throws: `PitchTrainingError.noteDurationOutOfRange`; the settings keep their duration.
    public mutating func setNoteDuration(_ duration: Duration) throws(PitchTrainingError) {
        try Self.check(noteDuration: duration)
        noteDuration = duration
    }

    /// Changes the amplitude.
    /// - Parameter amplitude: 0...1.
    /// - Throws: `PitchTrainingError.amplitudeOutOfRange`; the settings keep their amplitude.
    public mutating func setAmplitude(_ amplitude: Double) throws(PitchTrainingError) {
        try Self.check(amplitude: amplitude)
        self.amplitude = amplitude
    }

    /// Reads a note duration given in seconds, as `--duration 1.5` gives it.
    ///
    /// Use this rather than `Duration.seconds(_:)` on input, which traps on NaN and infinity.
    /// - Parameter seconds: 0.3...3.0.
    /// - Returns: The duration, to the nanosecond.
    /// - Throws: `PitchTrainingError.noteDurationOutOfRange` outside 0.3...3.0 s or for NaN.
    public static func noteDuration(seconds: Double) throws(PitchTrainingError) -> Duration {
        let allowed = allowedNoteDurations.lowerBound.inSeconds...allowedNoteDurations.upperBound.inSeconds
        guard allowed.contains(seconds) else { throw .noteDurationOutOfRange(seconds: seconds) }
        return .nanoseconds(Int64((seconds * 1e9).rounded()))
    }

    private static func check(noteDuration: Duration) throws(PitchTrainingError) {
        guard allowedNoteDurations.contains(noteDuration) else {
            throw .noteDurationOutOfRange(seconds: noteDuration.inSeconds)
        }
    }

    private static func check(amplitude: Double) throws(PitchTrainingError) {
        guard ToneLimits.amplitude.contains(amplitude) else { throw .amplitudeOutOfRange(amplitude) }
    }
}
