import Persistence

/// Writing JSON text: strings with their escapes, and JSON given as text made fit for one line.
enum JSONText {
    /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped, every
    /// other character as its UTF-8 (so the line stays readable).
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            if !utf8.contains(where: needsEscape) {
                out.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: Array("\\u00".utf8))
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0x0F)])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// JSON text checked and made fit for one line of a data file: `text` itself when it holds no
    /// whitespace between tokens (as canonical JSON does), else `text` with that whitespace removed.
    /// - Throws: `FormatError` when `text` is not one JSON value.
    static func singleLine(_ text: String) throws(FormatError) -> String {
        try text.withBytes { (raw) throws(FormatError) -> String in
            var scanner = JSONScanner(raw)
            _ = try scanner.skipValue()
            try scanner.expectEnd()
            var inString = false
            var escaping = false
            var hasWhitespace = false
            var compact: [UInt8] = []
            compact.reserveCapacity(raw.count)
            for byte in raw {
                if inString {
                    if escaping {
                        escaping = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaping = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    hasWhitespace = true
                    continue
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                }
                compact.append(byte)
            }
            return hasWhitespace
                ? String(decoding: compact, as: UTF8.self) : String(decoding: raw, as: UTF8.self)
        }
    }

    /// Checks that `bytes` are one JSON value, with whitespace around it allowed.
    static func validate(_ bytes: UnsafeRawBufferPointer) throws(FormatError) {
        var scanner = JSONScanner(bytes)
        _ = try scanner.skipValue()
        try scanner.expectEnd()
    }
}
