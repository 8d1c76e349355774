import Audio
import AudioTestSupport
import Domain
import Foundation
import Testing

@Suite("The tone-sequence renderer")
struct ToneSequenceRendererTests {
    @Test("\"PARIS \" twenty times at 20 WPM lasts 60.000 s: 2,880,000 samples exactly")
    func paris() throws {
        let timing = try MorseTiming(characterWPM: 20)
        let code = try MorseAlphabet.itu.encode(String(repeating: "PARIS ", count: 20))
        // The standard counts a word gap after the last word, which the segments leave to the caller.
        let segments = timing.segments(for: code) + [.silence(timing.wordGap)]
        let renderer = try ToneSequenceRenderer(tone: Tone(hertz: 600, amplitude: 0.5))
        #expect(renderer.frameCount(of: segments) == 2_880_000)
        var total = 0
        var largest = 0
        try renderer.render(segments) { (chunk: Span<Float>) throws(AudioError) in
            total += chunk.count
            largest = max(largest, chunk.count)
        }
        #expect(total == 2_880_000)
        #expect(largest == ToneSequenceRenderer.chunkFrames)
    }

    @Test(
        "every segment starts at the sample nearest its exact time, and matches the formula sample by sample",
        arguments: [(20, 20), (13, 13), (18, 5), (60, 60), (5, 4)])
    func exactToTheSample(characterWPM: Int, effectiveWPM: Int) throws {
        let timing = try MorseTiming(characterWPM: characterWPM, effectiveWPM: effectiveWPM)
        let segments = timing.segments(for: try MorseAlphabet.itu.encode("CQ DE K1ABC 73"))
        let hertz = 700.0
        let amplitude = 0.6
        let renderer = try ToneSequenceRenderer(tone: Tone(hertz: hertz, amplitude: amplitude))
        let samples = try renderer.render(segments)
        var elapsed = Duration.zero
        var start = 0
        for segment in segments {
            elapsed += segment.duration
            let end = FrameCount.frames(in: elapsed, sampleRate: 48_000)
            let piece = samples[start..<end]
            switch segment {
            case .silence:
                #expect(piece.allSatisfy { $0 == 0 }, "silence \(start)..<\(end)")
            case .tone:
                let expected = Self.expectedTone(frames: end - start, hertz: hertz, amplitude: amplitude)
                let worst = zip(piece, expected).map { abs(Double($0) - $1) }.max() ?? 0
                #expect(worst < 1e-5, "tone \(start)..<\(end) differs by \(worst)")
            }
            start = end
        }
        #expect(start == samples.count)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(abs(Double(samples.count) - seconds * 48_000) <= 0.5)
    }

    @Test("the sounding regions are the tone segments")
    func soundingRegions() throws {
        let timing = try MorseTiming(characterWPM: 25)
        let segments = timing.segments(for: try MorseAlphabet.itu.encode("SOS"))
        let samples = try ToneSequenceRenderer(tone: Tone(hertz: 800, amplitude: 0.5)).render(segments)
        let regions = ToneAnalysis.soundingRegions(samples, threshold: 0)
        #expect(regions.count == segments.filter(\.isTone).count)
    }

    @Test("a segment of zero length is refused before anything is rendered")
    func badSegment() throws {
        let renderer = try ToneSequenceRenderer(tone: Tone(hertz: 600, amplitude: 0.5))
        var called = false
        #expect(throws: AudioError.durationNotPositive(.zero)) {
            try renderer.render([.tone(.milliseconds(60)), .silence(.zero)]) {
                (_: Span<Float>) throws(AudioError) in
                called = true
            }
        }
        #expect(!called)
    }

    @Test("a sample rate outside 8 kHz...192 kHz is refused")
    func sampleRate() throws {
        #expect(throws: AudioError.sampleRateOutOfRange(4_000)) {
            try ToneSequenceRenderer(tone: Tone(hertz: 600, amplitude: 0.5), sampleRate: 4_000)
        }
    }

    @Test("frame positions round the exact time to the nearest sample")
    func frameCount() {
        #expect(FrameCount.frames(in: .milliseconds(60), sampleRate: 48_000) == 2_880)
        #expect(FrameCount.frames(in: .seconds(60), sampleRate: 48_000) == 2_880_000)
        // 1.2 / 13 s = 92.307... ms = 4430.77 samples.
        #expect(FrameCount.frames(in: .seconds(1.2) / 13, sampleRate: 48_000) == 4_431)
        #expect(FrameCount.frames(in: .seconds(3_600 * 24), sampleRate: 192_000) == 16_588_800_000)
    }

    /// A tone of `frames` samples as the renderer documents it: phase 0 at the first sample, a
    /// raised-cosine attack of 240 samples whose first sample is silent, and a release of 241
    /// whose last is.
    static func expectedTone(frames: Int, hertz: Double, amplitude: Double) -> [Double] {
        let ramp = max(1, min(240, (frames - 1) / 2))
        let releaseStart = frames - ramp - 1
        return (0..<frames).map { index in
            let gain: Double
            if index < ramp {
                gain = 0.5 - 0.5 * cos(Double.pi * Double(index) / Double(ramp))
            } else if index < releaseStart {
                gain = 1
            } else {
                gain = 0.5 + 0.5 * cos(Double.pi * Double(index - releaseStart) / Double(ramp))
            }
            return amplitude * gain * sin(2 * Double.pi * hertz * Double(index) / 48_000)
        }
    }
}
