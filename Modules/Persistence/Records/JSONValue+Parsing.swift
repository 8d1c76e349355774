public import Foundation

extension JSONValue {
    /// Parses one JSON value from `data` (strict RFC 8259), much faster than `JSONDecoder` for
    /// values of unknown shape: exports are read line by line this way.
    /// - Throws: `FormatError` saying what is wrong and at which byte.
    public init(parsing data: Data) throws(FormatError) {
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(FormatError) -> JSONValue in
                var scanner = JSONScanner(buffer)
                let value = try Self.parse(&scanner, depth: 0)
                try scanner.expectEnd()
                return value
            }
        }
        self = try result.get()
    }

    private static func parse(_ scanner: inout JSONScanner, depth: Int) throws(FormatError) -> JSONValue {
        guard depth < JSONScanner.maximumDepth else {
            throw FormatError("nesting deeper than \(JSONScanner.maximumDepth)")
        }
        switch scanner.peek() {
        case UInt8(ascii: "{"):
            _ = scanner.consume(UInt8(ascii: "{"))
            var object: [String: JSONValue] = [:]
            if scanner.consume(UInt8(ascii: "}")) { return .object(object) }
            repeat {
                let key = try scanner.parseString()
                try scanner.expect(UInt8(ascii: ":"), "':'")
                object[key] = try parse(&scanner, depth: depth + 1)
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(object)
        case UInt8(ascii: "["):
            _ = scanner.consume(UInt8(ascii: "["))
            var array: [JSONValue] = []
            if scanner.consume(UInt8(ascii: "]")) { return .array(array) }
            repeat {
                array.append(try parse(&scanner, depth: depth + 1))
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(array)
        case UInt8(ascii: "\""):
            return .string(try scanner.parseString())
        case UInt8(ascii: "t") where scanner.consumeLiteral("true"):
            return .bool(true)
        case UInt8(ascii: "f") where scanner.consumeLiteral("false"):
            return .bool(false)
        case UInt8(ascii: "n") where scanner.consumeLiteral("null"):
            return .null
        case .some:
            let (range, isInteger) = try scanner.scanNumber()
            let text = UnsafeRawBufferPointer(rebasing: scanner.bytes[range])
            if isInteger, let integer = try? JSONScanner.integer(text) { return .integer(integer) }
            return .number(try JSONScanner.real(text))
        case nil:
            throw FormatError("expected a value at byte \(scanner.index + 1)")
        }
    }
}
