import Audio
import AudioTestSupport
import Domain
import Testing

@Suite("WAVWriter and WAVAudio round trip")
struct WAVRoundTripTests {
    /// Samples that exercise rounding and clipping: random levels beyond full scale, the extremes,
    /// values halfway between two 16-bit steps, and NaN.
    static func awkwardSamples(count: Int, seed: UInt64) -> [Float] {
        var random = SeededRandomSource(seed: seed)
        var samples = (0..<count).map { _ in Float.random(in: -1.2...1.2, using: &random) }
        samples += [1, -1, 0, -0.0, 0.5 / 32_767, -1.5 / 32_767, 32_766.5 / 32_767, .nan, .infinity]
        return samples
    }

    /// Writes `samples` in pieces of `piece` samples and reads the file back.
    static func roundTrip(
        _ samples: [Float], format: SampleFormat, channels: Int = 1, piece: Int = 4_096,
        in directory: TemporaryDirectory
    ) throws -> WAVAudio {
        let path = directory.file("take.wav")
        let writer = try WAVWriter(path: path, sampleRate: 44_100, format: format, channels: channels)
        var start = 0
        while start < samples.count {
            let end = min(samples.count, start + piece)
            let piece = samples[start..<end]
            try writer.write(piece.span)
            start = end
        }
        try writer.finish()
        return try WAVAudio.read(path: path)
    }

    @Test("16-bit: the integers read back are SampleFormat.int16(from:) of what was written, bit for bit")
    func int16() throws {
        let directory = try TemporaryDirectory()
        let samples = Self.awkwardSamples(count: 700_000, seed: 1)
        let audio = try Self.roundTrip(samples, format: .int16, piece: 4_097, in: directory)
        #expect(audio.sampleRate == 44_100)
        #expect(audio.channels == 1)
        #expect(audio.format == .int16)
        #expect(audio.frameCount == samples.count)
        #expect(audio.int16Samples == samples.map(SampleFormat.int16(from:)))
    }

    @Test("16-bit: rounding and clipping match SampleFormat.int16(from:) at every step and half step")
    func int16Rounding() throws {
        let directory = try TemporaryDirectory()
        let steps = (-32_769...32_768).flatMap { step in
            [Float(step), Float(step) + 0.5].flatMap { value in
                let sample = value / 32_767
                return [sample, sample.nextUp, sample.nextDown]
            }
        }
        let audio = try Self.roundTrip(steps, format: .int16, in: directory)
        #expect(audio.int16Samples == steps.map(SampleFormat.int16(from:)))
    }

    @Test("16-bit: writing what was read gives the same file again")
    func int16Stable() throws {
        let directory = try TemporaryDirectory()
        let first = try Self.roundTrip(
            Self.awkwardSamples(count: 10_000, seed: 2), format: .int16, in: directory)
        let second = try Self.roundTrip(first.samples, format: .int16, in: directory)
        #expect(second == first)
    }

    @Test("32-bit float: every sample reads back exactly, sign of zero and infinities included")
    func float32() throws {
        let directory = try TemporaryDirectory()
        var samples = Self.awkwardSamples(count: 300_000, seed: 3).filter { !$0.isNaN }
        samples += [.leastNonzeroMagnitude, -.greatestFiniteMagnitude, 1e-30]
        let audio = try Self.roundTrip(samples, format: .float32, piece: 1_000, in: directory)
        #expect(audio.format == .float32)
        #expect(audio.frameCount == samples.count)
        #expect(audio.samples.map(\.bitPattern) == samples.map(\.bitPattern))
    }

    @Test("writes a whole buffer's worth and more in one call", arguments: SampleFormat.allCases)
    func largeWrite(format: SampleFormat) throws {
        let directory = try TemporaryDirectory()
        let samples = (0..<1_000_003).map { Float($0 % 1_000) / 1_000 }
        let audio = try Self.roundTrip(samples, format: format, piece: samples.count, in: directory)
        #expect(audio.frameCount == samples.count)
        #expect(
            audio.int16Samples ?? audio.samples.map(SampleFormat.int16(from:))
                == samples.map(SampleFormat.int16(from:)))
    }

    @Test("interleaves channels, frames split across writes, a last partial frame completed with silence")
    func channels() throws {
        let directory = try TemporaryDirectory()
        let samples: [Float] = [0.1, -0.1, 0.2, -0.2, 0.3, -0.3, 0.4]
        let audio = try Self.roundTrip(samples, format: .float32, channels: 2, piece: 3, in: directory)
        #expect(audio.channels == 2)
        #expect(audio.frameCount == 4)
        #expect(audio.channel(0) == [0.1, 0.2, 0.3, 0.4])
        #expect(audio.channel(1) == [-0.1, -0.2, -0.3, 0])
    }

    @Test("silence is written as exact zeros, and framesWritten counts it", arguments: SampleFormat.allCases)
    func silence(format: SampleFormat) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("silence.wav")
        let writer = try WAVWriter(path: path, sampleRate: 8_000, format: format)
        let up: [Float] = [0.5]
        let down: [Float] = [-0.5]
        try writer.write(up.span)
        try writer.writeSilence(frames: 600_000)
        try writer.write(down.span)
        #expect(writer.framesWritten == 600_002)
        try writer.finish()
        let audio = try WAVAudio.read(path: path)
        #expect(audio.frameCount == 600_002)
        #expect(ToneAnalysis.soundingRegions(audio.samples) == [0..<1, 600_001..<600_002])
    }

    @Test("an empty file is valid", arguments: SampleFormat.allCases)
    func empty(format: SampleFormat) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("empty.wav")
        try WAVWriter(path: path, sampleRate: 48_000, format: format).finish()
        let audio = try WAVAudio.read(path: path)
        #expect(audio.frameCount == 0)
        #expect(audio.format == format)
    }
}
