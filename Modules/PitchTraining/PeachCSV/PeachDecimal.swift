/// Numbers as Peach exports hold them: plain decimals with at least one fraction digit (`-11.6`,
/// `6.0`, `-0.0`).
enum PeachDecimal {
    /// Reads a decimal number: an optional sign, digits with an optional fraction, and an optional
    /// exponent (`-11.6`, `12`, `.5`, `1e-3`).
    ///
    /// Stricter than `Double(_:)`, which also takes `nan`, `inf` and hexadecimal floats: a cell
    /// holding those is damaged, not a measurement.
    /// - Parameter text: The cell's text.
    /// - Returns: The number, or nil when the text is not a decimal or is too large to be finite.
    static func value(from text: String) -> Double? {
        guard isDecimal(Array(text.utf8)), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Writes a number in the fewest digits that read back to exactly the same value, without an
    /// exponent and with at least one fraction digit, as Peach writes its numbers.
    ///
    /// A value on the 0.1 grid, as every stored cent value is, comes out with one decimal, like the
    /// fixture's; a finer value keeps its digits, so nothing is lost on the way out.
    /// - Parameter value: The number; a value that is not finite is written as an empty cell, as
    ///   Peach does.
    /// - Returns: The text.
    static func string(from value: Double) -> String {
        guard value.isFinite else { return "" }
        let shortest = "\(value)"
        guard let exponentIndex = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            return shortest.contains(".") ? shortest : shortest + ".0"
        }
        // Swift writes very small and very large values with an exponent (1e-05, 1e+16); move the
        // point instead.
        guard let exponent = Int(shortest[shortest.index(after: exponentIndex)...]) else { return shortest }
        var mantissa = shortest[..<exponentIndex]
        let sign = mantissa.first == "-" ? "-" : ""
        if mantissa.first == "-" { mantissa.removeFirst() }
        let pointIndex = mantissa.firstIndex(of: ".").map {
            mantissa.distance(from: mantissa.startIndex, to: $0)
        }
        let digits = mantissa.filter { $0 != "." }
        let point = (pointIndex ?? digits.count) + exponent
        if point <= 0 {
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        if point >= digits.count {
            return sign + digits + String(repeating: "0", count: point - digits.count) + ".0"
        }
        let split = digits.index(digits.startIndex, offsetBy: point)
        return sign + digits[..<split] + "." + digits[split...]
    }

    /// Whether `bytes` spell `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
    private static func isDecimal(_ bytes: [UInt8]) -> Bool {
        var position = 0
        func skipSign() {
            if position < bytes.count,
                bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
            {
                position += 1
            }
        }
        func digitCount() -> Int {
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                position += 1
            }
            return position - start
        }
        skipSign()
        var mantissaDigits = digitCount()
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            mantissaDigits += digitCount()
        }
        guard mantissaDigits > 0 else { return false }
        if position < bytes.count,
            bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
        {
            position += 1
            skipSign()
            guard digitCount() > 0 else { return false }
        }
        return position == bytes.count
    }
}
