extension NoteRange {
    /// Reads a range written as two note names joined by a hyphen, lowest first: `C3-C5`.
    ///
    /// Note names may themselves contain a hyphen (octave -1, as in `C-1`) and a `b` (a flat,
    /// as in `Bb2`), so the range is split at the first hyphen that is followed by a note
    /// letter: `Bb-1-C1` is `Bb-1` to `C1`. Spaces are ignored, so `C3 - C5` is read too.
    /// - Parameter text: The range, such as `C3-C5` or `A#2-F4`.
    /// - Throws: `DomainError.invalidNoteRange` when the text is not two names joined by a
    ///   hyphen; the note-name errors of `MIDINote(name:)` for a part that is not a note name; the
    ///   errors of `init(lower:upper:)` for a range that breaks its rules.
    public init(parsing text: String) throws(DomainError) {
        let compact = String(text.filter { !$0.isWhitespace })
        let noteLetters = Set("ABCDEFGabcdefg")
        let hyphens = compact.indices.filter { compact[$0] == "-" }
        guard
            let split = hyphens.first(where: { hyphen in
                let next = compact.index(after: hyphen)
                return next < compact.endIndex && noteLetters.contains(compact[next])
            }),
            split > compact.startIndex
        else { throw .invalidNoteRange(text) }

        let lower = try MIDINote(name: String(compact[..<split]))
        let upper = try MIDINote(name: String(compact[compact.index(after: split)...]))
        try self.init(lower: lower, upper: upper)
    }
}

extension NoteRange: CustomStringConvertible, LosslessStringConvertible {
    /// The range as note names with sharps, such as `C2-C6`; `init(parsing:)` reads it back.
    public var description: String {
        "\(lower.name)-\(upper.name)"
    }

    /// Reads a range, or returns `nil`; use `init(parsing:)` to learn why text was rejected.
    /// - Parameter description: Text such as `C3-C5`.
    public init?(_ description: String) {
        try? self.init(parsing: description)
    }
}
