import ArgumentParser
import Audio
import Domain
import Foundation
import TrainerKit

/// `pitch-trainer play NOTE`: a reference tone, like a tuning fork.
struct PlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a reference tone, like a tuning fork.",
        discussion: "Examples: pitch-trainer play A4; pitch-trainer play 60 --cents -15 --duration 3"
    )

    @Argument(help: "The note: a name such as A4, C#3 or Bb2, or a MIDI number 0...127.")
    var note: String

    @Option(parsing: .unconditional, help: "Detune the note by this many cents (-1200...1200).")
    var cents: Double = 0

    @Option(help: "How long the tone sounds, in seconds (0.1...60).")
    var duration: Double = 2

    @Option(name: .customLong("reference-pitch"), help: "The frequency of A4 in Hz (415...466).")
    var referencePitch: Double = 440

    @Option(help: "The tone colour: sine or harmonic.")
    var timbre: String = "sine"

    @OptionGroup var audio: AudioOptions

    func validate() throws {
        _ = try parsedNote()
        guard cents.isFinite, (-1_200...1_200).contains(cents) else {
            throw ValidationError("--cents \(cents) is out of range; allowed: -1200...1200")
        }
        guard duration.isFinite, (0.1...60).contains(duration) else {
            throw ValidationError("--duration \(duration) is out of range; allowed: 0.1...60 seconds")
        }
        _ = try parsedReferencePitch()
        _ = try parsedTimbre()
    }

    func run() async throws {
        let midiNote = try parsedNote()
        let frequency = TuningSystem.equalTemperament.frequency(
            of: midiNote, detunedBy: Cents(cents), referencePitch: try parsedReferencePitch())
        let tone: Tone
        do {
            tone = try Tone(frequency: frequency, amplitude: 0.5)
        } catch {
            throw ValidationError("\(midiNote) \(Self.signed(cents)) cents: \(error)")
        }
        let engine = try failingOnAudioError {
            ToneEngine(output: try AudioOpener.open(try audio.destination()), timbre: try parsedTimbre())
        }
        print(
            "\(midiNote) (MIDI \(midiNote.rawValue)) \(Self.signed(cents)) cents: "
                + String(format: "%.3f Hz for %g s", frequency.hertz, duration))
        try await failingOnAudioErrorAsync {
            try await engine.play(tone, duration: .milliseconds(Int64((duration * 1000).rounded())))
            try engine.close()
        }
    }

    private func parsedNote() throws -> MIDINote {
        do {
            if let number = Int(note) { return try MIDINote(number) }
            return try MIDINote(name: note)
        } catch {
            throw ValidationError("NOTE: \(error)")
        }
    }

    private func parsedReferencePitch() throws -> ReferencePitch {
        do {
            return try ReferencePitch(hertz: referencePitch)
        } catch {
            throw ValidationError("--reference-pitch: \(error)")
        }
    }

    private func parsedTimbre() throws -> Timbre {
        guard let timbre = Timbre(rawValue: timbre) else {
            throw ValidationError("--timbre \(timbre) is not a timbre; allowed: sine, harmonic")
        }
        return timbre
    }

    private static func signed(_ value: Double) -> String {
        String(format: "%+.1f", value)
    }
}
