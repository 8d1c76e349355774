import Audio
import AudioTestSupport
import Domain
import Foundation
import Testing

@Suite("The tone engine")
struct ToneEngineTests {
    static let keyboard = Array(21...108)
    static let sampleNotes = [21, 28, 33, 40, 45, 57, 69, 81, 93, 108]

    /// Every key with the sine, and a spread of keys with the harmonic timbre.
    static let tuningCases = keyboard.map { ($0, Timbre.sine) } + sampleNotes.map { ($0, Timbre.harmonic) }

    @Test("a timed note's fundamental is within 0.1 cent of its frequency, A0 to C8", arguments: tuningCases)
    func inTune(midi: Int, timbre: Timbre) async throws {
        let frequency = try equalTempered(midi)
        let samples = try await playTimed(frequency, timbre: timbre, duration: .milliseconds(600))
        let measured = ToneAnalysis.frequency(
            of: steadyPart(samples, hertz: frequency.hertz), sampleRate: 48_000, near: frequency.hertz)
        #expect(
            abs(Frequency(hertz: measured).cents(from: frequency).value) < 0.1, "MIDI \(midi): \(measured) Hz"
        )
    }

    @Test(
        "no step at onset or offset is larger than the steady tone's largest step",
        arguments: sampleNotes, Timbre.allCases)
    func noClick(midi: Int, timbre: Timbre) async throws {
        let frequency = try equalTempered(midi)
        let samples = try await playTimed(frequency, timbre: timbre, duration: .milliseconds(500))
        let period = Int((48_000 / frequency.hertz).rounded(.up))
        let edge = 240 + 2 * period
        let steady = ToneAnalysis.maxStep(Array(samples[edge..<(samples.count - edge)]))
        let onset = ToneAnalysis.maxStep(Array(samples[0..<edge]))
        let offset = ToneAnalysis.maxStep(Array(samples[(samples.count - edge)...]))
        // One 16-bit step of slack would be generous; the float samples need far less.
        #expect(onset <= steady * 1.0001, "onset \(onset) vs steady \(steady)")
        #expect(offset <= steady * 1.0001, "offset \(offset) vs steady \(steady)")
        #expect(samples.first == 0)
        #expect(abs(samples.last ?? 1) < 1e-6)
    }

    @Test("a timed note lasts its duration to within half a period, and is one burst")
    func timedLength() async throws {
        for hertz in [55.0, 440, 3_000] {
            let output = try RecordingOutput()
            let engine = ToneEngine(output: output)
            try await engine.play(
                frequency: Frequency(hertz: hertz), amplitude: 0.5, duration: .milliseconds(300))
            try engine.close()
            let halfPeriod = 48_000 / hertz / 2
            #expect(abs(Double(output.samples.count - 14_400)) <= halfPeriod + 1, "\(hertz) Hz")
            #expect(output.flushes == [output.samples.count])
        }
    }

    @Test("adjustFrequency moves the pitch without a step larger than the steady tone's")
    func adjustWithoutClick() async throws {
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let amplitude = 0.8
        let pitches: [Double] = [452, 431.5, 880, 220, 440.25]
        let note = try engine.play(frequency: Frequency(hertz: 440), amplitude: amplitude)
        for hertz in pitches {
            try await Task.sleep(for: .milliseconds(60))
            try note.adjustFrequency(Frequency(hertz: hertz))
        }
        // Wait for half a second of sound after the last change, however slow the machine is.
        let changedAt = output.samples.count
        while output.samples.count < changedAt + 24_000 { try await Task.sleep(for: .milliseconds(10)) }
        note.stop()
        try await waitUntilFinished(note)
        try engine.close()
        let samples = output.samples
        // A sine of amplitude A at f Hz never steps more than 2 A sin(pi f / rate).
        let bound = Float(2 * amplitude * sin(Double.pi * 880 / 48_000)) * 1.0001
        #expect(ToneAnalysis.maxStep(samples) <= bound)
        // The last pitch is the one that sounds, exactly.
        let tail = Array(samples[(samples.count - 18_000)..<(samples.count - 1_000)])
        let measured = ToneAnalysis.frequency(of: tail, sampleRate: 48_000, near: 440.25)
        #expect(abs(Frequency(hertz: measured).cents(from: Frequency(hertz: 440.25)).value) < 0.1)
    }

    @Test("stop is idempotent, ends with the release ramp, and a stopped note ignores changes")
    func stopIdempotent() async throws {
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let note = try engine.play(frequency: Frequency(hertz: 330), amplitude: 0.5)
        try await Task.sleep(for: .milliseconds(50))
        note.stop()
        note.stop()
        try await waitUntilFinished(note)
        try note.adjustFrequency(Frequency(hertz: 660))
        note.stop()
        try engine.close()
        let samples = output.samples
        #expect(note.isFinished)
        #expect(samples.count > 2_400)
        #expect(abs(samples.last ?? 1) < 1e-6)
        #expect(output.flushes == [samples.count])
    }

    @Test("stopAll releases every sounding note")
    func stopAll() async throws {
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let first = try engine.play(frequency: Frequency(hertz: 262), amplitude: 0.3)
        let second = try engine.play(frequency: Frequency(hertz: 392), amplitude: 0.3)
        try await Task.sleep(for: .milliseconds(30))
        engine.stopAll()
        try await waitUntilFinished(first)
        try await waitUntilFinished(second)
        try engine.close()
    }

    @Test("cancelling the task of a timed note stops it early with its release")
    func cancellation() async throws {
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let playing = Task {
            try await engine.play(frequency: Frequency(hertz: 440), amplitude: 0.5, duration: .seconds(10))
        }
        try await Task.sleep(for: .milliseconds(80))
        playing.cancel()
        try await playing.value
        try engine.close()
        let samples = output.samples
        #expect(samples.count < 48_000)
        #expect(abs(samples.last ?? 1) < 1e-6)
    }

    @Test("a note cancelled before it starts makes no sound")
    func cancelledBeforeStart() async throws {
        let output = try RecordingOutput()
        let engine = ToneEngine(output: output)
        let playing = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await engine.play(frequency: Frequency(hertz: 440), amplitude: 0.5, duration: .seconds(10))
        }
        try await playing.value
        try engine.close()
        #expect(output.samples.isEmpty)
    }

    @Test("a closed engine refuses notes, and closing twice is harmless")
    func closed() async throws {
        let output = try RecordingOutput()
        let engine = ToneEngine(output: output)
        try engine.close()
        try engine.close()
        #expect(throws: AudioError.outputClosed) {
            try engine.play(frequency: Frequency(hertz: 440), amplitude: 0.5)
        }
        await #expect(throws: AudioError.outputClosed) {
            try await engine.play(frequency: Frequency(hertz: 440), amplitude: 0.5, duration: .seconds(1))
        }
    }

    // MARK: Helpers

    private func playTimed(_ frequency: Frequency, timbre: Timbre, duration: Duration) async throws -> [Float]
    {
        let output = try RecordingOutput()
        let engine = ToneEngine(output: output, timbre: timbre)
        try await engine.play(frequency: frequency, amplitude: 0.5, duration: duration)
        try engine.close()
        return output.samples
    }

    private func waitUntilFinished(_ note: any PlaybackHandle) async throws {
        for _ in 0..<400 where !note.isFinished { try await Task.sleep(for: .milliseconds(5)) }
        #expect(note.isFinished)
    }
}

/// The equal-tempered frequency of a MIDI note at A4 = 440 Hz.
func equalTempered(_ midi: Int) throws -> Frequency {
    TuningSystem.equalTemperament.frequency(of: try MIDINote(midi))
}

/// The samples between the attack and the release, with a period's margin at each end.
func steadyPart(_ samples: [Float], hertz: Double, rampFrames: Int = 240) -> [Float] {
    let margin = rampFrames + Int((48_000 / hertz).rounded(.up)) * 2
    return Array(samples[margin..<(samples.count - margin)])
}
