extension DomainError: CustomStringConvertible {
    /// A message a learner can act on: it names the rejected value and says what is allowed.
    ///
    /// The allowed values are read from the types that enforce them (`NoteRange.allowedNotes`,
    /// `MorseTiming.characterSpeeds`, ...), so a message cannot drift from the rule it explains.
    public var description: String {
        switch self {
        case .midiNoteOutOfRange(let value):
            "MIDI note \(value) is out of range; allowed: \(rangeText(MIDINote.allowedValues))"
        case .noteNameOutOfRange(let name, let midiNote):
            "note \(name) would be MIDI note \(midiNote), which is out of range; allowed: "
                + "\(MIDINote.lowest)...\(MIDINote.highest) "
                + "(MIDI \(rangeText(MIDINote.allowedValues)))"
        case .invalidNoteName(let text):
            "\(quoted(text)) is not a note name; expected a letter A-G, an optional # or b, "
                + "and an octave -1...9 (for example C4, A#3, Bb3)"
        case .invalidIntervalName(let text):
            "\(quoted(text)) is not an interval name; allowed: \(intervalNames)"
        case .invalidDirectedInterval(let text):
            "\(quoted(text)) is not a directed interval; expected an interval name "
                + "(\(intervalNames)), optionally followed by up or down or preceded by + or - "
                + "(for example P5, P5 down, -m3)"
        case .intervalOutOfRange(let semitones):
            "an interval of \(semitones) semitones is out of range; "
                + "allowed: -12...12 semitones (P8 down to P8 up)"
        case .invalidDirection(let text):
            "\(quoted(text)) is not a direction; allowed: up, down"
        case .referencePitchOutOfRange(let hertz):
            "reference pitch \(numberText(hertz)) Hz is out of range; allowed: "
                + "\(numberText(ReferencePitch.allowedHertz.lowerBound))..."
                + "\(numberText(ReferencePitch.allowedHertz.upperBound)) Hz"
        case .unknownTuningSystem(let text):
            "\(quoted(text)) is not a tuning system; allowed: equal (equalTemperament), "
                + "just (justIntonation)"
        case .noteRangeTooNarrow(let lower, let upper) where upper < lower:
            "note range \(lower)-\(upper) runs downwards; name the lowest note first, and span "
                + "at least \(NoteRange.minimumSpan) semitones (one octave)"
        case .noteRangeTooNarrow(let lower, let upper):
            "note range \(lower)-\(upper) spans \(upper.rawValue - lower.rawValue) semitones; "
                + "a range must span at least \(NoteRange.minimumSpan) semitones (one octave)"
        case .noteRangeOutOfBounds(let lower, let upper):
            "note range \(lower)-\(upper) reaches outside the piano keyboard; allowed: notes "
                + "\(NoteRange.allowedNotes.lowerBound)...\(NoteRange.allowedNotes.upperBound) "
                + "(MIDI \(NoteRange.allowedNotes.lowerBound.rawValue)..."
                + "\(NoteRange.allowedNotes.upperBound.rawValue))"
        case .invalidNoteRange(let text):
            "\(quoted(text)) is not a note range; expected two note names joined by a hyphen, "
                + "lowest first (for example C3-C5)"
        case .characterHasNoMorseCode(let character):
            "\(quoted(String(character))) has no Morse code; allowed: \(morseRepertoire)"
        case .unknownProsign(let text):
            "\(quoted(text)) is not a prosign; allowed: "
                + Prosign.allCases.map(\.written).joined(separator: ", ")
        case .invalidMorseCode(let text):
            "\(quoted(text)) is not Morse code; expected dots (.) and dashes (-), "
                + "a space between characters and / between words"
        case .unknownMorseGroup(let group):
            "\(quoted(group)) is not the code of any character; allowed: the codes of "
                + morseRepertoire
        case .characterSpeedOutOfRange(let wpm):
            "character speed \(wpm) WPM is out of range; allowed: "
                + "\(rangeText(MorseTiming.characterSpeeds)) WPM"
        case .effectiveSpeedOutOfRange(let effective, let character) where effective > character:
            "effective speed \(effective) WPM is above the character speed \(character) WPM; "
                + "the effective speed must be \(MorseTiming.minimumEffectiveWPM) WPM "
                + "up to the character speed"
        case .effectiveSpeedOutOfRange(let effective, let character):
            "effective speed \(effective) WPM is too slow; the effective speed must be "
                + "\(MorseTiming.minimumEffectiveWPM) WPM up to the character speed "
                + "\(character) WPM"
        case .kochLessonOutOfRange(let lesson):
            "Koch lesson \(lesson) does not exist; allowed: \(rangeText(KochCourse.lessons))"
        case .notAnIrrationalSquareRoot(let radicand):
            "√\(radicand) is not supported: \(radicand) "
                + (radicand < 2 ? "is less than 2" : "is a perfect square")
                + "; allowed: √n for a whole number n >= 2 that is not a perfect square "
                + "(√2, √3, √5, ...)"
        case .unknownConstant(let text):
            "\(quoted(text)) is not a constant; allowed: pi (π), e, phi (φ), or sqrtN (√N) for a "
                + "whole number N >= 2 that is not a perfect square (for example sqrt2)"
        case .invalidCalendarDay(let text):
            "\(quoted(text)) is not a calendar day; expected a real date written YYYY-MM-DD in "
                + "the years 0001...9999 (for example 2025-03-09)"
        }
    }
}

// MARK: - Helpers

/// The interval names in order, for messages that list them.
private var intervalNames: String {
    Interval.allCases.map(\.name).joined(separator: ", ")
}

/// What the ITU Morse alphabet can encode, in words.
private let morseRepertoire =
    "letters A-Z, digits 0-9, . , : ? ' - / ( ) \" = + @ and prosigns like <AR>"

/// Text the learner typed, in single quotes, with invisible characters made visible so that a
/// stray tab or control character can be seen in the message.
private func quoted(_ text: String) -> String {
    let visible = text.unicodeScalars.map { scalar in
        let isInvisible =
            scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format
            || (scalar.properties.isWhitespace && scalar != " ")
        return isInvisible ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return "'\(visible.joined())'"
}

/// A closed range written the way Swift writes it, `5...60`.
private func rangeText(_ range: ClosedRange<Int>) -> String {
    "\(range.lowerBound)...\(range.upperBound)"
}

/// A number without a needless `.0`: `400` rather than `400.0`, but `415.5` as it is.
private func numberText(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int(value))
    }
    return String(value)
}
