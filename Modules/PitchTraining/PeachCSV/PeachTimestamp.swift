import Foundation
import Persistence

/// Times as Peach exports hold them: ISO 8601, read to the millisecond, written in UTC.
enum PeachTimestamp {
    /// Reads `2026-05-30T03:41:04Z`, with or without a fraction of a second (`.5`, `.123`, up to
    /// nine digits, rounded to the millisecond), in UTC (`Z`) or with an offset (`+02:00`,
    /// `-0530`, `+02`).
    ///
    /// Only this extended form with a four-digit year is read: Peach writes nothing else, and a
    /// strict reader turns a garbled cell into a message instead of a wrong date.
    /// - Parameter text: The cell's text.
    /// - Returns: The moment, on a whole millisecond; nil when the text is not such a time or
    ///   names a day or time that does not exist (February 30th, 25:00).
    static func date(from text: String) -> Date? {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2),
            scanner.skip("-"), let day = scanner.digits(2), scanner.skip("T"),
            let hour = scanner.digits(2), scanner.skip(":"), let minute = scanner.digits(2),
            scanner.skip(":"), let second = scanner.digits(2)
        else { return nil }

        var fractionMilliseconds: Int64 = 0
        if scanner.skip(".") {
            guard let fraction = scanner.fractionMilliseconds() else { return nil }
            fractionMilliseconds = fraction
        }
        guard let offsetMinutes = scanner.utcOffsetMinutes(), scanner.isAtEnd else { return nil }

        // ISODate checks the calendar (month lengths, leap years) and does the day arithmetic
        // for the wall-clock time; the fraction and the offset are then plain millisecond sums.
        var wallClock =
            "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(hour, 2)):"
            + "\(padded(minute, 2)):\(padded(second, 2)).000Z"
        guard
            let milliseconds = wallClock.withUTF8({ ISODate.milliseconds(from: UnsafeRawBufferPointer($0)) })
        else { return nil }
        let total = milliseconds + fractionMilliseconds - Int64(offsetMinutes) * 60_000
        return Date(timeIntervalSince1970: Double(total) / 1000)
    }

    /// Writes a time in UTC as Peach does (`2026-05-30T03:41:04Z`), adding the milliseconds
    /// (`.123`) only when there are any.
    ///
    /// Peach itself writes whole seconds and drops the fraction; keeping a non-zero fraction makes
    /// an export read back to the millisecond, and Peach's reader accepts it.
    /// - Parameter date: The time, rounded to the millisecond as the store keeps it.
    /// - Returns: The ISO 8601 text.
    static func string(from date: Date) -> String {
        let text = ISODate.string(from: date)
        guard text.hasSuffix(".000Z") else { return text }
        return text.dropLast(5) + "Z"
    }
}

// MARK: - Scanning

/// A non-negative number with leading zeros to `width` digits.
private func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// A cursor over the bytes of a timestamp.
private struct Scanner {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    /// Reads exactly `count` ASCII digits.
    mutating func digits(_ count: Int) -> Int? {
        guard position + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<position + count] {
            guard let digit = Self.digit(byte) else { return nil }
            value = value * 10 + digit
        }
        position += count
        return value
    }

    /// Reads `character` if it comes next.
    mutating func skip(_ character: Character) -> Bool {
        guard position < bytes.count, let ascii = character.asciiValue, bytes[position] == ascii
        else { return false }
        position += 1
        return true
    }

    /// Reads one to nine digits of a fraction of a second, rounded to milliseconds (0...1000).
    mutating func fractionMilliseconds() -> Int64? {
        var digits: [Int] = []
        while position < bytes.count, let digit = Self.digit(bytes[position]) {
            digits.append(digit)
            position += 1
        }
        guard (1...9).contains(digits.count) else { return nil }
        let padded = digits + Array(repeating: 0, count: 4)
        let milliseconds = padded[0] * 100 + padded[1] * 10 + padded[2]
        return Int64(milliseconds + (padded[3] >= 5 ? 1 : 0))
    }

    /// Reads `Z`, or an offset `+HH:MM`, `+HHMM` or `+HH` (or with `-`), as minutes east of UTC.
    mutating func utcOffsetMinutes() -> Int? {
        if skip("Z") { return 0 }
        let sign: Int
        if skip("+") {
            sign = 1
        } else if skip("-") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = digits(2), hours < 24 else { return nil }
        var minutes = 0
        if !isAtEnd {
            _ = skip(":")
            guard let value = digits(2), value < 60 else { return nil }
            minutes = value
        }
        return sign * (hours * 60 + minutes)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
