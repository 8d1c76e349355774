import Audio
import AudioTestSupport
import Foundation
import Testing

@Suite("WAV files and sox agree", .enabled(if: Sox.isInstalled, "sox is not installed at /usr/bin/sox"))
struct WAVSoxTests {
    @Test(
        "sox reads our files: rate, channels, precision and length, with no warning",
        arguments: [
            (SampleFormat.int16, 1, 48_000, 16, "16-bit Signed Integer PCM"),
            (SampleFormat.int16, 2, 44_100, 16, "16-bit Signed Integer PCM"),
            (SampleFormat.float32, 1, 96_000, 25, "32-bit Floating Point PCM"),
            (SampleFormat.float32, 2, 8_000, 25, "32-bit Floating Point PCM"),
        ]
    )
    func soxReadsOurs(format: SampleFormat, channels: Int, sampleRate: Int, precision: Int, encoding: String)
        throws
    {
        let directory = try TemporaryDirectory()
        let path = directory.file("ours.wav")
        let frames = 12_345
        let writer = try WAVWriter(path: path, sampleRate: sampleRate, format: format, channels: channels)
        let samples = (0..<(frames * channels)).map { Float(sin(Double($0) / 10)) / 2 }
        try writer.write(samples.span)
        try writer.finish()

        let (info, warnings) = try Sox.info(path)
        #expect(
            info
                == Sox.Info(
                    channels: channels, sampleRate: sampleRate, precision: precision, frames: frames,
                    encoding: encoding))
        #expect(warnings.isEmpty)
    }

    @Test("sox decodes our 16-bit samples to the same integers")
    func soxDecodesOurs() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("ours.wav")
        let samples = (0..<4_800).map { Float(sin(Double($0) / 7)) * 0.9 }
        let writer = try WAVWriter(path: path, sampleRate: 48_000, format: .int16)
        try writer.write(samples.span)
        try writer.finish()
        let raw = directory.file("ours.raw")
        _ = try Sox.run([path, "-t", "raw", "-e", "signed-integer", "-b", "16", "-L", raw])
        let bytes = try #require(FileManager.default.contents(atPath: raw))
        let decoded = stride(from: 0, to: bytes.count, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
        #expect(decoded == samples.map(SampleFormat.int16(from:)))
    }

    @Test(
        "we read what sox writes: 8, 16, 24-bit, float, extensible, several channels",
        arguments: [
            (["-b", "16"], 1, WAVAudio.Encoding.integer(bits: 16)),
            (["-b", "8"], 1, .integer(bits: 8)),
            (["-b", "24"], 1, .integer(bits: 24)),
            (["-b", "32"], 1, .integer(bits: 32)),
            (["-e", "floating-point", "-b", "32"], 1, .float(bits: 32)),
            (["-e", "floating-point", "-b", "64"], 1, .float(bits: 64)),
            (["-b", "16", "-c", "3"], 3, .integer(bits: 16)),
        ]
    )
    func weReadSox(options: [String], channels: Int, encoding: WAVAudio.Encoding) throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("sox.wav")
        _ = try Sox.run(
            ["-D", "-n", "-r", "48000"] + options + [path, "synth", "0.5", "sine", "440", "gain", "-6"])
        let audio = try WAVAudio.read(path: path)
        #expect(audio.sampleRate == 48_000)
        #expect(audio.channels == channels)
        #expect(audio.encoding == encoding)
        #expect(audio.frameCount == 24_000)
        let tone = audio.channel(channels - 1)
        #expect(abs(ToneAnalysis.peak(tone) - 0.5) < 0.01)
        if encoding != .integer(bits: 8) {
            let frequency = ToneAnalysis.frequency(of: tone, sampleRate: 48_000, near: 440)
            #expect(abs(ToneAnalysis.cents(frequency, relativeTo: 440)) < 0.01)
        }
    }

    @Test("we read a sox file with LIST chunks added before and after the samples")
    func listChunk() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("sox.wav")
        _ = try Sox.run(["-D", "-n", "-r", "48000", "-b", "16", path, "synth", "0.1", "sine", "440"])
        let plain = try WAVAudio.read(path: path)
        var bytes = try #require(FileManager.default.contents(atPath: path).map(Array.init))
        #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
        let list = RIFFBuilder.chunk("LIST", Array("INFOISFT\u{7}\0\0\0trainr!".utf8))
        bytes.insert(contentsOf: list, at: 36)
        bytes += RIFFBuilder.chunk("LIST", Array("INFOICMT\u{3}\0\0\0abc".utf8))
        let riffSize = RIFFBuilder.littleEndian(UInt32(bytes.count - 8))
        bytes.replaceSubrange(4..<8, with: riffSize)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(try WAVAudio.read(path: path) == plain)
        #expect(plain.frameCount == 4_800)
        #expect(try Sox.info(path).info.frames == 4_800, "sox agrees the file is well formed")
    }

    @Test("we read what sox streams to a pipe, whose header sizes it cannot fix")
    func piped() throws {
        let output = try Sox.run([
            "-D", "-n", "-r", "48000", "-b", "16", "-t", "wav", "-", "synth", "0.1", "sine", "440",
        ])
        let bytes = Array(output.data)
        #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
        #expect(
            RIFFBuilder.littleEndian(UInt32(bytes.count - 44)) != Array(bytes[40..<44]), "the size is unset")
        let audio = try WAVAudio(data: bytes, path: "-")
        #expect(audio.frameCount == 4_800)
    }
}
