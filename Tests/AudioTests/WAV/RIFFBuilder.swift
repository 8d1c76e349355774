/// Builds RIFF files byte by byte, for tests of the reader on unusual and broken input.
enum RIFFBuilder {
    /// The sub-format GUID of PCM in a WAVE_FORMAT_EXTENSIBLE `fmt ` chunk, after its tag bytes.
    static let guidTail: [UInt8] = [0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]

    static func littleEndian(_ value: some FixedWidthInteger) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    /// A chunk: identifier, size (the body's unless `declaredSize` says otherwise), body, and the
    /// pad byte after an odd-sized body.
    static func chunk(_ id: String, _ body: [UInt8], declaredSize: UInt32? = nil) -> [UInt8] {
        Array(id.utf8) + littleEndian(declaredSize ?? UInt32(body.count)) + body
            + (body.count % 2 == 1 ? [0] : [])
    }

    /// A RIFF file of `chunks`, with the right size unless `riffSize` says otherwise.
    static func file(_ chunks: [[UInt8]], form: String = "WAVE", riffSize: UInt32? = nil) -> [UInt8] {
        let body = Array(form.utf8) + chunks.joined()
        return Array("RIFF".utf8) + littleEndian(riffSize ?? UInt32(body.count)) + body
    }

    /// The body of a `fmt ` chunk.
    static func format(
        tag: UInt16 = 1, channels: UInt16 = 1, sampleRate: UInt32 = 48_000, bits: UInt16 = 16,
        blockAlign: UInt16? = nil, extra: [UInt8] = []
    ) -> [UInt8] {
        let align = blockAlign ?? channels * bits / 8
        return littleEndian(tag) + littleEndian(channels) + littleEndian(sampleRate)
            + littleEndian(sampleRate * UInt32(align)) + littleEndian(align) + littleEndian(bits) + extra
    }

    /// The body of a WAVE_FORMAT_EXTENSIBLE `fmt ` chunk whose sub-format is `subformat`.
    static func extensibleFormat(
        subformat: UInt32, channels: UInt16 = 1, bits: UInt16 = 16, guidTail: [UInt8] = guidTail
    ) -> [UInt8] {
        let extra =
            littleEndian(UInt16(22)) + littleEndian(bits) + littleEndian(UInt32(channels == 1 ? 4 : 3))
            + littleEndian(subformat) + guidTail
        return format(tag: 0xFFFE, channels: channels, bits: bits, extra: extra)
    }

    /// 16-bit little-endian sample bytes.
    static func samples(_ values: [Int16]) -> [UInt8] {
        values.flatMap { littleEndian($0) }
    }
}
