public import Domain
public import Foundation

/// One committed pitch-matching trial, as the profile sees it.
///
/// The pitch trainer maps its records into this value; Profiles never sees the record type.
public struct MatchingObservation: Sendable, Equatable, Codable {
    /// The note played first, which the tunable note is matched against (through the interval).
    public var referenceNote: MIDINote

    /// The interval from the reference note to the target, in signed semitones (0 for unison).
    public var interval: Int

    /// Where the tunable note started, in cents from the target.
    public var initialCentOffset: Double

    /// Where the learner left it, in cents from the target, signed (positive = sharp); the
    /// statistics use its magnitude.
    public var userCentError: Double

    /// When the learner committed.
    public var timestamp: Date

    /// Makes an observation.
    /// - Parameters:
    ///   - referenceNote: The note played first.
    ///   - interval: Signed semitones from reference to target.
    ///   - initialCentOffset: The starting offset of the tunable note, in cents.
    ///   - userCentError: The signed error at commit, in cents.
    ///   - timestamp: When the learner committed.
    public init(
        referenceNote: MIDINote,
        interval: Int,
        initialCentOffset: Double,
        userCentError: Double,
        timestamp: Date
    ) {
        self.referenceNote = referenceNote
        self.interval = interval
        self.initialCentOffset = initialCentOffset
        self.userCentError = userCentError
        self.timestamp = timestamp
    }
}
