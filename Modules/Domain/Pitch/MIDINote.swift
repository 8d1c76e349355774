/// A note of the MIDI scale, 0 (C-1) to 127 (G9), with middle C = 60 and concert A = 69.
///
/// The note is the pitch trainer's unit of position: records store it as a bare integer, note
/// ranges are made of it, and `TuningSystem` turns it into a frequency. A `MIDINote` is always
/// in range; arithmetic that could leave the range (`transposed(by:)`) throws instead of
/// clamping, so a trial can never silently play a different note than it stores.
///
/// Notes are `Strideable`, so `ClosedRange<MIDINote>` is a collection: iterate it, count it or
/// pick from it with `randomElement(using:)`.
public struct MIDINote: RawRepresentable, Hashable, Sendable {
    /// The MIDI note numbers that exist.
    public static let allowedValues: ClosedRange<Int> = 0...127

    /// C-1, MIDI note 0.
    public static let lowest = MIDINote(unchecked: 0)

    /// G9, MIDI note 127.
    public static let highest = MIDINote(unchecked: 127)

    /// Middle C, C4, MIDI note 60.
    public static let middleC = MIDINote(unchecked: 60)

    /// Concert A, A4, MIDI note 69: the note the reference pitch (440 Hz by default) tunes.
    public static let concertA = MIDINote(unchecked: 69)

    /// The MIDI note number, 0...127.
    public let rawValue: Int

    /// Makes a note from a MIDI note number, or `nil` outside 0...127.
    ///
    /// Prefer `init(_:)` for input from outside the program: its error says what went wrong.
    /// - Parameter rawValue: A MIDI note number.
    public init?(rawValue: Int) {
        guard Self.allowedValues.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// Makes a note from a MIDI note number.
    /// - Parameter value: A MIDI note number, 0...127.
    /// - Throws: `DomainError.midiNoteOutOfRange` outside 0...127.
    public init(_ value: Int) throws(DomainError) {
        guard let note = MIDINote(rawValue: value) else {
            throw .midiNoteOutOfRange(value)
        }
        self = note
    }

    /// Makes a note from a number known to be in range, for constants in this module.
    init(unchecked value: Int) {
        precondition(Self.allowedValues.contains(value), "MIDI note \(value) is out of range")
        rawValue = value
    }

    /// The note a number of semitones away.
    /// - Parameter semitones: How far to move, negative for downwards.
    /// - Returns: The note `semitones` above (or below) this one.
    /// - Throws: `DomainError.midiNoteOutOfRange` when the result would leave 0...127.
    public func transposed(by semitones: Int) throws(DomainError) -> MIDINote {
        try MIDINote(rawValue + semitones)
    }

    /// The octave number in scientific pitch notation, -1...9; it changes between B and C, so
    /// B3 is directly below C4.
    public var octave: Int {
        rawValue / 12 - 1
    }

    /// The pitch class, 0 for C up to 11 for B, the same in every octave.
    public var pitchClass: Int {
        rawValue % 12
    }
}

extension MIDINote: Strideable {
    /// The number of semitones from this note up to `other` (negative if `other` is lower).
    public func distance(to other: MIDINote) -> Int {
        other.rawValue - rawValue
    }

    /// The note `n` semitones away, for ranges and loops over notes.
    ///
    /// Stepping outside 0...127 is a programmer error and traps, as indexing past the end of an
    /// array does; use `transposed(by:)` where the distance comes from input.
    public func advanced(by n: Int) -> MIDINote {
        guard let note = MIDINote(rawValue: rawValue + n) else {
            preconditionFailure("MIDI note \(rawValue) + \(n) leaves the range 0...127")
        }
        return note
    }

    /// Orders notes from low to high.
    public static func < (lhs: MIDINote, rhs: MIDINote) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension MIDINote: Codable {
    /// Reads a note stored as a bare MIDI note number.
    /// - Throws: `DecodingError.dataCorrupted` with the `DomainError` message when the number is
    ///   outside 0...127.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Int.self)
        do {
            try self.init(value)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Stores the note as a bare MIDI note number, the form records use.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
