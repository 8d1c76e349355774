public import Foundation

/// Dates as exports and the JSON backend write them: ISO 8601 in UTC with exactly three fraction
/// digits (`2026-11-21T10:00:00.123Z`), computed from whole milliseconds with integer arithmetic so
/// that every stored millisecond reads back exactly (formatting through a `Date` cuts the fraction
/// instead of rounding it). Years outside 0000...9999 are written in ISO 8601's expanded form with a
/// sign and at least six digits (`+010000-01-01T00:00:00.000Z`).
public enum ISODate {
    private static let millisecondsPerDay: Int64 = 86_400_000

    /// The dates kept: ±8.64e15 ms (about 273,000 years either side of 1970), as in ECMAScript.
    public static let range: ClosedRange<Int64> = -8_640_000_000_000_000...8_640_000_000_000_000

    /// The text for `milliseconds` since 1970 in UTC.
    public static func string(milliseconds: Int64) -> String {
        var bytes: [UInt8] = []
        append(milliseconds: milliseconds, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text for `milliseconds` (without quotes); `milliseconds` must be in `range`.
    public static func append(milliseconds: Int64, to out: inout [UInt8]) {
        let days = floorDivide(milliseconds, millisecondsPerDay)
        var rest = milliseconds % millisecondsPerDay
        if rest < 0 { rest += millisecondsPerDay }
        let (year, month, day) = civil(fromDays: days)
        if (0...9999).contains(year) {
            appendDigits(year, count: 4, to: &out)
        } else {
            out.append(year < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            appendDigits(abs(year), count: 6, to: &out)
        }
        out.append(UInt8(ascii: "-"))
        appendDigits(month, count: 2, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(day, count: 2, to: &out)
        out.append(UInt8(ascii: "T"))
        appendDigits(rest / 3_600_000, count: 2, to: &out)
        rest %= 3_600_000
        out.append(UInt8(ascii: ":"))
        appendDigits(rest / 60_000, count: 2, to: &out)
        rest %= 60_000
        out.append(UInt8(ascii: ":"))
        appendDigits(rest / 1000, count: 2, to: &out)
        out.append(UInt8(ascii: "."))
        appendDigits(rest % 1000, count: 3, to: &out)
        out.append(UInt8(ascii: "Z"))
    }

    /// The text for `date`, rounded to the nearest millisecond as stored dates are.
    public static func string(from date: Date) -> String {
        string(milliseconds: Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }

    /// The date `text` stands for (see `milliseconds(from:)`); nil when it is not a date.
    public static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { milliseconds(from: UnsafeRawBufferPointer($0)) }
            .map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }

    /// The milliseconds `text` stands for: the form above, read exactly, or any other ISO 8601 form
    /// (with or without a fraction, with an offset), rounded to the millisecond; nil when it is not
    /// a date.
    public static func milliseconds(from text: UnsafeRawBufferPointer) -> Int64? {
        if let value = exactMilliseconds(text) { return value }
        // The form written here, but not a real moment (February 30th, say): no lenient second try.
        if text.count == 24, text[10] == UInt8(ascii: "T"), text[19] == UInt8(ascii: "."),
            text[23] == UInt8(ascii: "Z")
        {
            return nil
        }
        let string = String(decoding: text, as: UTF8.self)
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        let withoutFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: false)
        guard let date = (try? withFraction.parse(string)) ?? (try? withoutFraction.parse(string)),
            case .date(let milliseconds) = FieldValue.date(date)
        else { return nil }
        return milliseconds
    }

    private static func exactMilliseconds(_ text: UnsafeRawBufferPointer) -> Int64? {
        var position = 0
        func number(_ count: Int) -> Int64? {
            guard position + count <= text.count else { return nil }
            var value: Int64 = 0
            for _ in 0..<count {
                let byte = text[position]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
                position += 1
            }
            return value
        }
        func separator(_ byte: UInt8) -> Bool {
            guard position < text.count, text[position] == byte else { return false }
            position += 1
            return true
        }
        let year: Int64
        if let first = text.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            position = 1
            var digits = 0
            while position + digits < text.count, text[position + digits] != UInt8(ascii: "-") { digits += 1 }
            guard (6...12).contains(digits), let magnitude = number(digits) else { return nil }
            year = first == UInt8(ascii: "-") ? -magnitude : magnitude
        } else {
            guard let value = number(4) else { return nil }
            year = value
        }
        guard separator(UInt8(ascii: "-")), let month = number(2), separator(UInt8(ascii: "-")),
            let day = number(2), separator(UInt8(ascii: "T")), let hour = number(2),
            separator(UInt8(ascii: ":")), let minute = number(2), separator(UInt8(ascii: ":")),
            let second = number(2), separator(UInt8(ascii: ".")), let millisecond = number(3),
            separator(UInt8(ascii: "Z")), position == text.count
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24,
            minute < 60, second < 60
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let (dayMilliseconds, overflow) = days.multipliedReportingOverflow(by: millisecondsPerDay)
        guard !overflow else { return nil }
        let (total, overflow2) = dayMilliseconds.addingReportingOverflow(
            ((hour * 60 + minute) * 60 + second) * 1000 + millisecond)
        return overflow2 || !range.contains(total) ? nil : total
    }

    // MARK: - Calendar arithmetic (proleptic Gregorian, after Howard Hinnant's algorithms)

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2:
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Appends a non-negative `value` with at least `count` digits.
    private static func appendDigits(_ value: Int64, count: Int, to out: inout [UInt8]) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[length] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                length += 1
            } while rest > 0 && length < buffer.count
            while length < count {
                buffer[length] = UInt8(ascii: "0")
                length += 1
            }
            for position in stride(from: length - 1, through: 0, by: -1) {
                out.append(buffer[position])
            }
        }
    }
}
