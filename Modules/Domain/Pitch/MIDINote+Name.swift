extension MIDINote {
    /// Reads a note name in scientific pitch notation: `C4` (60), `A#3`, `Bb3`, `C-1` (0), `G9`
    /// (127).
    ///
    /// The form is a letter A-G (either case), an optional accidental (`#` or `♯` for sharp, `b`
    /// or `♭` for flat), and an octave -1...9. The octave changes between B and C, so `B#3` is
    /// C4 and `Cb4` is B3. German `H`, double accidentals, spaces and two-digit octaves are not
    /// accepted.
    /// - Parameter name: The note name.
    /// - Throws: `DomainError.invalidNoteName` when the text is not a note name, or
    ///   `DomainError.noteNameOutOfRange` when it names a note outside MIDI 0...127, such as
    ///   `G#9`.
    public init(name: String) throws(DomainError) {
        var rest = Substring(name)
        guard let letter = rest.popFirst(),
            let letterPitchClass = Self.letterPitchClasses[letter.uppercased()]
        else { throw .invalidNoteName(name) }

        var accidental = 0
        if let first = rest.first, let shift = Self.accidentalShifts[first] {
            accidental = shift
            rest.removeFirst()
        }

        guard let octave = Self.octaves[String(rest)] else {
            throw .invalidNoteName(name)
        }
        let value = (octave + 1) * 12 + letterPitchClass + accidental
        guard let note = MIDINote(rawValue: value) else {
            throw .noteNameOutOfRange(name: name, midiNote: value)
        }
        self = note
    }

    /// The note's name with sharps for the black keys, such as `C#4`; `init(name:)` reads it
    /// back.
    public var name: String {
        name(preferringFlats: false)
    }

    /// The note's name, spelling black keys with sharps (`C#4`) or flats (`Db4`).
    ///
    /// MIDI notes carry no spelling, so this is a choice of display, not a fact about the note:
    /// `MIDINote(name: "Db4")` and `MIDINote(name: "C#4")` are the same note.
    /// - Parameter preferringFlats: Whether to write black keys as flats.
    /// - Returns: The name, which `init(name:)` reads back to this note.
    public func name(preferringFlats: Bool) -> String {
        let names = preferringFlats ? Self.flatNames : Self.sharpNames
        return "\(names[pitchClass])\(octave)"
    }

    // MARK: Tables

    private static let letterPitchClasses: [String: Int] = [
        "C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11,
    ]

    private static let accidentalShifts: [Character: Int] = [
        "#": 1, "♯": 1, "b": -1, "♭": -1,
    ]

    private static let octaves: [String: Int] = Dictionary(
        uniqueKeysWithValues: (-1...9).map { (String($0), $0) }
    )

    private static let sharpNames = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]

    private static let flatNames = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"]
}

extension MIDINote: CustomStringConvertible, LosslessStringConvertible {
    /// The note's name with sharps, such as `C#4`.
    public var description: String {
        name
    }

    /// Reads a note name, or returns `nil`; use `init(name:)` to learn why a name was rejected.
    /// - Parameter description: A note name such as `C4`, `A#3` or `Bb3`.
    public init?(_ description: String) {
        try? self.init(name: description)
    }
}
