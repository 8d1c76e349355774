public import Foundation

/// ISO 8601 timestamps with milliseconds in UTC (`2026-11-21T10:00:00.123Z`), the form exports and
/// the JSON backend write dates in.
public enum ISO8601Milliseconds {
    /// Writes `date` in UTC with exactly three fraction digits.
    public static func string(from date: Date) -> String {
        date.formatted(format)
    }

    /// Reads a timestamp with or without a fraction, in UTC or with an offset; nil when `text` is
    /// not one.
    public static func date(from text: String) -> Date? {
        if let date = try? format.parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: false).parse(text)
    }

    private static let format = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
}
