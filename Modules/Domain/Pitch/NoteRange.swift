/// The notes a pitch exercise may use, from `lower` to `upper` inclusive: C2...C6 unless the
/// learner narrows or moves it.
///
/// A range spans at least an octave, so that every interval up to an octave fits with at least
/// one reference note, and stays on the piano keyboard (A0...C8), where a sine tone still sounds
/// like a note. Both rules hold for every value, so `referenceNotes(for:)` is never empty.
public struct NoteRange: Hashable, Sendable {
    /// The notes a range may reach: the 88 keys of a piano, A0 (21) to C8 (108).
    public static let allowedNotes = MIDINote(unchecked: 21)...MIDINote(unchecked: 108)

    /// The fewest semitones from the lowest to the highest note: one octave.
    public static let minimumSpan = 12

    /// C2 (36) to C6 (84), the default.
    public static let standard = NoteRange(unchecked: MIDINote(unchecked: 36), MIDINote(unchecked: 84))

    /// The lowest note of the range.
    public let lower: MIDINote

    /// The highest note of the range.
    public let upper: MIDINote

    /// Makes a range from its lowest and highest notes.
    /// - Parameters:
    ///   - lower: The lowest note, at least A0 (21).
    ///   - upper: The highest note, at most C8 (108) and at least 12 semitones above `lower`.
    /// - Throws: `DomainError.noteRangeOutOfBounds` when a note is off the keyboard, else
    ///   `DomainError.noteRangeTooNarrow` when the range spans less than an octave or is given
    ///   highest note first.
    public init(lower: MIDINote, upper: MIDINote) throws(DomainError) {
        guard Self.allowedNotes.contains(lower), Self.allowedNotes.contains(upper) else {
            throw .noteRangeOutOfBounds(lower: lower, upper: upper)
        }
        guard lower.distance(to: upper) >= Self.minimumSpan else {
            throw .noteRangeTooNarrow(lower: lower, upper: upper)
        }
        self.init(unchecked: lower, upper)
    }

    private init(unchecked lower: MIDINote, _ upper: MIDINote) {
        self.lower = lower
        self.upper = upper
    }

    /// All the notes of the range, a collection to count, iterate or pick from.
    public var notes: ClosedRange<MIDINote> {
        lower...upper
    }

    /// Whether the note lies in the range, its ends included.
    public func contains(_ note: MIDINote) -> Bool {
        notes.contains(note)
    }

    /// The reference notes whose target, a directed interval away, is also in the range.
    ///
    /// A trial picks its reference note from these, so that neither of its two notes leaves the
    /// range the learner chose: for a fifth up in C3...C5 that is C3...F4, for a fifth down it
    /// is G3...C5. Never empty, since a range spans at least an octave.
    /// - Parameter interval: The interval from the reference note to the target.
    /// - Returns: The range shrunk at the top (interval up) or at the bottom (interval down).
    public func referenceNotes(for interval: DirectedInterval) -> ClosedRange<MIDINote> {
        let semitones = interval.semitones
        return semitones >= 0
            ? lower...upper.advanced(by: -semitones)
            : lower.advanced(by: -semitones)...upper
    }
}

extension NoteRange: Codable {
    private enum CodingKeys: String, CodingKey {
        case lower
        case upper
    }

    /// Reads a range stored as `{"lower": 36, "upper": 84}` (MIDI note numbers).
    /// - Throws: `DecodingError.dataCorrupted` with the `DomainError` message when the notes do
    ///   not make a valid range.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let lower = try container.decode(MIDINote.self, forKey: .lower)
        let upper = try container.decode(MIDINote.self, forKey: .upper)
        do {
            try self.init(lower: lower, upper: upper)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .upper,
                in: container,
                debugDescription: error.description
            )
        }
    }

    /// Stores the range as its two MIDI note numbers, `{"lower": 36, "upper": 84}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lower, forKey: .lower)
        try container.encode(upper, forKey: .upper)
    }
}
