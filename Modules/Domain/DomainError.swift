public import Foundation

/// Every way a value of the shared vocabulary can be rejected.
///
/// Domain types validate when they are made, so a value that exists is a valid value: a
/// `MIDINote` is always 0...127, a `MorseTiming` never has an effective speed above its
/// character speed. The throwing initialisers and parsers report the problem with one of these
/// cases, and each case's `description` names the offending value and what would have been
/// accepted, so a front end can show it to the learner as it is.
///
/// Cases carry the rejected input as given (text is kept verbatim, untrimmed), which keeps the
/// errors `Equatable` for tests and lets callers build their own wording when they need to.
public enum DomainError: Error, Equatable, Sendable {
    // MARK: Pitch

    /// A MIDI note number outside 0...127, for example from `MIDINote(128)` or a transposition
    /// that leaves the MIDI range.
    case midiNoteOutOfRange(Int)

    /// A well-formed note name whose note lies outside the MIDI range, such as `G#9` (128) or
    /// `Cb-1` (-1).
    case noteNameOutOfRange(name: String, midiNote: Int)

    /// Text that is not a note name such as `C4`, `A#3` or `Bb3`.
    case invalidNoteName(String)

    /// Text that is not one of the interval names `P1` ... `P8`.
    case invalidIntervalName(String)

    /// Text that is not a directed interval such as `P5`, `P5 down` or `-m3`.
    case invalidDirectedInterval(String)

    /// A signed semitone count beyond an octave either way.
    case intervalOutOfRange(semitones: Int)

    /// Text that is not `up` or `down`.
    case invalidDirection(String)

    /// A reference pitch (the frequency of A4) outside 415...466 Hz.
    case referencePitchOutOfRange(hertz: Double)

    /// Text that names no tuning system.
    case unknownTuningSystem(String)

    /// A note range that spans less than an octave, or whose notes are given highest first.
    case noteRangeTooNarrow(lower: MIDINote, upper: MIDINote)

    /// A note range that reaches outside the piano keyboard, A0...C8 (MIDI 21...108).
    case noteRangeOutOfBounds(lower: MIDINote, upper: MIDINote)

    /// Text that is not a note range such as `C3-C5`.
    case invalidNoteRange(String)

    // MARK: Morse

    /// A character in text to be encoded that the ITU alphabet has no code for.
    case characterHasNoMorseCode(Character)

    /// A `<...>` prosign in text to be encoded that is not one of the known prosigns.
    case unknownProsign(String)

    /// Code text that contains something other than dots, dashes, spaces and slashes.
    case invalidMorseCode(String)

    /// A well-formed code group (dots and dashes) that is the code of no character or prosign.
    case unknownMorseGroup(String)

    /// A character speed outside 5...60 WPM.
    case characterSpeedOutOfRange(wpm: Int)

    /// An effective (Farnsworth) speed below 4 WPM or above the character speed.
    case effectiveSpeedOutOfRange(effectiveWPM: Int, characterWPM: Int)

    /// A Koch lesson number outside the course, 1...40.
    case kochLessonOutOfRange(Int)

    // MARK: Digits

    /// A square root that is not an irrational constant: n is a perfect square or below 2.
    case notAnIrrationalSquareRoot(Int)

    /// Text that names no mathematical constant.
    case unknownConstant(String)

    // MARK: Time

    /// Text or numbers that do not make a real Gregorian date in the years 1...9999.
    case invalidCalendarDay(String)
}

extension DomainError: LocalizedError {
    /// The same text as `description`, so that `localizedDescription` and Foundation's error
    /// presentation show the actionable message rather than a generic one.
    public var errorDescription: String? { description }
}
