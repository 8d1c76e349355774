import Audio
import Foundation
import Testing

@Suite("WAVAudio reading unusual and broken files")
struct WAVReaderTests {
    typealias B = RIFFBuilder

    static let values: [Int16] = [0, 1, -1, 32_767, -32_768, 1_000, -1_000]
    static let format = B.chunk("fmt ", B.format())
    static let data = B.chunk("data", B.samples(values))

    func read(_ bytes: [UInt8]) throws(AudioError) -> WAVAudio {
        try WAVAudio(data: bytes, path: "test.wav")
    }

    @Test("reads a plain 16-bit file, scaling by 32767 so the integers come back exactly")
    func plain() throws {
        let audio = try read(B.file([Self.format, Self.data]))
        #expect(audio.sampleRate == 48_000)
        #expect(audio.channels == 1)
        #expect(audio.format == .int16)
        #expect(audio.encoding == .integer(bits: 16))
        #expect(audio.frameCount == Self.values.count)
        #expect(audio.int16Samples == Self.values)
        #expect(audio.samples[3] == 1)
        #expect(audio.samples[4] == Float(-32_768) / 32_767)
    }

    @Test("takes chunks in any order and skips unknown ones, odd-sized ones with their pad byte")
    func chunkOrder() throws {
        let list = B.chunk("LIST", Array("INFOICMT\u{5}\0\0\0hello".utf8))
        #expect(list.count % 2 == 0 && (list.count - 8) % 2 == 0)
        let odd = B.chunk("junk", [1, 2, 3])
        #expect(odd.count == 12)
        let audio = try read(B.file([list, Self.data, odd, Self.format, B.chunk("LIST", [9])]))
        #expect(audio.int16Samples == Self.values)
    }

    @Test(
        "reads to the end of the file when a streamed writer left the data size unset",
        arguments: [0, 0xFFFF_FFFF, 0x7FFF_F000] as [UInt32]
    )
    func streamedDataSize(size: UInt32) throws {
        // A writer that cannot seek leaves the RIFF size unset as well.
        let bytes = B.file(
            [Self.format, B.chunk("data", B.samples(Self.values), declaredSize: size)], riffSize: 0)
        #expect(try read(bytes).int16Samples == Self.values)
        #expect(try read(bytes + [0x34]).int16Samples == Self.values, "a partial frame at the end is dropped")
    }

    @Test("an empty data chunk in a finished file is empty, even with chunks after it")
    func emptyDataThenList() throws {
        let bytes = B.file([
            Self.format, B.chunk("data", []), B.chunk("LIST", Array("INFOISFT\u{4}\0\0\0abc\0".utf8)),
        ])
        let audio = try read(bytes)
        #expect(audio.frameCount == 0)
        #expect(audio.samples.isEmpty)
    }

    @Test("ignores a wrong RIFF size", arguments: [0, 4, 0x7FFF_FFFF, 0xFFFF_FFFF] as [UInt32])
    func riffSize(size: UInt32) throws {
        #expect(try read(B.file([Self.format, Self.data], riffSize: size)).int16Samples == Self.values)
    }

    @Test("reads 8, 24 and 32-bit integers and 32 and 64-bit floats, plain and extensible")
    func otherEncodings() throws {
        let unsigned = try read(
            B.file([B.chunk("fmt ", B.format(bits: 8)), B.chunk("data", [128, 255, 1, 0])]))
        #expect(unsigned.samples == [0, 1, -1, Float(-128) / 127])
        let int24: [UInt8] = [0xFF, 0xFF, 0x7F, 0x01, 0x00, 0x80, 0xFF, 0xFF, 0xFF]
        for format in [B.format(bits: 24), B.extensibleFormat(subformat: 1, bits: 24)] {
            let audio = try read(B.file([B.chunk("fmt ", format), B.chunk("data", int24)]))
            #expect(audio.encoding == .integer(bits: 24))
            #expect(audio.format == nil)
            #expect(audio.samples == [1, -1, Float(-1) / 8_388_607])
        }
        let int32 = B.littleEndian(Int32.max) + B.littleEndian(Int32(-1_073_741_824))
        let wide = try read(B.file([B.chunk("fmt ", B.format(bits: 32)), B.chunk("data", int32)]))
        #expect(wide.samples == [1, Float(-1_073_741_824.0 / 2_147_483_647.0)])
        let floats: [Float] = [0.25, -1.5, .leastNonzeroMagnitude]
        let floatBytes = floats.flatMap { B.littleEndian($0.bitPattern) }
        for format in [B.format(tag: 3, bits: 32), B.extensibleFormat(subformat: 3, bits: 32)] {
            let audio = try read(B.file([B.chunk("fmt ", format), B.chunk("data", floatBytes)]))
            #expect(audio.format == .float32)
            #expect(audio.samples == floats)
        }
        let doubles = [0.25, -1.5].flatMap { B.littleEndian($0.bitPattern) }
        let double = try read(
            B.file([B.chunk("fmt ", B.format(tag: 3, bits: 64)), B.chunk("data", doubles)]))
        #expect(double.encoding == .float(bits: 64))
        #expect(double.samples == [0.25, -1.5])
    }

