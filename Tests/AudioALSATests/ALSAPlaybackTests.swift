import Audio
import AudioALSA
import AudioTestSupport
import Domain
import Foundation
import Testing

/// The whole path a learner's note takes, minus the loudspeaker: the tone engine into a real ALSA
/// PCM (the `file` plugin, which writes what it is given to a WAV file over the `null` device),
/// and the file read back and measured.
@Suite("Notes through ALSA's file plugin")
struct ALSAPlaybackTests {
    static let keyboard = Array(21...108)
    /// One step of a 16-bit sample: the slack a quantised comparison needs.
    static let step: Float = 1 / 32_767

    @Test("every note from A0 to C8 is written within 0.1 cent of its frequency", arguments: keyboard)
    func inTune(midi: Int) async throws {
        let frequency = TuningSystem.equalTemperament.frequency(of: try MIDINote(midi))
        let samples = try await recordThroughALSA { engine in
            try await engine.play(frequency: frequency, amplitude: 0.5, duration: .milliseconds(600))
        }
        let margin = 240 + 2 * Int((48_000 / frequency.hertz).rounded(.up))
        let toneEnd = try #require(samples.lastIndex { $0 != 0 })
        let steady = Array(samples[margin..<(toneEnd - margin)])
        let measured = ToneAnalysis.frequency(of: steady, sampleRate: 48_000, near: frequency.hertz)
        let error = Frequency(hertz: measured).cents(from: frequency).value
        #expect(abs(error) < 0.1, "MIDI \(midi): \(measured) Hz, \(error) cents")
    }

    @Test(
        "no step at onset or offset exceeds the steady tone's, after 16-bit quantisation",
        arguments: [21, 33, 45, 57, 69, 81, 93, 108], Timbre.allCases)
    func noClick(midi: Int, timbre: Timbre) async throws {
        let frequency = TuningSystem.equalTemperament.frequency(of: try MIDINote(midi))
        let samples = try await recordThroughALSA(timbre: timbre) { engine in
            try await engine.play(frequency: frequency, amplitude: 0.5, duration: .milliseconds(500))
        }
        let toneStart = try #require(samples.firstIndex { $0 != 0 })
        let toneEnd = try #require(samples.lastIndex { $0 != 0 }) + 1
        let edge = 240 + 2 * Int((48_000 / frequency.hertz).rounded(.up))
        let steady = ToneAnalysis.maxStep(Array(samples[(toneStart + edge)..<(toneEnd - edge)]))
        let onset = ToneAnalysis.maxStep(Array(samples[max(0, toneStart - 1)..<(toneStart + edge)]))
        let offset = ToneAnalysis.maxStep(Array(samples[(toneEnd - edge)..<min(samples.count, toneEnd + 1)]))
        #expect(onset <= steady + Self.step, "onset \(onset) vs steady \(steady)")
        #expect(offset <= steady + Self.step, "offset \(offset) vs steady \(steady)")
    }

    @Test("adjustFrequency while a note sounds makes no step larger than the steady tone's")
    func adjustWithoutClick() throws {
        // ALSA's file plugin takes samples as fast as the engine makes them, so the note is
        // steered by how far the device has got, not by the clock: a busy machine then changes
        // nothing, and the file cannot run away while the test waits.
        let amplitude = 0.8
        let folder = try TemporaryDirectory()
        let path = folder.file("adjust.wav")
        let output = try ALSAOutput(device: "file:FILE=\(path),FORMAT=wav", format: .int16)
        let engine = ToneEngine(output: output)
        let note = try engine.play(frequency: Frequency(hertz: 440), amplitude: amplitude)
        let pitches = [452.0, 431.5, 880, 220, 440.25, 441, 439]
        for (index, hertz) in pitches.enumerated() {
            while output.framesWritten < (index + 1) * 7_000 { usleep(100) }
            try note.adjustFrequency(Frequency(hertz: hertz))
        }
        while output.framesWritten < (pitches.count + 2) * 7_000 { usleep(100) }
        note.stop()
        while !note.isFinished { usleep(100) }
        try engine.close()
        let samples = try WAVAudio.read(path: path).samples
        let bound = Float(2 * amplitude * sin(Double.pi * 880 / 48_000)) + Self.step
        #expect(samples.count > 60_000)
        #expect(ToneAnalysis.maxStep(samples) <= bound)
    }

    @Test("a Morse sequence is written exact to the sample, bit for bit")
    func sequenceExact() throws {
        let timing = try MorseTiming(characterWPM: 20)
        let segments =
            timing.segments(for: try MorseAlphabet.itu.encode("PARIS PARIS ")) + [.silence(timing.wordGap)]
        let renderer = try ToneSequenceRenderer(tone: Tone(hertz: 600, amplitude: 0.5))
        let rendered = try renderer.render(segments)
        #expect(rendered.count == 288_000)  // "PARIS " is 50 units of 60 ms: 3 s, twice
        let folder = try TemporaryDirectory()
        let path = folder.file("sequence.wav")
        let output = try ALSAOutput(device: "file:FILE=\(path),FORMAT=wav", format: .int16)
        try renderer.render(segments) { (chunk: Span<Float>) throws(AudioError) in try output.write(chunk) }
        output.flush()
        try output.close()
        let written = try WAVAudio.read(path: path)
        #expect(written.sampleRate == 48_000 && written.channels == 1)
        let expected = rendered.map(SampleFormat.int16(from:))
        let got = try #require(written.int16Samples)
        #expect(got.count >= expected.count)
        #expect(Array(got.prefix(expected.count)) == expected)
        #expect(got.dropFirst(expected.count).allSatisfy { $0 == 0 })
        #expect(output.underruns == 0)
    }

    @Test("notes through ALSA's null device reach it whole, with no underrun")
    func nullDevice() async throws {
        let output = try ALSAOutput(device: "null")
        let engine = ToneEngine(output: output)
        for midi in [45, 69, 93] {
            let frequency = TuningSystem.equalTemperament.frequency(of: try MIDINote(midi))
            try await engine.play(frequency: frequency, amplitude: 0.5, duration: .milliseconds(200))
        }
        try engine.close()
        // Each note is 9,600 samples give or take half a period, padded to whole periods.
        #expect(output.framesWritten >= 3 * 9_000)
        #expect(output.framesWritten <= 3 * (9_700 + output.periodFrames))
        #expect(output.underruns == 0)
    }

    /// Plays through a fresh ALSA file PCM and returns the samples the plugin wrote.
    private func recordThroughALSA(
        timbre: Timbre = .sine,
        _ body: (ToneEngine) async throws -> Void
    ) async throws -> [Float] {
        let folder = try TemporaryDirectory()
        let path = folder.file("out.wav")
        let output = try ALSAOutput(device: "file:FILE=\(path),FORMAT=wav", format: .int16)
        let engine = ToneEngine(output: output, timbre: timbre)
        try await body(engine)
        try engine.close()
        return try WAVAudio.read(path: path).samples
    }
}
