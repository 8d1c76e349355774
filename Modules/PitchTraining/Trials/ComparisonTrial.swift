public import Domain

/// One pitch-comparison trial: two notes, the second a signed cent offset away from the interval.
///
/// The target note is the reference moved by the settings' interval; the second tone is the
/// target's frequency in the settings' tuning, moved by `centOffset`. The offset is rounded to
/// 0.1 cent before the frequency is computed, so what is played is exactly what is stored.
/// "Higher" is the right answer when the offset is positive; it is never zero.
public struct ComparisonTrial: Sendable, Equatable {
    /// The first note.
    public let referenceNote: MIDINote
    /// The note the second tone is tuned from: the reference moved by the interval.
    public let targetNote: MIDINote
    /// The interval from reference to target.
    public let interval: DirectedInterval
    /// The tuning the target was computed in.
    public let tuning: TuningSystem
    /// The second tone's distance from the target in cents, to 0.1; positive means higher.
    public let centOffset: Double
    /// The first tone's frequency.
    public let referenceFrequency: Frequency
    /// The second tone's frequency: the target, moved by `centOffset`.
    public let targetFrequency: Frequency

    /// Makes a trial from a reference note and an offset.
    /// - Parameters:
    ///   - referenceNote: The first note; it and its target must lie in the settings' range.
    ///   - centOffset: The signed offset in cents; rounded to 0.1.
    ///   - settings: The interval, tuning and reference pitch.
    /// - Throws: `PitchTrainingError.noteOutsideRange` when the reference note, or its target,
    ///   lies outside the settings' range.
    public init(
        referenceNote: MIDINote, centOffset: Double, settings: PitchExerciseSettings
    ) throws(PitchTrainingError) {
        let offset = centOffset.roundedToTenthOfCent
        self.referenceNote = referenceNote
        self.targetNote = try settings.targetNote(for: referenceNote)
        self.interval = settings.interval
        self.tuning = settings.tuning
        self.centOffset = offset
        self.referenceFrequency = settings.tuning.frequency(
            of: referenceNote, referencePitch: settings.referencePitch)
        self.targetFrequency = settings.tuning.frequency(
            ofTargetAt: settings.interval, from: referenceNote, offset: Cents(offset),
            referencePitch: settings.referencePitch)
    }

    /// Draws a trial: a reference note from those whose target stays in range, and a random sign.
    /// - Parameters:
    ///   - settings: The interval, tuning, range and reference pitch.
    ///   - magnitude: The offset's size in cents (from the strategy); at least 0.1 once rounded.
    ///   - random: The session's random source; two numbers are drawn.
    /// - Returns: The trial.
    public static func random(
        settings: PitchExerciseSettings, magnitude: Double, using random: inout some RandomSource
    ) -> ComparisonTrial {
        let reference = settings.randomReferenceNote(using: &random)
        let size = max(magnitude.roundedToTenthOfCent, KazezStrategy.offsetBounds.lowerBound)
        let offset = Bool.random(using: &random) ? size : -size
        return ComparisonTrial(checked: reference, offset, settings)
    }

    /// Whether "higher" is the right answer.
    public var isTargetHigher: Bool { centOffset > 0 }

    /// A trial whose reference note was drawn from the range, so its target is a MIDI note.
    init(checked referenceNote: MIDINote, _ centOffset: Double, _ settings: PitchExerciseSettings) {
        do {
            try self.init(referenceNote: referenceNote, centOffset: centOffset, settings: settings)
        } catch {
            preconditionFailure("reference notes come from the range, so targets exist: \(error)")
        }
    }
}
