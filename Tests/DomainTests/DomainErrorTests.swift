import Domain
import Foundation
import Testing

@Suite("DomainError")
struct DomainErrorTests {
    /// Input that must be rejected, and the message the learner then reads.
    struct Rejection: Sendable, CustomTestStringConvertible {
        let input: String
        let attempt: @Sendable () throws -> Void
        let message: String
        var testDescription: String { input }
    }

    static let morseRepertoire = #"letters A-Z, digits 0-9, . , : ? ' - / ( ) " = + @ and prosigns like <AR>"#

    static let rejections: [Rejection] = [
        Rejection(
            input: "MIDI note 128",
            attempt: { _ = try MIDINote(128) },
            message: "MIDI note 128 is out of range; allowed: 0...127"
        ),
        Rejection(
            input: "note name H9",
            attempt: { _ = try MIDINote(name: "H9") },
            message:
                "'H9' is not a note name; expected a letter A-G, an optional # or b, and an octave -1...9 "
                + "(for example C4, A#3, Bb3)"
        ),
        Rejection(
            input: "note name G#9",
            attempt: { _ = try MIDINote(name: "G#9") },
            message:
                "note G#9 would be MIDI note 128, which is out of range; allowed: C-1...G9 (MIDI 0...127)"
        ),
        Rejection(
            input: "interval P9",
            attempt: { _ = try Interval(name: "P9") },
            message:
                "'P9' is not an interval name; allowed: P1, m2, M2, m3, M3, P4, d5, P5, m6, M6, m7, M7, P8"
        ),
        Rejection(
            input: "directed interval P5 sideways",
            attempt: { _ = try DirectedInterval(parsing: "P5 sideways") },
            message:
                "'P5 sideways' is not a directed interval; expected an interval name (P1, m2, M2, m3, M3, "
                + "P4, d5, P5, m6, M6, m7, M7, P8), optionally followed by up or down or preceded by + or - "
                + "(for example P5, P5 down, -m3)"
        ),
        Rejection(
            input: "13 semitones",
            attempt: { _ = try DirectedInterval(semitones: 13) },
            message:
                "an interval of 13 semitones is out of range; allowed: -12...12 semitones (P8 down to P8 up)"
        ),
        Rejection(
            input: "direction sideways",
            attempt: { _ = try DirectedInterval.Direction(parsing: "sideways") },
            message: "'sideways' is not a direction; allowed: up, down"
        ),
        Rejection(
            input: "reference pitch 400 Hz",
            attempt: { _ = try ReferencePitch(hertz: 400) },
            message: "reference pitch 400 Hz is out of range; allowed: 415...466 Hz"
        ),
        Rejection(
            input: "reference pitch 466.5 Hz",
            attempt: { _ = try ReferencePitch(hertz: 466.5) },
            message: "reference pitch 466.5 Hz is out of range; allowed: 415...466 Hz"
        ),
        Rejection(
            input: "tuning pythagorean",
            attempt: { _ = try TuningSystem(parsing: "pythagorean") },
            message:
                "'pythagorean' is not a tuning system; allowed: equal (equalTemperament), just (justIntonation)"
        ),
        Rejection(
            input: "note range C4-B4",
            attempt: { _ = try NoteRange(parsing: "C4-B4") },
            message:
                "note range C4-B4 spans 11 semitones; a range must span at least 12 semitones (one octave)"
        ),
        Rejection(
            input: "note range C5-C4",
            attempt: { _ = try NoteRange(parsing: "C5-C4") },
            message: "note range C5-C4 runs downwards; name the lowest note first, and span at least 12 "
                + "semitones (one octave)"
        ),
        Rejection(
            input: "note range C0-C5",
            attempt: { _ = try NoteRange(parsing: "C0-C5") },
            message:
                "note range C0-C5 reaches outside the piano keyboard; allowed: notes A0...C8 (MIDI 21...108)"
        ),
        Rejection(
            input: "note range C3",
            attempt: { _ = try NoteRange(parsing: "C3") },
            message: "'C3' is not a note range; expected two note names joined by a hyphen, lowest first "
                + "(for example C3-C5)"
        ),
        Rejection(
            input: "Morse for ~",
            attempt: { _ = try MorseAlphabet.itu.encode("CQ~") },
            message: "'~' has no Morse code; allowed: \(morseRepertoire)"
        ),
        Rejection(
            input: "Morse for a control character",
            attempt: { _ = try MorseAlphabet.itu.encode("CQ\u{7}") },
            message: #"'\u{07}' has no Morse code; allowed: "# + morseRepertoire
        ),
        Rejection(
            input: "prosign <XY>",
            attempt: { _ = try MorseAlphabet.itu.encode("<XY>") },
            message: "'<XY>' is not a prosign; allowed: <AR>, <SK>, <BT>, <KN>, <HH>, <AS>, <SN>"
        ),
        Rejection(
            input: "Morse code ._",
            attempt: { _ = try MorseCode(parsing: "._") },
            message:
                "'._' is not Morse code; expected dots (.) and dashes (-), a space between characters and / "
                + "between words"
        ),
        Rejection(
            input: "code group ......-",
            attempt: { _ = try MorseAlphabet.itu.decode(MorseCode(parsing: "......-")) },
            message: "'......-' is not the code of any character; allowed: the codes of \(morseRepertoire)"
        ),
        Rejection(
            input: "0 WPM",
            attempt: { _ = try MorseTiming(characterWPM: 0) },
            message: "character speed 0 WPM is out of range; allowed: 5...60 WPM"
        ),
        Rejection(
            input: "61 WPM",
            attempt: { _ = try MorseTiming(characterWPM: 61) },
            message: "character speed 61 WPM is out of range; allowed: 5...60 WPM"
        ),
        Rejection(
            input: "effective 25 WPM at 20 WPM",
            attempt: { _ = try MorseTiming(characterWPM: 20, effectiveWPM: 25) },
            message:
                "effective speed 25 WPM is above the character speed 20 WPM; the effective speed must be "
                + "4 WPM up to the character speed"
        ),
        Rejection(
            input: "effective 3 WPM at 20 WPM",
            attempt: { _ = try MorseTiming(characterWPM: 20, effectiveWPM: 3) },
            message:
                "effective speed 3 WPM is too slow; the effective speed must be 4 WPM up to the character "
                + "speed 20 WPM"
        ),
        Rejection(
            input: "Koch lesson 41",
            attempt: { _ = try KochCourse.characters(inLesson: 41) },
            message: "Koch lesson 41 does not exist; allowed: 1...40"
        ),
        Rejection(
            input: "√4",
            attempt: { _ = try MathConstant.squareRoot(of: 4) },
            message: "√4 is not supported: 4 is a perfect square; allowed: √n for a whole number n >= 2 that "
                + "is not a perfect square (√2, √3, √5, ...)"
        ),
        Rejection(
            input: "√1",
            attempt: { _ = try MathConstant.squareRoot(of: 1) },
            message: "√1 is not supported: 1 is less than 2; allowed: √n for a whole number n >= 2 that "
                + "is not a perfect square (√2, √3, √5, ...)"
        ),
        Rejection(
            input: "constant tau",
            attempt: { _ = try MathConstant(identifier: "tau") },
            message: "'tau' is not a constant; allowed: pi (π), e, phi (φ), or sqrtN (√N) for a whole number "
                + "N >= 2 that is not a perfect square (for example sqrt2)"
        ),
        Rejection(
            input: "day 2025-02-30",
            attempt: { _ = try CalendarDay(parsing: "2025-02-30") },
            message:
                "'2025-02-30' is not a calendar day; expected a real date written YYYY-MM-DD in the years "
                + "0001...9999 (for example 2025-03-09)"
        ),
    ]

    @Test(
        "invalid input is rejected with a message naming the value and what is allowed", arguments: rejections
    )
    func message(_ rejection: Rejection) {
        do {
            try rejection.attempt()
            Issue.record("\(rejection.input) was accepted")
        } catch let error as DomainError {
            #expect(error.description == rejection.message)
            #expect(error.localizedDescription == rejection.message)
        } catch {
            Issue.record("\(rejection.input) threw \(error), not a DomainError")
        }
    }
}
