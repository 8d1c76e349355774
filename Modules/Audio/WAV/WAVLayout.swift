/// Where a WAV file's `fmt ` and `data` chunks are, found by walking its RIFF chunks.
///
/// Chunks may come in any order; unknown ones (`LIST`, `fact`, `PEAK`, ...) are skipped, with the
/// pad byte that follows an odd-sized chunk. The RIFF size is not trusted, since a streamed writer
/// cannot know it. A `data` chunk whose size is 0xFFFFFFFF or more than the file holds, or 0 in
/// a file whose RIFF size is unset too (0 or 0xFFFFFFFF), is what a streamed writer leaves before
/// it closes the file (ALSA's `file` plugin, sox writing to a pipe): its samples are read up to
/// the end of the file. A size of 0 in a finished file is an empty `data` chunk, whatever chunks
/// follow it.
struct WAVLayout: Sendable, Equatable {
    /// The body of the `fmt ` chunk.
    let format: Range<Int>
    /// The sample bytes, as far as the file holds them.
    let data: Range<Int>

    /// Finds the chunks.
    /// - Throws: `AudioError.invalidWAV` naming what is missing or cut short.
    init(bytes: [UInt8], path: String) throws(AudioError) {
        func invalid(_ detail: String) -> AudioError { .invalidWAV(path: path, detail: detail) }
        guard bytes.count >= 12, bytes.fourCC(at: 0) == "RIFF" else {
            let start = bytes.count >= 4 ? " (it starts with \"\(bytes.fourCC(at: 0))\")" : ""
            throw invalid("no RIFF header\(start)")
        }
        guard bytes.fourCC(at: 8) == "WAVE" else {
            throw invalid("a RIFF file of type \"\(bytes.fourCC(at: 8))\", not WAVE")
        }
        let riffSize = bytes.littleEndianUInt32(at: 4)
        let riffSizeUnset = riffSize == 0 || riffSize == 0xFFFF_FFFF
        var format: Range<Int>?
        var data: Range<Int>?
        var cutShort: String?
        var offset = 12
        while offset + 8 <= bytes.count, format == nil || data == nil {
            let id = bytes.fourCC(at: offset)
            let size = Int(bytes.littleEndianUInt32(at: offset + 4))
            let body = offset + 8
            let fits = size <= bytes.count - body
            switch id {
            case "fmt " where format == nil:
                guard fits else {
                    throw invalid(
                        "truncated fmt chunk: it declares \(size) bytes, the file holds \(bytes.count - body)"
                    )
                }
                format = body..<(body + size)
            case "data" where data == nil:
                if (size == 0 && riffSizeUnset) || size == 0xFFFF_FFFF || !fits {
                    data = body..<bytes.count
                    offset = bytes.count
                    continue
                }
                data = body..<(body + size)
            default:
                if !fits { cutShort = " (a \"\(id)\" chunk runs past the end of the file)" }
            }
            offset = body + size + size % 2
        }
        guard let format else { throw invalid("no fmt chunk\(cutShort ?? "")") }
        guard let data else { throw invalid("no data chunk\(cutShort ?? "")") }
        self.format = format
        self.data = data
    }
}

extension [UInt8] {
    /// The four characters of a chunk identifier, unprintable bytes shown as "?".
    func fourCC(at offset: Int) -> String {
        String(
            decoding: self[offset..<(offset + 4)].map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") },
            as: UTF8.self)
    }

    /// The little-endian 16-bit value at `offset`.
    func littleEndianUInt16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    /// The little-endian 32-bit value at `offset`.
    func littleEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(littleEndianUInt16(at: offset)) | UInt32(littleEndianUInt16(at: offset + 2)) << 16
    }
}
