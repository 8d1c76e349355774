/// The bytes in front of a WAV file's samples, as `WAVWriter` writes them.
///
/// 16-bit files get the classic 44-byte header: `RIFF`, a 16-byte `fmt ` chunk with format tag 1
/// and the `data` chunk header. Float files follow the rule for non-PCM data: an 18-byte `fmt `
/// chunk (format tag 3, `cbSize` 0) and a `fact` chunk holding the number of frames, 58 bytes in
/// all. Every field is little-endian.
struct WAVHeader: Sendable, Equatable {
    /// Format tag of integer PCM.
    static let pcmTag: UInt16 = 1
    /// Format tag of IEEE floating point.
    static let floatTag: UInt16 = 3
    /// Format tag of WAVE_FORMAT_EXTENSIBLE, whose real format is in its sub-format GUID.
    static let extensibleTag: UInt16 = 0xFFFE

    let format: SampleFormat
    let channels: Int
    let sampleRate: Int

    /// The size of the header, where the samples start.
    var count: Int { format == .int16 ? 44 : 58 }

    /// Bytes per frame (one sample of every channel): the `fmt ` chunk's block align.
    var blockAlign: Int { channels * format.bytesPerSample }

    /// The most sample bytes a file can hold: its sizes are 32-bit.
    var maximumDataBytes: Int { Int(UInt32.max) - count - 1 }

    /// The header for a file holding `frames` frames, with the sizes filled in.
    ///
    /// The RIFF size counts the pad byte that follows an odd-sized `data` chunk, so it is always
    /// even, as RIFF requires.
    func bytes(frames: Int) -> [UInt8] {
        let dataBytes = frames * blockAlign
        let padded = dataBytes + dataBytes % 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        bytes.append(fourCC: "RIFF")
        bytes.append(littleEndian: UInt32(count - 8 + padded))
        bytes.append(fourCC: "WAVE")
        bytes.append(fourCC: "fmt ")
        bytes.append(littleEndian: UInt32(format == .int16 ? 16 : 18))
        bytes.append(littleEndian: format == .int16 ? Self.pcmTag : Self.floatTag)
        bytes.append(littleEndian: UInt16(channels))
        bytes.append(littleEndian: UInt32(sampleRate))
        bytes.append(littleEndian: UInt32(sampleRate * blockAlign))
        bytes.append(littleEndian: UInt16(blockAlign))
        bytes.append(littleEndian: UInt16(format.bytesPerSample * 8))
        if format == .float32 {
            bytes.append(littleEndian: UInt16(0))
            bytes.append(fourCC: "fact")
            bytes.append(littleEndian: UInt32(4))
            bytes.append(littleEndian: UInt32(frames))
        }
        bytes.append(fourCC: "data")
        bytes.append(littleEndian: UInt32(dataBytes))
        return bytes
    }
}

extension [UInt8] {
    fileprivate mutating func append(fourCC: StaticString) {
        fourCC.withUTF8Buffer { append(contentsOf: $0) }
    }

    fileprivate mutating func append(littleEndian value: some FixedWidthInteger) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
