import Audio
import AudioTestSupport
import Domain
import Foundation
import ProgramTestSupport
import Testing

@Suite("pitch-trainer play, run as a program")
struct PlayCommandTests {
    @Test(
        "plays the note, detuned as asked, to a WAV file",
        arguments: [
            ("A4", 0.0, 440.0), ("69", 15.0, 440 * pow(2, 15.0 / 1200)),
            ("C2", -30.0, 65.406_391 * pow(2, -0.025)),
        ])
    func playsTheNote(note: String, cents: Double, hertz: Double) async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-play")
        let path = directory.file("tone.wav")
        let result = try await ProgramRun.run(
            "pitch-trainer",
            ["play", note, "--cents", String(cents), "--duration", "0.8", "--audio", "wav:\(path)"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(String(format: "%.3f Hz", hertz)))
        let samples = try WAVAudio.read(path: path).samples
        let start = try #require(samples.firstIndex { $0 != 0 })
        let end = try #require(samples.lastIndex { $0 != 0 })
        let margin = 2_000
        let measured = ToneAnalysis.frequency(
            of: Array(samples[(start + margin)..<(end - margin)]), sampleRate: 48_000, near: hertz)
        #expect(abs(1_200 * log2(measured / hertz)) < 0.1)
    }

    @Test(
        "a bad note or option is a usage error naming the value, and makes no sound",
        arguments: [
            (["play", "H4"], "'H4' is not a note name"),
            (["play", "128"], "MIDI note 128 is out of range; allowed: 0...127"),
            (["play", "A4", "--duration", "0"], "--duration 0.0 is out of range; allowed: 0.1...60 seconds"),
            (
                ["play", "A4", "--reference-pitch", "500"],
                "reference pitch 500 Hz is out of range; allowed: 415...466 Hz"
            ),
            (["play", "A4", "--audio", "pulse"], "\"pulse\" is not an audio output"),
            (
                ["play", "A4", "--timbre", "square"],
                "--timbre square is not a timbre; allowed: sine, harmonic"
            ),
            (["play", "C-1", "--cents", "-100"], "frequency 7.7"),
        ])
    func usageErrors(arguments: [String], message: String) async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-play")
        let audio = arguments.contains("--audio") ? [] : ["--audio", "wav:\(directory.file("x.wav"))"]
        let result = try await ProgramRun.run("pitch-trainer", arguments + audio)
        #expect(result.status == 64, "\(result.output) \(result.errors)")
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(directory.entries.isEmpty)
    }

    @Test("without a sound card the default device fails with the alternatives, exit status 1")
    func noSoundCard() async throws {
        let cards = (try? String(contentsOfFile: "/proc/asound/cards", encoding: .utf8)) ?? ""
        guard cards.isEmpty || cards.contains("no soundcards") else { return }
        let result = try await ProgramRun.run("pitch-trainer", ["play", "A4", "--duration", "0.2"])
        #expect(result.status == 1)
        #expect(result.errors.contains("cannot use the sound device \"default\""))
        #expect(result.errors.contains("--audio null"))
        #expect(!result.errors.contains("ALSA lib"))
    }
}
