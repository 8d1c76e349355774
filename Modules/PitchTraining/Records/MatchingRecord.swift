public import Domain
public import Foundation
public import Persistence

/// One committed pitch-matching trial: where the tunable note started and where the learner left it.
///
/// `userCentError` is `1200 * log2(f_user / f_target)`, signed (positive means sharp), to 0.1 cent;
/// committing without moving scores the initial offset. The interval is stored as signed
/// semitones, as in `ComparisonRecord`.
public struct MatchingRecord: StorableRecord, Equatable, Sendable {
    /// Version 1 of `pitch.matching`.
    public static let schema = RecordSchema(
        typeName: "pitch.matching",
        version: 1,
        fields: [
            FieldSchema("referenceNote", .integer),
            FieldSchema("targetNote", .integer),
            FieldSchema("initialCentOffset", .real),
            FieldSchema("userCentError", .real),
            FieldSchema("interval", .integer),
            FieldSchema("tuningSystem", .text),
            FieldSchema("timestamp", .date),
        ],
        indexes: []
    )

    /// The note played first, as the anchor.
    public var referenceNote: MIDINote
    /// The note the learner had to tune to: the reference moved by the interval.
    public var targetNote: MIDINote
    /// Where the tunable note started, in cents from the target (-20...20).
    public var initialCentOffset: Double
    /// Where the learner committed, in cents from the target; positive means sharp.
    public var userCentError: Double
    /// The interval from reference to target in signed semitones (-12...12; 0 for unison).
    public var interval: Int
    /// The tuning the target was computed in.
    public var tuningSystem: TuningSystem
    /// When the learner committed, to the millisecond.
    public var timestamp: Date

    /// Makes a record.
    public init(
        referenceNote: MIDINote,
        targetNote: MIDINote,
        initialCentOffset: Double,
        userCentError: Double,
        interval: Int,
        tuningSystem: TuningSystem,
        timestamp: Date
    ) {
        self.referenceNote = referenceNote
        self.targetNote = targetNote
        self.initialCentOffset = initialCentOffset
        self.userCentError = userCentError
        self.interval = interval
        self.tuningSystem = tuningSystem
        self.timestamp = timestamp
    }
}
