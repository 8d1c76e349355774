import Domain
import Foundation
import Testing

@Suite("NoteRange")
struct NoteRangeTests {
    @Test("the standard range is C2 to C6")
    func standard() {
        #expect(NoteRange.standard.lower.rawValue == 36)
        #expect(NoteRange.standard.upper.rawValue == 84)
        #expect(NoteRange.standard.description == "C2-C6")
    }

    @Test(
        "reads two note names joined by a hyphen",
        arguments: [
            ("C3-C5", 48, 72), ("A0-A1", 21, 33), ("Bb2-Bb3", 46, 58), ("C#3 - C#4", 49, 61),
            ("a0-c8", 21, 108),
        ]
    )
    func parsing(text: String, lower: Int, upper: Int) throws {
        let range = try NoteRange(parsing: text)
        #expect(range.lower.rawValue == lower)
        #expect(range.upper.rawValue == upper)
    }

    @Test("splits at the hyphen before a note letter, not at the minus of octave -1")
    func octaveMinusOne() throws {
        #expect(throws: DomainError.noteRangeOutOfBounds(lower: try MIDINote(10), upper: try MIDINote(24))) {
            try NoteRange(parsing: "Bb-1-C1")
        }
    }

    @Test("rejects text that is not two note names", arguments: ["C3", "C3-", "-C5", "C3_C5", "", "C3-5"])
    func rejectsMalformed(text: String) {
        #expect(throws: DomainError.invalidNoteRange(text)) { try NoteRange(parsing: text) }
    }

    @Test("passes on the note-name error for a part that is no note")
    func rejectsBadNoteName() {
        #expect(throws: DomainError.invalidNoteName("H3")) { try NoteRange(parsing: "H3-C5") }
    }

    @Test("spans at least an octave, lowest note first")
    func minimumSpan() throws {
        let c4 = MIDINote.middleC
        #expect(try NoteRange(lower: c4, upper: c4.transposed(by: 12)).notes.count == 13)
        let b4 = try c4.transposed(by: 11)
        #expect(throws: DomainError.noteRangeTooNarrow(lower: c4, upper: b4)) {
            try NoteRange(lower: c4, upper: b4)
        }
        let c5 = try c4.transposed(by: 12)
        #expect(throws: DomainError.noteRangeTooNarrow(lower: c5, upper: c4)) {
            try NoteRange(lower: c5, upper: c4)
        }
    }

    @Test("stays on the piano keyboard, A0 to C8", arguments: [("G#0-C2", 20, 36), ("C3-C#8", 48, 109)])
    func keyboardBounds(text: String, lower: Int, upper: Int) throws {
        let expected = DomainError.noteRangeOutOfBounds(
            lower: try MIDINote(lower), upper: try MIDINote(upper))
        #expect(throws: expected) { try NoteRange(parsing: text) }
    }

    @Test("contains its notes, both ends included")
    func contains() throws {
        let range = try NoteRange(parsing: "C3-C5")
        #expect(range.contains(try MIDINote(name: "C3")))
        #expect(range.contains(try MIDINote(name: "C5")))
        #expect(!range.contains(try MIDINote(name: "B2")))
        #expect(!range.contains(try MIDINote(name: "C#5")))
    }

    @Test(
        "reference notes shrink so that the interval's target stays in range",
        arguments: [
            ("C3-C5", DirectedInterval.up(.perfectFifth), "C3", "F4"),
            ("C3-C5", .down(.perfectFifth), "G3", "C5"),
            ("C3-C5", .unison, "C3", "C5"),
            ("C4-C5", .up(.octave), "C4", "C4"),
            ("C4-C5", .down(.octave), "C5", "C5"),
        ]
    )
    func referenceNotes(range: String, interval: DirectedInterval, lowest: String, highest: String) throws {
        let notes = try NoteRange(parsing: range).referenceNotes(for: interval)
        #expect(notes.lowerBound == (try MIDINote(name: lowest)))
        #expect(notes.upperBound == (try MIDINote(name: highest)))
    }

    @Test("every reference note's target lies in the range, for every interval", arguments: Interval.allCases)
    func referenceNotesKeepTargetsInRange(interval: Interval) throws {
        let range = NoteRange.standard
        for directed in [DirectedInterval.up(interval), .down(interval)] {
            for reference in range.referenceNotes(for: directed) {
                #expect(range.contains(try reference.transposed(by: directed.semitones)))
            }
        }
    }

    @Test("its description reads back to it")
    func descriptionRoundTrip() throws {
        let range = try NoteRange(parsing: "F#2-Bb4")
        #expect(range.description == "F#2-A#4")
        #expect(NoteRange(range.description) == range)
    }

    @Test("is stored as two MIDI numbers, and decoding checks the rules")
    func codable() throws {
        #expect(try json(NoteRange.standard) == #"{"lower":36,"upper":84}"#)
        #expect(try decode(NoteRange.self, from: #"{"lower":48,"upper":72}"#) == NoteRange(parsing: "C3-C5"))
        #expect(throws: DecodingError.self) { try decode(NoteRange.self, from: #"{"lower":60,"upper":65}"#) }
    }
}
