import Domain
import Foundation
import Testing

@Suite("MIDINote")
struct MIDINoteTests {
    @Test("MIDI numbers 0...127 are notes; -1 and 128 are not")
    func range() throws {
        #expect(try MIDINote(0) == .lowest)
        #expect(try MIDINote(127) == .highest)
        #expect(throws: DomainError.midiNoteOutOfRange(-1)) { try MIDINote(-1) }
        #expect(throws: DomainError.midiNoteOutOfRange(128)) { try MIDINote(128) }
        #expect(MIDINote(rawValue: 128) == nil)
    }

    @Test(
        "reads note names in scientific pitch notation",
        arguments: [
            ("C4", 60), ("A4", 69), ("A#3", 58), ("Bb3", 58), ("C-1", 0), ("G9", 127), ("c4", 60),
            ("bb3", 58), ("C♯4", 61), ("D♭4", 61), ("B#3", 60), ("Cb4", 59), ("E#4", 65), ("A0", 21),
            ("C8", 108),
        ]
    )
    func readsNames(name: String, midi: Int) throws {
        #expect(try MIDINote(name: name).rawValue == midi)
    }

    @Test(
        "rejects text that is not a note name",
        arguments: ["H9", "", "C", "C#", "X4", "C10", "C 4", "C##4", "C4 ", "-1", "4C", "Cx4", "C-0", "C-2"]
    )
    func rejectsNonNames(text: String) {
        #expect(throws: DomainError.invalidNoteName(text)) { try MIDINote(name: text) }
    }

    @Test("rejects well-formed names beyond the MIDI range, naming the note")
    func rejectsNamesOutOfRange() {
        #expect(throws: DomainError.noteNameOutOfRange(name: "G#9", midiNote: 128)) {
            try MIDINote(name: "G#9")
        }
        #expect(throws: DomainError.noteNameOutOfRange(name: "Cb-1", midiNote: -1)) {
            try MIDINote(name: "Cb-1")
        }
    }

    @Test("names black keys with sharps by default, with flats on request")
    func names() throws {
        let cSharp4 = try MIDINote(61)
        #expect(cSharp4.name == "C#4")
        #expect(cSharp4.name(preferringFlats: true) == "Db4")
        #expect(cSharp4.description == "C#4")
        #expect(MIDINote.middleC.name == "C4")
        #expect(MIDINote.lowest.name == "C-1")
        #expect(MIDINote.highest.name == "G9")
    }

    @Test("every note's name, with sharps or flats, reads back to the note")
    func namesRoundTrip() throws {
        for note in MIDINote.lowest...MIDINote.highest {
            #expect(try MIDINote(name: note.name) == note)
            #expect(try MIDINote(name: note.name(preferringFlats: true)) == note)
            #expect(MIDINote(note.description) == note)
        }
    }

    @Test("transposes by semitones, and refuses to leave the MIDI range")
    func transposition() throws {
        #expect(try MIDINote.middleC.transposed(by: 7).name == "G4")
        #expect(try MIDINote.middleC.transposed(by: -12).name == "C3")
        #expect(throws: DomainError.midiNoteOutOfRange(128)) { try MIDINote.highest.transposed(by: 1) }
        #expect(throws: DomainError.midiNoteOutOfRange(-1)) { try MIDINote.lowest.transposed(by: -1) }
    }

    @Test("octave and pitch class follow scientific pitch notation")
    func octaveAndPitchClass() throws {
        let b3 = try MIDINote(name: "B3")
        #expect(b3.octave == 3)
        #expect(b3.pitchClass == 11)
        #expect(MIDINote.middleC.octave == 4)
        #expect(MIDINote.lowest.octave == -1)
    }

    @Test("a range of notes is a collection to count and pick from")
    func ranges() throws {
        let octave = try MIDINote(name: "C4")...MIDINote(name: "C5")
        #expect(octave.count == 13)
        #expect(octave.last?.name == "C5")
        #expect(MIDINote.middleC.distance(to: .concertA) == 9)
    }

    @Test("is stored as a bare MIDI number, and decoding checks the range")
    func codable() throws {
        #expect(try json(MIDINote.concertA) == "69")
        #expect(try decode(MIDINote.self, from: "60") == .middleC)
        #expect(throws: DecodingError.self) { try decode(MIDINote.self, from: "128") }
    }
}
