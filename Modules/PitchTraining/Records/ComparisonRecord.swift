public import Domain
public import Foundation
public import Persistence

/// One answered pitch-comparison trial: what was played and whether the learner heard it right.
///
/// Written the moment the answer is given, in its own transaction. The offset is signed (the
/// target was higher when it is positive) and is the one the learner heard, to 0.1 cent. The
/// interval is stored explicitly, as signed semitones (negative when the target lies below the
/// reference), rather than derived from the notes, so a record stays readable on its own.
public struct ComparisonRecord: StorableRecord, Equatable, Sendable {
    /// Version 1 of `pitch.comparison`.
    public static let schema = RecordSchema(
        typeName: "pitch.comparison",
        version: 1,
        fields: [
            FieldSchema("referenceNote", .integer),
            FieldSchema("targetNote", .integer),
            FieldSchema("centOffset", .real),
            FieldSchema("isCorrect", .bool),
            FieldSchema("interval", .integer),
            FieldSchema("tuningSystem", .text),
            FieldSchema("timestamp", .date),
        ],
        indexes: []
    )

    /// The first note of the trial.
    public var referenceNote: MIDINote
    /// The note the second tone was tuned from: the reference moved by the interval.
    public var targetNote: MIDINote
    /// How far the second tone was from the target note, in cents; positive means higher.
    public var centOffset: Double
    /// Whether the learner's answer (higher or lower) was right.
    public var isCorrect: Bool
    /// The interval from reference to target in signed semitones (-12...12; 0 for unison).
    public var interval: Int
    /// The tuning the target was computed in.
    public var tuningSystem: TuningSystem
    /// When the answer was given, to the millisecond.
    public var timestamp: Date

    /// Makes a record.
    public init(
        referenceNote: MIDINote,
        targetNote: MIDINote,
        centOffset: Double,
        isCorrect: Bool,
        interval: Int,
        tuningSystem: TuningSystem,
        timestamp: Date
    ) {
        self.referenceNote = referenceNote
        self.targetNote = targetNote
        self.centOffset = centOffset
        self.isCorrect = isCorrect
        self.interval = interval
        self.tuningSystem = tuningSystem
        self.timestamp = timestamp
    }
}
