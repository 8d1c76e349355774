public import Domain
import Foundation

/// Renders a sequence of tone and silence segments, exact to the sample: the sound Morse code
/// is made of. The segments are Domain's `MorseSegment`, which `MorseTiming.segments(for:)`
/// produces, though nothing here is specific to Morse.
///
/// Segment boundaries are placed at the sample nearest to the exact running time, computed from
/// the sum of the durations (never by adding rounded lengths), so no error accumulates over a
/// book-length text. Every tone starts at the same phase and has the same ramps, so each
/// element of the same length is the same run of samples, which is what a decoder expects.
/// The ramps lie inside the tone: a 60 ms dit at 48 kHz is 2880 samples whose first and last
/// are the silent ends of its ramps.
public struct ToneSequenceRenderer: Sendable {
    /// The tone every segment sounds.
    public let tone: Tone
    /// Attack and release of each tone segment.
    public let ramp: Ramp
    /// The colour of the tone.
    public let timbre: Timbre
    /// Samples per second.
    public let sampleRate: Int

    /// Samples handed to the sink at a time.
    public static let chunkFrames = 8_192

    /// Makes a renderer.
    /// - Throws: `AudioError.sampleRateOutOfRange`.
    public init(
        tone: Tone,
        ramp: Ramp = .standard,
        timbre: Timbre = .sine,
        sampleRate: Int = ToneLimits.defaultSampleRate
    ) throws(AudioError) {
        guard ToneLimits.sampleRates.contains(sampleRate) else { throw .sampleRateOutOfRange(sampleRate) }
        self.tone = tone
        self.ramp = ramp
        self.timbre = timbre
        self.sampleRate = sampleRate
    }

    /// The number of samples `segments` render to.
    public func frameCount(of segments: some Sequence<MorseSegment>) -> Int {
        FrameCount.frames(in: segments.reduce(.zero) { $0 + $1.duration }, sampleRate: sampleRate)
    }

    /// Renders the segments and hands the samples to `sink` in chunks of `chunkFrames` (the
    /// last may be shorter), so memory stays flat for any length.
    /// - Parameters:
    ///   - segments: The sequence; every duration must be above zero.
    ///   - sink: Receives the samples in order; what it throws stops the rendering.
    /// - Throws: `AudioError.durationNotPositive` before any sample is rendered, or the sink's error.
    public func render(
        _ segments: [MorseSegment],
        into sink: (Span<Float>) throws(AudioError) -> Void
    ) throws(AudioError) {
        if let bad = segments.first(where: { $0.duration <= .zero }) {
            throw .durationNotPositive(bad.duration)
        }
        var chunk = [Float](repeating: 0, count: Self.chunkFrames)
        var filled = 0
        var elapsed = Duration.zero
        var position = 0
        for segment in segments {
            elapsed += segment.duration
            let end = FrameCount.frames(in: elapsed, sampleRate: sampleRate)
            let length = end - position
            position = end
            var voice: Voice?
            if case .tone = segment, length > 0 {
                voice = Voice(
                    sequenceTone: tone,
                    rampFrames: ramp.frames(atSampleRate: sampleRate),
                    frames: length,
                    sampleRate: sampleRate,
                    timbre: timbre
                )
            }
            var left = length
            while left > 0 {
                let count = min(left, Self.chunkFrames - filled)
                for index in filled..<(filled + count) { chunk[index] = 0 }
                _ = voice?.render(into: &chunk, from: filled, count: count)
                filled += count
                left -= count
                if filled == Self.chunkFrames {
                    try sink(chunk.span)
                    filled = 0
                }
            }
        }
        if filled > 0 { try sink(chunk.span.extracting(0..<filled)) }
    }

    /// Renders the segments into memory.
    /// - Throws: `AudioError.durationNotPositive` for a segment of zero length or below.
    public func render(_ segments: [MorseSegment]) throws(AudioError) -> [Float] {
        var samples: [Float] = []
        samples.reserveCapacity(frameCount(of: segments))
        try render(segments) { (chunk: Span<Float>) throws(AudioError) in
            for index in chunk.indices { samples.append(chunk[index]) }
        }
        return samples
    }
}
