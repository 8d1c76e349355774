public import Domain

/// One pitch-matching trial: a reference note, and a tunable note that starts off the target.
///
/// The tunable note starts at the target's frequency moved by `initialOffset`, a whole number of
/// tenths of a cent drawn uniformly from -20...20, and the learner moves it until it matches.
/// The initial offset is never shown before the learner commits.
public struct MatchingTrial: Sendable, Equatable {
    /// The largest initial offset either way, in cents.
    public static let initialOffsetLimit = 20.0

    /// The note played first, as the anchor.
    public let referenceNote: MIDINote
    /// The note to tune to: the reference moved by the interval.
    public let targetNote: MIDINote
    /// The interval from reference to target.
    public let interval: DirectedInterval
    /// The tuning the target is computed in.
    public let tuning: TuningSystem
    /// The reference pitch the frequencies are computed from.
    public let referencePitch: ReferencePitch
    /// Where the tunable note starts, in cents from the target, to 0.1 (-20...20).
    public let initialOffset: Double
    /// The reference note's frequency.
    public let referenceFrequency: Frequency
    /// The exact target: what a perfect answer would sound like.
    public let targetFrequency: Frequency

    /// Makes a trial from a reference note and an initial offset.
    /// - Parameters:
    ///   - referenceNote: The anchor; it and its target must lie in the settings' range.
    ///   - initialOffset: Where the tunable note starts, in cents from the target; rounded to 0.1.
    ///   - settings: The interval, tuning and reference pitch.
    /// - Throws: `PitchTrainingError.noteOutsideRange` when the reference note, or its target,
    ///   lies outside the settings' range.
    public init(
        referenceNote: MIDINote, initialOffset: Double, settings: PitchExerciseSettings
    ) throws(PitchTrainingError) {
        self.referenceNote = referenceNote
        self.targetNote = try settings.targetNote(for: referenceNote)
        self.interval = settings.interval
        self.tuning = settings.tuning
        self.referencePitch = settings.referencePitch
        self.initialOffset = initialOffset.roundedToTenthOfCent
        self.referenceFrequency = settings.tuning.frequency(
            of: referenceNote, referencePitch: settings.referencePitch)
        self.targetFrequency = settings.tuning.frequency(
            ofTargetAt: settings.interval, from: referenceNote, referencePitch: settings.referencePitch)
    }

    /// Draws a trial: a reference note whose target stays in range, and an initial offset.
    /// - Parameters:
    ///   - settings: The interval, tuning, range and reference pitch.
    ///   - random: The session's random source; two numbers are drawn.
    /// - Returns: The trial.
    public static func random(settings: PitchExerciseSettings, using random: inout some RandomSource)
        -> MatchingTrial
    {
        let reference = settings.randomReferenceNote(using: &random)
        let tenths = Int(initialOffsetLimit * 10)
        let offset = Double(Int.random(in: -tenths...tenths, using: &random)) / 10
        do {
            return try MatchingTrial(referenceNote: reference, initialOffset: offset, settings: settings)
        } catch {
            preconditionFailure("reference notes come from the range, so targets exist: \(error)")
        }
    }

    /// The tunable note's frequency at an offset from the target.
    /// - Parameter offset: Cents from the target; positive is sharp.
    /// - Returns: The frequency, computed through the tuning system like every other.
    public func frequency(atOffset offset: Double) -> Frequency {
        tuning.frequency(
            ofTargetAt: interval, from: referenceNote, offset: Cents(offset), referencePitch: referencePitch)
    }
}
