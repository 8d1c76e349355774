public import Foundation

/// A day of the Gregorian calendar, without a time or a time zone: the unit of streaks and of
/// per-day timelines.
///
/// Days are plain dates, so day arithmetic (`adding(days:)`, `days(from:)`) counts whole days
/// and cannot be thrown off by daylight-saving changes or leap seconds the way adding 86,400
/// seconds to a `Date` can. The time zone matters once, when a moment is turned into a day with
/// `init(date:timeZone:)`: a session at 00:30 belongs to the new day where the learner lives.
///
/// Years run from 1 to 9999, the years `YYYY-MM-DD` can write; the calendar is the proleptic
/// Gregorian one (no switch to the Julian calendar before 1582).
public struct CalendarDay: Hashable, Sendable {
    /// The years a day may have.
    public static let allowedYears: ClosedRange<Int> = 1...9999

    /// The year, 1...9999.
    public let year: Int

    /// The month, 1 (January) to 12 (December).
    public let month: Int

    /// The day of the month, 1 to 28, 29, 30 or 31 depending on the month.
    public let day: Int

    /// Makes a day from its year, month and day of the month.
    /// - Throws: `DomainError.invalidCalendarDay` for a date that does not exist, such as
    ///   February 30th, or a year outside 1...9999.
    public init(year: Int, month: Int, day: Int) throws(DomainError) {
        guard Self.allowedYears.contains(year), (1...12).contains(month),
            (1...Self.daysInMonth(month, of: year)).contains(day)
        else {
            throw .invalidCalendarDay(Self.text(year: year, month: month, day: day))
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day a moment falls on, as a clock in the given time zone shows it.
    ///
    /// The time zone's offset at that very moment is used, so days are right on both sides of
    /// a daylight-saving change. The moment must fall in the years 1...9999.
    /// - Parameters:
    ///   - date: The moment, such as a record's timestamp.
    ///   - timeZone: Where the learner is; the system's current time zone by default.
    public init(date: Date, timeZone: TimeZone = .current) {
        let localSeconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        self.init(daysSinceEpoch: Int((localSeconds / 86_400).rounded(.down)))
    }

    /// The day a number of days later (or earlier, for a negative count).
    ///
    /// Leaving the years 1...9999 is a programmer error and traps.
    /// - Parameter days: How many days to move.
    /// - Returns: The day `days` days from this one.
    public func adding(days: Int) -> CalendarDay {
        CalendarDay(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// How many days this day is after another: 1 from yesterday to today, negative if `other`
    /// is later.
    /// - Parameter other: The day to count from.
    /// - Returns: The number of midnights between the two days.
    public func days(from other: CalendarDay) -> Int {
        daysSinceEpoch - other.daysSinceEpoch
    }

    /// The written form, `YYYY-MM-DD`, also for invalid parts in error messages.
    static func text(year: Int, month: Int, day: Int) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    private static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension CalendarDay: Comparable {
    /// Orders days from earlier to later.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

// MARK: - Day numbers

extension CalendarDay {
    /// Days since 1970-01-01, by Howard Hinnant's `days_from_civil`, exact for every Gregorian
    /// date.
    private var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year  // years start in March here
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day a number of days after 1970-01-01, by Hinnant's `civil_from_days`.
    private init(daysSinceEpoch: Int) {
        let shifted = daysSinceEpoch + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        precondition(Self.allowedYears.contains(year), "day \(daysSinceEpoch) leaves the years 1...9999")
        self.year = year
        self.month = month
        self.day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    }
}
