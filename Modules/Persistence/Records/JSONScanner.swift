/// Why some bytes are not the JSON the store expects; the caller adds the file and line.
public struct FormatError: Error, Equatable {
    /// What is wrong, for a person.
    public var detail: String

    /// Creates the error.
    public init(_ detail: String) {
        self.detail = detail
    }
}

/// Reads JSON from bytes in place, without building an intermediate tree.
///
/// Strict JSON (RFC 8259): no comments, no trailing commas, no `NaN`. Strings must be valid UTF-8
/// and have their escapes well formed, lone surrogates included; nesting is limited so a hostile
/// file cannot exhaust the stack.
public struct JSONScanner {
    /// The deepest nesting accepted inside one value.
    public static let maximumDepth = 256

    /// The bytes being read.
    public let bytes: UnsafeRawBufferPointer
    /// The position of the next byte to read.
    public private(set) var index: Int

    /// Reads `bytes` from `index` on.
    public init(_ bytes: UnsafeRawBufferPointer, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    /// True when every byte has been read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte after whitespace, without consuming it; nil at the end.
    public mutating func peek() -> UInt8? {
        skipWhitespace()
        return isAtEnd ? nil : bytes[index]
    }

    /// Moves past spaces, tabs and line breaks.
    public mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Consumes `byte` (after whitespace) when it comes next.
    public mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// Consumes `byte` (after whitespace) or fails naming what was expected.
    public mutating func expect(_ byte: UInt8, _ what: String) throws(FormatError) {
        guard consume(byte) else { throw FormatError("expected \(what) at byte \(index + 1)") }
    }

    /// Fails unless only whitespace is left.
    public mutating func expectEnd() throws(FormatError) {
        guard peek() == nil else { throw FormatError("unexpected text after the value at byte \(index + 1)") }
    }

    // MARK: - Strings

    /// The range of a string's content (between its quotes) and whether it holds escapes.
    public mutating func scanString() throws(FormatError) -> (content: Range<Int>, escaped: Bool) {
        try expect(UInt8(ascii: "\""), "a string")
        let start = index
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return (start..<index, escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                index += 2
            case 0..<0x20:
                throw FormatError("a control character in a string at byte \(index + 1)")
            default:
                index += 1
            }
        }
        throw FormatError("a string is not closed")
    }

    /// Reads a string, decoding its escapes and checking its UTF-8.
    public mutating func parseString() throws(FormatError) -> String {
        let (content, escaped) = try scanString()
        return try Self.decodeString(UnsafeRawBufferPointer(rebasing: bytes[content]), escaped: escaped)
    }

    /// The text of a string's content (without quotes).
    public static func decodeString(_ content: UnsafeRawBufferPointer, escaped: Bool) throws(FormatError)
        -> String
    {
        if !escaped {
            guard let text = String(validating: content, as: UTF8.self) else {
                throw FormatError("a string is not valid UTF-8")
            }
            return text
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(content.count)
        var position = 0
        while position < content.count {
            let byte = content[position]
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                position += 1
                continue
            }
            guard position + 1 < content.count else { throw FormatError("a string ends inside an escape") }
            let escape = content[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad(content, at: position)
                position += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    guard position + 6 <= content.count, content[position] == UInt8(ascii: "\\"),
                        content[position + 1] == UInt8(ascii: "u")
                    else { throw FormatError("a string holds a lone surrogate escape") }
                    let low = try hexQuad(content, at: position + 2)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw FormatError("a string holds a lone surrogate escape")
                    }
                    position += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw FormatError("a string holds a lone surrogate escape")
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw FormatError("a string escapes an invalid character")
                }
                decoded.append(contentsOf: UTF8.encode(unicode)!)
            default:
                throw FormatError("a string holds the unknown escape \\\(Character(Unicode.Scalar(escape)))")
            }
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw FormatError("a string is not valid UTF-8")
        }
        return text
    }

    private static func hexQuad(_ content: UnsafeRawBufferPointer, at position: Int) throws(FormatError)
        -> UInt32
    {
        guard position + 4 <= content.count else { throw FormatError("a \\u escape is cut short") }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = content[position + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw FormatError("a \\u escape holds a non-hexadecimal digit")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: - Numbers and literals

    /// The range of a number and whether it is written as an integer (no fraction, no exponent).
    public mutating func scanNumber() throws(FormatError) -> (range: Range<Int>, isInteger: Bool) {
        skipWhitespace()
        let start = index
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw FormatError("expected a number at byte \(start + 1)")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw FormatError("a number has no digits after its point at byte \(index + 1)")
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw FormatError("a number has no digits in its exponent at byte \(index + 1)")
            }
            skipDigits()
        }
        return (start..<index, isInteger)
    }

    /// Reads an integer that fits 64 bits.
    public mutating func parseInteger() throws(FormatError) -> Int64 {
        let (range, isInteger) = try scanNumber()
        guard isInteger else { throw FormatError("expected an integer at byte \(range.lowerBound + 1)") }
        return try Self.integer(UnsafeRawBufferPointer(rebasing: bytes[range]))
    }

    /// The value of integer digits with an optional minus sign, refusing overflow.
    public static func integer(_ text: UnsafeRawBufferPointer) throws(FormatError) -> Int64 {
        let negative = text.first == UInt8(ascii: "-")
        var value: Int64 = 0
        for byte in text.dropFirst(negative ? 1 : 0) {
            let digit = Int64(byte - UInt8(ascii: "0"))
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { throw FormatError("an integer does not fit 64 bits") }
            value = next
        }
        return value
    }

    /// The value of a JSON number as a double.
    public static func real(_ text: UnsafeRawBufferPointer) throws(FormatError) -> Double {
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            throw FormatError("a number does not fit a double")
        }
        return value
    }

    /// Consumes `literal` (such as `true`) when it comes next.
    public mutating func consumeLiteral(_ literal: StaticString) -> Bool {
        skipWhitespace()
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        if matches { index += count }
        return matches
    }

    // MARK: - Any value

    /// Checks one value of any kind and returns its range, without decoding it.
    public mutating func skipValue(depth: Int = 0) throws(FormatError) -> Range<Int> {
        guard depth < Self.maximumDepth else { throw FormatError("values are nested too deeply") }
        guard let first = peek() else { throw FormatError("expected a value at byte \(index + 1)") }
        let start = index
        switch first {
        case UInt8(ascii: "\""):
            let (content, escaped) = try scanString()
            if escaped || !Self.isASCII(UnsafeRawBufferPointer(rebasing: bytes[content])) {
                _ = try Self.decodeString(UnsafeRawBufferPointer(rebasing: bytes[content]), escaped: escaped)
            }
        case UInt8(ascii: "{"):
            index += 1
            if !consume(UInt8(ascii: "}")) {
                repeat {
                    _ = try scanString()
                    try expect(UInt8(ascii: ":"), "':'")
                    _ = try skipValue(depth: depth + 1)
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "}"), "',' or '}'")
            }
        case UInt8(ascii: "["):
            index += 1
            if !consume(UInt8(ascii: "]")) {
                repeat {
                    _ = try skipValue(depth: depth + 1)
                } while consume(UInt8(ascii: ","))
                try expect(UInt8(ascii: "]"), "',' or ']'")
            }
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            guard consumeLiteral("true") || consumeLiteral("false") || consumeLiteral("null") else {
                throw FormatError("expected a value at byte \(index + 1)")
            }
        default:
            _ = try scanNumber()
        }
        return start..<index
    }

    // MARK: - Helpers

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    /// True when every byte is ASCII, so the bytes can be taken as a String without decoding.
    public static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}
