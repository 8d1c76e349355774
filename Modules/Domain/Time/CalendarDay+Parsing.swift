extension CalendarDay {
    /// Reads a day written `YYYY-MM-DD`, such as `2025-03-09`.
    ///
    /// Exactly four digits of year and two each of month and day; no time, no time zone.
    /// - Parameter text: The day.
    /// - Throws: `DomainError.invalidCalendarDay` for text of another form or a date that does
    ///   not exist, such as `2025-02-29`.
    public init(parsing text: String) throws(DomainError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3,
            zip(parts, [4, 2, 2]).allSatisfy({ part, width in Self.isDigits(part, count: width) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { throw .invalidCalendarDay(text) }
        try self.init(year: year, month: month, day: day)
    }

    private static func isDigits(_ part: Substring, count: Int) -> Bool {
        part.count == count && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

extension CalendarDay: CustomStringConvertible, LosslessStringConvertible {
    /// The day written `YYYY-MM-DD`, which sorts as text in the same order as the days.
    public var description: String {
        Self.text(year: year, month: month, day: day)
    }

    /// Reads a day written `YYYY-MM-DD`, or returns `nil`; use `init(parsing:)` to learn why.
    /// - Parameter description: Text such as `2025-03-09`.
    public init?(_ description: String) {
        try? self.init(parsing: description)
    }
}

extension CalendarDay: Codable {
    /// Reads a day stored as `"YYYY-MM-DD"`.
    /// - Throws: `DecodingError.dataCorrupted` with the `DomainError` message for text that is
    ///   not a real day.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Stores the day as `"YYYY-MM-DD"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
