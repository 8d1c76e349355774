import Audio
import Domain
import Foundation
import Testing

@Suite("Tone sequences played live by the engine")
struct LiveSequenceTests {
    @Test(
        "the engine plays exactly the samples the renderer writes, at several speeds",
        arguments: [(20, 20), (13, 13), (18, 5)])
    func sameAsRenderer(characterWPM: Int, effectiveWPM: Int) async throws {
        let timing = try MorseTiming(characterWPM: characterWPM, effectiveWPM: effectiveWPM)
        let segments = timing.segments(for: try MorseAlphabet.itu.encode("CQ K1ABC"))
        let tone = try Tone(hertz: 650, amplitude: 0.5)
        let output = try RecordingOutput()
        let engine = ToneEngine(output: output)
        try await engine.play(segments, tone: tone)
        try engine.close()
        let rendered = try ToneSequenceRenderer(tone: tone).render(segments)
        // The renderer ends with the last tone's silent last sample; so does the engine's burst.
        #expect(output.samples == rendered)
        #expect(output.flushes == [rendered.count])
    }

    @Test("cancelling a sequence ends it after the sounding tone's release, with no click")
    func cancelled() async throws {
        let timing = try MorseTiming(characterWPM: 10)
        // Minutes of sound, so the cancel lands inside it however busy the machine is.
        let segments = timing.segments(for: try MorseAlphabet.itu.encode(String(repeating: "T", count: 400)))
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let playing = Task { try await engine.play(segments, tone: try Tone(hertz: 500, amplitude: 0.8)) }
        let target = 48_000 / 2
        while output.samples.count < target { try await Task.sleep(for: .milliseconds(5)) }
        playing.cancel()
        try await playing.value
        try engine.close()
        let samples = output.samples
        let full = try ToneSequenceRenderer(tone: Tone(hertz: 500, amplitude: 0.8)).frameCount(of: segments)
        #expect(samples.count < full)
        #expect(abs(samples.last ?? 1) < 1e-6)
        var largest: Float = 0
        for index in 1..<samples.count { largest = max(largest, abs(samples[index] - samples[index - 1])) }
        #expect(largest <= Float(2 * 0.8 * sin(Double.pi * 500 / 48_000)) * 1.0001)
    }

    @Test("a segment of zero length is refused and nothing sounds")
    func badSegment() async throws {
        let output = try RecordingOutput()
        let engine = ToneEngine(output: output)
        await #expect(throws: AudioError.durationNotPositive(.zero)) {
            try await engine.play(
                [.tone(.milliseconds(60)), .silence(.zero)], tone: try Tone(hertz: 600, amplitude: 0.5))
        }
        try engine.close()
        #expect(output.samples.isEmpty)
    }
}