    @Test("splits interleaved channels")
    func channels() throws {
        let format = B.chunk("fmt ", B.format(channels: 2))
        let audio = try read(B.file([format, B.chunk("data", B.samples([1, -1, 2, -2, 3, -3]))]))
        #expect(audio.frameCount == 3)
        #expect(audio.channel(0).map(SampleFormat.int16(from:)) == [1, 2, 3])
        #expect(audio.channel(1).map(SampleFormat.int16(from:)) == [-1, -2, -3])
    }

    /// A broken file and what the reader must say about it.
    struct Malformed: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var bytes: [UInt8]
        var detail: String

        init(_ name: String, _ bytes: [UInt8], _ detail: String) {
            testDescription = name
            self.bytes = bytes
            self.detail = detail
        }
    }

    static let malformed: [Malformed] = [
        Malformed("empty", [], "no RIFF header"),
        Malformed("not RIFF", Array("RIFX\0\0\0\0WAVEfmt ".utf8), "no RIFF header (it starts with \"RIFX\")"),
        Malformed(
            "not WAVE", B.file([format, data], form: "AVI "), "a RIFF file of type \"AVI \", not WAVE"),
        Malformed("no fmt", B.file([data]), "no fmt chunk"),
        Malformed("no data", B.file([format, B.chunk("LIST", [1, 2])]), "no data chunk"),
        Malformed(
            "no data, cut short", B.file([format, B.chunk("LIST", [1, 2], declaredSize: 100)]),
            "no data chunk (a \"LIST\" chunk runs past the end of the file)"
        ),
        Malformed(
            "fmt cut short", B.file([B.chunk("fmt ", B.format(), declaredSize: 40)]),
            "truncated fmt chunk: it declares 40 bytes, the file holds 16"
        ),
        Malformed(
            "fmt too short", B.file([B.chunk("fmt ", Array(B.format().prefix(12))), data]),
            "truncated fmt chunk: 12 bytes, at least 16 are needed"
        ),
        Malformed(
            "A-law", B.file([B.chunk("fmt ", B.format(tag: 6, bits: 8)), data]),
            "unsupported format tag 6 (A-law); 1 (PCM), 3 (IEEE float) and 65534 (extensible) are read"
        ),
        Malformed(
            "tag 80", B.file([B.chunk("fmt ", B.format(tag: 80)), data]),
            "unsupported format tag 80; 1 (PCM), 3 (IEEE float) and 65534 (extensible) are read"
        ),
        Malformed(
            "12-bit", B.file([B.chunk("fmt ", B.format(bits: 12, blockAlign: 2)), data]),
            "unsupported sample size: 12-bit integer PCM (8, 16, 24 and 32 bits are read)"
        ),
        Malformed(
            "16-bit float", B.file([B.chunk("fmt ", B.format(tag: 3, bits: 16)), data]),
            "unsupported sample size: 16-bit float (32 and 64 bits are read)"
        ),
        Malformed(
            "extensible cut short", B.file([B.chunk("fmt ", B.format(tag: 0xFFFE)), data]),
            "truncated extensible fmt chunk: 16 bytes, 40 are needed"
        ),
        Malformed(
            "extensible GUID",
            B.file([
                B.chunk("fmt ", B.extensibleFormat(subformat: 1, guidTail: [UInt8](repeating: 7, count: 12))),
                data,
            ]),
            "unsupported extensible sub-format (GUID bytes 1 0 0 0 7 7 7 7 7 7 7 7 7 7 7 7); PCM and IEEE float are read"
        ),
        Malformed(
            "0 channels", B.file([B.chunk("fmt ", B.format(channels: 0, blockAlign: 0)), data]),
            "the fmt chunk gives 0 channels"),
        Malformed(
            "rate 0", B.file([B.chunk("fmt ", B.format(sampleRate: 0)), data]),
            "the fmt chunk gives a sample rate of 0"),
        Malformed(
            "block align", B.file([B.chunk("fmt ", B.format(blockAlign: 4)), data]),
            "block align 4 does not match 1 channel(s) of 16 bits (2 expected)"
        ),
    ]

    @Test("refuses malformed input, naming what is wrong", arguments: malformed)
    func refuses(input: Malformed) {
        #expect(throws: AudioError.invalidWAV(path: "test.wav", detail: input.detail)) {
            try read(input.bytes)
        }
    }

    @Test("the message names the file and the fault")
    func message() {
        let error = AudioError.invalidWAV(path: "take.wav", detail: "no fmt chunk")
        #expect(error.description == "take.wav is not a WAV file this program reads: no fmt chunk")
    }

    @Test("a file that does not exist is an I/O error naming it")
    func missingFile() throws {
        let path = "/nonexistent-\(UInt64.random(in: 0...UInt64.max))/take.wav"
        #expect(throws: AudioError.io(path: path, operation: "open", errno: ENOENT)) {
            try WAVAudio.read(path: path)
        }
    }
}
