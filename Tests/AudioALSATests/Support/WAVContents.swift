import Foundation

/// A RIFF/WAVE file of 16-bit PCM, read back to check what ALSA's `file` plugin wrote.
///
/// Deliberately small and strict, and apart from the Audio module's own WAV reader, so that the
/// two check each other rather than share a mistake.
struct WAVContents {
    /// What is wrong with a file that is not the WAV expected.
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// The format tag: 1 for integer PCM, 3 for IEEE float.
    var formatTag: UInt16
    var channels: UInt16
    var sampleRate: UInt32
    var byteRate: UInt32
    var blockAlign: UInt16
    var bitsPerSample: UInt16
    /// The RIFF chunk's size field: the file's length less 8 in a complete file.
    var riffSize: UInt32
    /// The file's length in bytes.
    var fileSize: Int
    /// The data chunk, as little-endian 16-bit samples.
    var samples: [Int16]

    /// Reads and checks the file at `path`.
    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        fileSize = bytes.count
        guard bytes.count >= 12, Self.tag(bytes, 0) == "RIFF", Self.tag(bytes, 8) == "WAVE" else {
            throw Malformed(description: "no RIFF/WAVE header")
        }
        riffSize = Self.uint32(bytes, 4)
        var format: [UInt8]?
        var data: ArraySlice<UInt8>?
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = Int(Self.uint32(bytes, offset + 4))
            let body = offset + 8
            guard body + size <= bytes.count else {
                throw Malformed(description: "a chunk runs past the end")
            }
            switch Self.tag(bytes, offset) {
            case "fmt ": format = Array(bytes[body..<body + size])
            case "data": data = bytes[body..<body + size]
            default: break
            }
            offset = body + size + size % 2
        }
        guard let format, format.count >= 16 else { throw Malformed(description: "no fmt chunk") }
        guard let data else { throw Malformed(description: "no data chunk") }
        formatTag = Self.uint16(format, 0)
        channels = Self.uint16(format, 2)
        sampleRate = Self.uint32(format, 4)
        byteRate = Self.uint32(format, 8)
        blockAlign = Self.uint16(format, 12)
        bitsPerSample = Self.uint16(format, 14)
        guard bitsPerSample == 16, data.count % 2 == 0 else {
            throw Malformed(description: "\(bitsPerSample)-bit data of \(data.count) bytes")
        }
        let raw = Array(data)
        samples = stride(from: 0, to: raw.count, by: 2).map { Int16(bitPattern: Self.uint16(raw, $0)) }
    }

    private static func tag(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(uint16(bytes, offset)) | UInt32(uint16(bytes, offset + 2)) << 16
    }
}
