public import Domain
public import Foundation

/// One answered pitch-comparison trial, as the profile sees it.
///
/// Profiles knows no trainer's record types: the pitch trainer maps each stored or live
/// comparison into this value, keeping only what the profile aggregates.
public struct ComparisonObservation: Sendable, Equatable, Codable {
    /// The first note of the trial, the note the perceptual profile files the trial under.
    public var referenceNote: MIDINote

    /// How far the second tone was from its target, in cents, signed as presented (positive
    /// means higher); the profile uses its magnitude.
    public var centOffset: Double

    /// Whether the learner heard the direction right.
    public var isCorrect: Bool

    /// The interval from the reference note to the target, in signed semitones (0 for unison).
    public var interval: Int

    /// When the answer was given; it places the trial on a calendar day and in the chain.
    public var timestamp: Date

    /// Makes an observation.
    /// - Parameters:
    ///   - referenceNote: The first note of the trial.
    ///   - centOffset: The signed offset of the second tone, in cents.
    ///   - isCorrect: Whether the answer was right.
    ///   - interval: Signed semitones from reference to target.
    ///   - timestamp: When the answer was given.
    public init(
        referenceNote: MIDINote,
        centOffset: Double,
        isCorrect: Bool,
        interval: Int,
        timestamp: Date
    ) {
        self.referenceNote = referenceNote
        self.centOffset = centOffset
        self.isCorrect = isCorrect
        self.interval = interval
        self.timestamp = timestamp
    }
}
