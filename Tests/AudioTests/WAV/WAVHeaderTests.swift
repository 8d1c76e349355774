import Audio
import AudioTestSupport
import Foundation
import Testing

@Suite("WAVWriter's header, field by field")
struct WAVHeaderTests {
    /// The file's bytes after writing `frames` frames of a ramp.
    static func bytes(format: SampleFormat, channels: Int, sampleRate: Int, frames: Int) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let path = directory.file("header.wav")
        let writer = try WAVWriter(path: path, sampleRate: sampleRate, format: format, channels: channels)
        let samples = (0..<(frames * channels)).map { Float($0) / 1_000 }
        try writer.write(samples.span)
        try writer.finish()
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func u16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }
    static func u32(_ bytes: [UInt8], _ offset: Int) -> Int {
        u16(bytes, offset) | u16(bytes, offset + 2) << 16
    }
    static func text(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
    }

    @Test(
        "16-bit: the canonical 44-byte header",
        arguments: [(1, 48_000, 1_001), (2, 44_100, 3), (1, 8_000, 0)])
    func int16(channels: Int, sampleRate: Int, frames: Int) throws {
        let bytes = try Self.bytes(format: .int16, channels: channels, sampleRate: sampleRate, frames: frames)
        let dataBytes = frames * channels * 2
        #expect(bytes.count == 44 + dataBytes)
        #expect(Self.text(bytes, 0) == "RIFF")
        #expect(Self.u32(bytes, 4) == bytes.count - 8)
        #expect(Self.u32(bytes, 4) % 2 == 0)
        #expect(Self.text(bytes, 8) == "WAVE")
        #expect(Self.text(bytes, 12) == "fmt ")
        #expect(Self.u32(bytes, 16) == 16, "fmt chunk size")
        #expect(Self.u16(bytes, 20) == 1, "format tag: PCM")
        #expect(Self.u16(bytes, 22) == channels)
        #expect(Self.u32(bytes, 24) == sampleRate)
        #expect(Self.u32(bytes, 28) == sampleRate * channels * 2, "byte rate")
        #expect(Self.u16(bytes, 32) == channels * 2, "block align")
        #expect(Self.u16(bytes, 34) == 16, "bits per sample")
        #expect(Self.text(bytes, 36) == "data")
        #expect(Self.u32(bytes, 40) == dataBytes)
    }

    @Test("32-bit float: an 18-byte fmt chunk with format tag 3 and cbSize 0, then a fact chunk")
    func float32() throws {
        let frames = 777
        let bytes = try Self.bytes(format: .float32, channels: 1, sampleRate: 96_000, frames: frames)
        #expect(bytes.count == 58 + frames * 4)
        #expect(Self.text(bytes, 0) == "RIFF")
        #expect(Self.u32(bytes, 4) == bytes.count - 8)
        #expect(Self.text(bytes, 8) == "WAVE")
        #expect(Self.text(bytes, 12) == "fmt ")
        #expect(Self.u32(bytes, 16) == 18, "fmt chunk size")
        #expect(Self.u16(bytes, 20) == 3, "format tag: IEEE float")
        #expect(Self.u16(bytes, 22) == 1)
        #expect(Self.u32(bytes, 24) == 96_000)
        #expect(Self.u32(bytes, 28) == 96_000 * 4, "byte rate")
        #expect(Self.u16(bytes, 32) == 4, "block align")
        #expect(Self.u16(bytes, 34) == 32, "bits per sample")
        #expect(Self.u16(bytes, 36) == 0, "cbSize")
        #expect(Self.text(bytes, 38) == "fact")
        #expect(Self.u32(bytes, 42) == 4)
        #expect(Self.u32(bytes, 46) == frames, "sample length per channel")
        #expect(Self.text(bytes, 50) == "data")
        #expect(Self.u32(bytes, 54) == frames * 4)
        let first = UInt32(Self.u32(bytes, 58 + 4))
        #expect(Float(bitPattern: first) == 0.001, "samples stored little-endian as written")
    }
}
