import Domain
import Foundation
import PitchTraining
import Testing

@Suite("The exercise settings")
struct PitchExerciseSettingsTests {
    @Test("the defaults are unison, equal temperament, C2-C6, 1 s, 440 Hz, amplitude 0.5")
    func defaults() throws {
        let settings = try PitchExerciseSettings()
        #expect(settings == .standard)
        #expect(settings.interval == .unison)
        #expect(settings.tuning == .equalTemperament)
        #expect(settings.range == .standard)
        #expect(settings.noteDuration == .seconds(1))
        #expect(settings.referencePitch == .standard)
        #expect(settings.amplitude == 0.5)
    }

    @Test("note durations from 0.3 to 3.0 s are accepted", arguments: [0.3, 0.5, 1.0, 2.25, 3.0])
    func durationsAccepted(seconds: Double) throws {
        let duration = try PitchExerciseSettings.noteDuration(seconds: seconds)
        let settings = try PitchExerciseSettings(noteDuration: duration)
        #expect(settings.noteDuration == duration)
    }

    @Test("a note duration outside 0.3...3.0 s is refused with a message naming it")
    func durationRefused() {
        #expect(throws: PitchTrainingError.noteDurationOutOfRange(seconds: 0.2)) {
            try PitchExerciseSettings(noteDuration: .milliseconds(200))
        }
        #expect(throws: PitchTrainingError.noteDurationOutOfRange(seconds: 3.5)) {
            try PitchExerciseSettings.noteDuration(seconds: 3.5)
        }
        #expect(throws: PitchTrainingError.self) { try PitchExerciseSettings.noteDuration(seconds: .nan) }
        #expect(
            PitchTrainingError.noteDurationOutOfRange(seconds: 0.2).description
                == "note duration 0.2 s is out of range; allowed: 0.3...3.0 s")
        var settings = PitchExerciseSettings.standard
        #expect(throws: PitchTrainingError.noteDurationOutOfRange(seconds: 4)) {
            try settings.setNoteDuration(.seconds(4))
        }
        #expect(settings.noteDuration == .seconds(1))
    }

    @Test("an amplitude outside 0...1 is refused with a message naming it")
    func amplitudeRefused() {
        #expect(throws: PitchTrainingError.amplitudeOutOfRange(1.5)) {
            try PitchExerciseSettings(amplitude: 1.5)
        }
        #expect(
            PitchTrainingError.amplitudeOutOfRange(1.5).description
                == "amplitude 1.5 is out of range; allowed: 0...1 (1 is full scale)")
    }

    @Test("the other bad inputs are Domain's, each with a message")
    func domainInput() {
        #expect(throws: DomainError.midiNoteOutOfRange(128)) { try MIDINote(128) }
        #expect(throws: DomainError.self) { try NoteRange(lower: MIDINote(60), upper: MIDINote(70)) }
        #expect(throws: DomainError.invalidDirectedInterval("P9")) { try DirectedInterval(parsing: "P9") }
        #expect(throws: DomainError.unknownTuningSystem("pythagorean")) {
            try TuningSystem(parsing: "pythagorean")
        }
        #expect(throws: DomainError.referencePitchOutOfRange(hertz: 470)) { try ReferencePitch(hertz: 470) }
    }

    @Test("settings survive JSON, and a file with missing keys takes the defaults")
    func codable() throws {
        let settings = try PitchExerciseSettings(
            interval: .down(.perfectFifth), tuning: .justIntonation,
            range: NoteRange(lower: MIDINote(name: "C3"), upper: MIDINote(name: "C5")),
            noteDuration: .milliseconds(750), referencePitch: ReferencePitch(hertz: 442), amplitude: 0.25)
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(PitchExerciseSettings.self, from: data) == settings)
        let sparse = Data(#"{"interval": 7}"#.utf8)
        let decoded = try JSONDecoder().decode(PitchExerciseSettings.self, from: sparse)
        #expect(decoded.interval == .up(.perfectFifth))
        #expect(decoded.noteDuration == .seconds(1))
    }

    @Test("a stored duration out of range fails to decode with the message")
    func decodingRefused() {
        let data = Data(#"{"noteDurationSeconds": 9}"#.utf8)
        #expect {
            try JSONDecoder().decode(PitchExerciseSettings.self, from: data)
        } throws: { error in
            "\(error)".contains("note duration 9 s is out of range; allowed: 0.3...3.0 s")
        }
    }
}
