import Audio
import Domain
import Testing

@Suite("Notes with bad parameters")
struct BadInputTests {
    @Test(
        "a frequency outside 20 Hz...20 kHz or not finite is refused, naming it",
        arguments: [19.99, 20_000.5, 0, -440, .nan, .infinity, -.infinity])
    func frequency(hertz: Double) {
        #expect(throws: AudioError.self) { try Tone(hertz: hertz, amplitude: 0.5) }
        do {
            _ = try Tone(hertz: hertz, amplitude: 0.5)
        } catch {
            #expect(error.description.contains("20...20000 Hz"))
        }
    }

    @Test("an amplitude outside 0...1 or not finite is refused", arguments: [-0.1, 1.01, .nan, .infinity])
    func amplitude(value: Double) {
        #expect(throws: AudioError.self) { try Tone(hertz: 440, amplitude: value) }
    }

    @Test("a refused note writes nothing")
    func nothingWritten() async throws {
        // Real-time, so the one good note below cannot run away if the test is slow to stop it.
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let frequencies = [10.0, 25_000]
        for hertz in frequencies {
            #expect(throws: AudioError.frequencyOutOfRange(hertz: hertz)) {
                try engine.play(frequency: Frequency(hertz: hertz), amplitude: 0.5)
            }
            await #expect(throws: AudioError.frequencyOutOfRange(hertz: hertz)) {
                try await engine.play(
                    frequency: Frequency(hertz: hertz), amplitude: 0.5, duration: .seconds(1))
            }
        }
        #expect(throws: AudioError.amplitudeOutOfRange(.infinity)) {
            try engine.play(frequency: Frequency(hertz: 440), amplitude: .infinity)
        }
        for duration in [Duration.zero, .milliseconds(-5)] {
            await #expect(throws: AudioError.durationNotPositive(duration)) {
                try await engine.play(frequency: Frequency(hertz: 440), amplitude: 0.5, duration: duration)
            }
        }
        let note = try engine.play(frequency: Frequency(hertz: 440), amplitude: 0.5)
        #expect(throws: AudioError.frequencyOutOfRange(hertz: 30_000)) {
            try note.adjustFrequency(Frequency(hertz: 30_000))
        }
        note.stop()
        try engine.close()
        // Only the one good note sounded, at its own pitch.
        #expect(output.flushes.count == 1)
    }

    @Test(
        "a ramp outside 1...10 ms is refused",
        arguments: [Duration.microseconds(999), .milliseconds(11), .zero, .milliseconds(-1)])
    func ramp(duration: Duration) {
        #expect(throws: AudioError.rampOutOfRange(duration)) { try Ramp(duration) }
    }

    @Test("ramps of 1 and 10 ms are allowed", arguments: [Duration.milliseconds(1), .milliseconds(10)])
    func rampLimits(duration: Duration) throws {
        #expect(try Ramp(duration).frames(atSampleRate: 48_000) == Int(duration / .milliseconds(1)) * 48)
    }

    @Test("the messages name the value and what is allowed")
    func messages() {
        #expect(
            AudioError.frequencyOutOfRange(hertz: 25_000).description
                == "frequency 25000 Hz is out of range; allowed: 20...20000 Hz")
        #expect(
            AudioError.amplitudeOutOfRange(1.5).description
                == "amplitude 1.5 is out of range; allowed: 0...1 (1 is full scale)")
        #expect(
            AudioError.rampOutOfRange(.milliseconds(12)).description
                == "ramp 12 ms is out of range; allowed: 1...10 ms")
        #expect(
            AudioError.durationNotPositive(.zero).description
                == "duration 0 s is not positive; a note or segment must last longer than 0 s")
        #expect(AudioError.sampleRateOutOfRange(4_000).description.contains("8000...192000 Hz"))
    }
}
