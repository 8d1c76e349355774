/// What a `fmt ` chunk says about the samples, checked against what `WAVAudio` can decode.
///
/// Read: format tag 1 (integer PCM, 8, 16, 24 or 32 bits), 3 (IEEE float, 32 or 64 bits) and
/// 0xFFFE (WAVE_FORMAT_EXTENSIBLE) whose sub-format GUID is one of those two. Samples must fill
/// their container (block align = channels × bytes per sample), which is how sox, ALSA and every
/// common writer store them.
struct WAVFormatChunk: Sendable, Equatable {
    let encoding: WAVAudio.Encoding
    let channels: Int
    let sampleRate: Int
    /// Bytes per frame.
    let blockAlign: Int

    /// The tail shared by the sub-format GUIDs of PCM and IEEE float
    /// (`0000000x-0000-0010-8000-00AA00389B71`), after the 4 bytes holding the format tag.
    private static let guidTail: [UInt8] = [
        0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71,
    ]

    /// Names of format tags that turn up in the wild, for the message that refuses them.
    private static let knownTags: [UInt16: String] = [
        0x0002: "Microsoft ADPCM", 0x0006: "A-law", 0x0007: "µ-law", 0x0011: "IMA ADPCM", 0x0055: "MP3",
    ]

    /// Parses the chunk body at `range`.
    /// - Throws: `AudioError.invalidWAV` naming the field that is wrong or unsupported.
    init(bytes: [UInt8], range: Range<Int>, path: String) throws(AudioError) {
        func invalid(_ detail: String) -> AudioError { .invalidWAV(path: path, detail: detail) }
        let base = range.lowerBound
        guard range.count >= 16 else {
            throw invalid("truncated fmt chunk: \(range.count) bytes, at least 16 are needed")
        }
        var tag = bytes.littleEndianUInt16(at: base)
        channels = Int(bytes.littleEndianUInt16(at: base + 2))
        sampleRate = Int(bytes.littleEndianUInt32(at: base + 4))
        blockAlign = Int(bytes.littleEndianUInt16(at: base + 12))
        let bits = Int(bytes.littleEndianUInt16(at: base + 14))
        if tag == WAVHeader.extensibleTag {
            guard range.count >= 40, bytes.littleEndianUInt16(at: base + 16) >= 22 else {
                throw invalid("truncated extensible fmt chunk: \(range.count) bytes, 40 are needed")
            }
            let subformat = bytes.littleEndianUInt32(at: base + 24)
            guard Array(bytes[(base + 28)..<(base + 40)]) == Self.guidTail,
                subformat == UInt32(WAVHeader.pcmTag) || subformat == UInt32(WAVHeader.floatTag)
            else {
                let guid = bytes[(base + 24)..<(base + 40)].map { String($0, radix: 16) }.joined(
                    separator: " ")
                throw invalid(
                    "unsupported extensible sub-format (GUID bytes \(guid)); PCM and IEEE float are read")
            }
            tag = UInt16(subformat)
        }
        switch tag {
        case WAVHeader.pcmTag:
            guard [8, 16, 24, 32].contains(bits) else {
                throw invalid(
                    "unsupported sample size: \(bits)-bit integer PCM (8, 16, 24 and 32 bits are read)")
            }
            encoding = .integer(bits: bits)
        case WAVHeader.floatTag:
            guard [32, 64].contains(bits) else {
                throw invalid("unsupported sample size: \(bits)-bit float (32 and 64 bits are read)")
            }
            encoding = .float(bits: bits)
        default:
            let name = Self.knownTags[tag].map { " (\($0))" } ?? ""
            throw invalid(
                "unsupported format tag \(tag)\(name); 1 (PCM), 3 (IEEE float) and 65534 (extensible) are read"
            )
        }
        guard channels > 0 else { throw invalid("the fmt chunk gives 0 channels") }
        guard sampleRate > 0 else { throw invalid("the fmt chunk gives a sample rate of 0") }
        guard blockAlign == channels * bits / 8 else {
            throw invalid(
                "block align \(blockAlign) does not match \(channels) channel(s) of \(bits) bits "
                    + "(\(channels * bits / 8) expected)")
        }
    }
}
