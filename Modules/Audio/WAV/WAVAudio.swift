/// The samples of a WAV file, read whole into memory, for tests and tools to check what was
/// written.
///
/// Reads integer PCM (8, 16, 24, 32 bits), IEEE float (32, 64 bits) and WAVE_FORMAT_EXTENSIBLE
/// with either, in any chunk order, skipping unknown chunks, including files a streamed writer
/// left with unpatched sizes (see `WAVLayout`).
///
/// Integers are divided by their largest positive value (32767 for 16 bits), the inverse of
/// `SampleFormat.int16(from:)`: a file written by `WAVWriter` reads back so that converting again
/// gives the same integers, bit for bit (`int16Samples`). The most negative integer reads as
/// slightly below -1 (-32768/32767). Files from other writers, which scale by 32768, read 0.003 %
/// louder than they meant, which no test of pitch or timing can notice.
public struct WAVAudio: Sendable, Equatable {
    /// How the file stored its samples.
    public enum Encoding: Sendable, Equatable, Hashable {
        /// Signed integers (unsigned for 8 bits) of this many bits.
        case integer(bits: Int)
        /// IEEE floats of this many bits.
        case float(bits: Int)
    }

    /// Frames per second.
    public let sampleRate: Int
    /// Samples per frame.
    public let channels: Int
    /// How the file stored its samples.
    public let encoding: Encoding
    /// Every sample, frames one after another, channels interleaved within a frame.
    public let samples: [Float]

    /// Reads a WAV file.
    /// - Parameter path: The file.
    /// - Returns: Its samples and format.
    /// - Throws: `AudioError.io` when the file cannot be read, `.invalidWAV` naming what is wrong
    ///   with its content.
    public static func read(path: String) throws(AudioError) -> WAVAudio {
        try WAVAudio(data: WAVFileSystem.contents(of: path), path: path)
    }

    /// Decodes the bytes of a WAV file.
    /// - Parameters:
    ///   - data: The whole file.
    ///   - path: Where it came from, for messages.
    /// - Throws: `AudioError.invalidWAV` naming what is wrong: no RIFF header, no `fmt ` or `data`
    ///   chunk, a truncated `fmt ` chunk, an unsupported format tag or sample size.
    public init(data: [UInt8], path: String) throws(AudioError) {
        let layout = try WAVLayout(bytes: data, path: path)
        let format = try WAVFormatChunk(bytes: data, range: layout.format, path: path)
        let frames = layout.data.count / format.blockAlign
        let bytes = layout.data.lowerBound..<(layout.data.lowerBound + frames * format.blockAlign)
        sampleRate = format.sampleRate
        channels = format.channels
        encoding = format.encoding
        samples = Self.decode(data, bytes, as: format.encoding)
    }

    /// The storage format when it is one `WAVWriter` writes: 16-bit integers or 32-bit floats.
    public var format: SampleFormat? {
        switch encoding {
        case .integer(bits: 16): .int16
        case .float(bits: 32): .float32
        default: nil
        }
    }

    /// The number of frames (samples per channel).
    public var frameCount: Int { samples.count / channels }

    /// How long the samples last.
    public var duration: Duration { .seconds(Double(frameCount) / Double(sampleRate)) }

    /// The samples of one channel.
    /// - Parameter index: The channel, from 0; one outside the file's channels is a programming
    ///   error.
    /// - Returns: That channel's samples, one per frame.
    public func channel(_ index: Int) -> [Float] {
        precondition((0..<channels).contains(index), "no channel \(index) in a \(channels)-channel file")
        if channels == 1 { return samples }
        return stride(from: index, to: samples.count, by: channels).map { samples[$0] }
    }

    /// The integers a 16-bit file holds, exactly; nil for any other encoding.
    public var int16Samples: [Int16]? {
        guard encoding == .integer(bits: 16) else { return nil }
        return samples.map(SampleFormat.int16(from:))
    }
}
