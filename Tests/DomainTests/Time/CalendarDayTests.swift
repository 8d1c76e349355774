import Domain
import Foundation
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
    @Test(
        "accepts real dates, leap days included",
        arguments: ["2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])
    func acceptsRealDates(text: String) throws {
        #expect(try CalendarDay(parsing: text).description == text)
    }

    @Test(
        "rejects dates that do not exist, naming them",
        arguments: [
            (2023, 2, 29, "2023-02-29"), (1900, 2, 29, "1900-02-29"), (2025, 4, 31, "2025-04-31"),
            (2025, 13, 1, "2025-13-01"), (2025, 0, 10, "2025-00-10"), (2025, 1, 0, "2025-01-00"),
            (0, 1, 1, "0000-01-01"), (10_000, 1, 1, "10000-01-01"),
        ]
    )
    func rejectsImpossibleDates(year: Int, month: Int, day: Int, written: String) {
        #expect(throws: DomainError.invalidCalendarDay(written)) {
            try CalendarDay(year: year, month: month, day: day)
        }
    }

    @Test(
        "rejects text that is not YYYY-MM-DD",
        arguments: ["2025-3-9", "20250309", "2025-03-09T00:00", "", "２０２５-03-09"])
    func rejectsOtherText(text: String) {
        #expect(throws: DomainError.invalidCalendarDay(text)) { try CalendarDay(parsing: text) }
    }

    @Test(
        "adds days across month, year and leap-day boundaries, and counts them back",
        arguments: [
            ("2024-01-31", 1, "2024-02-01"), ("2024-02-28", 1, "2024-02-29"), ("2023-02-28", 1, "2023-03-01"),
            ("2024-12-31", 1, "2025-01-01"), ("2025-01-01", -1, "2024-12-31"),
            ("2024-03-01", 365, "2025-03-01"),
            ("1970-01-01", -1, "1969-12-31"), ("2000-01-01", 10_000, "2027-05-19"),
            ("2024-03-09", 2, "2024-03-11"),
        ]
    )
    func dayArithmetic(start: String, days: Int, end: String) throws {
        let first = try CalendarDay(parsing: start)
        let last = try CalendarDay(parsing: end)
        #expect(first.adding(days: days) == last)
        #expect(last.days(from: first) == days)
        #expect(first.days(from: last) == -days)
    }

    @Test("a moment's day follows the time zone's offset at that moment, across a daylight-saving change")
    func daysAcrossDaylightSaving() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        // Clocks in New York went from 02:00 EST to 03:00 EDT on 2024-03-10, a 23-hour day.
        let cases: [(utc: String, day: String)] = [
            ("2024-03-10T04:59:59Z", "2024-03-09"),  // 23:59:59 EST
            ("2024-03-10T05:00:00Z", "2024-03-10"),  // 00:00 EST
            ("2024-03-11T03:59:59Z", "2024-03-10"),  // 23:59:59 EDT
            ("2024-03-11T04:00:00Z", "2024-03-11"),  // 00:00 EDT
        ]
        for (utc, day) in cases {
            let date = try #require(ISO8601DateFormatter().date(from: utc))
            #expect(CalendarDay(date: date, timeZone: newYork).description == day)
        }
    }

    @Test("the same moment can be different days in different places")
    func timeZones() throws {
        let moment = try #require(ISO8601DateFormatter().date(from: "2025-06-30T20:00:00Z"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(CalendarDay(date: moment, timeZone: tokyo).description == "2025-07-01")
        #expect(CalendarDay(date: moment, timeZone: losAngeles).description == "2025-06-30")
    }

    @Test("orders days from earlier to later")
    func ordering() throws {
        let days = try ["2025-01-02", "2024-12-31", "2025-01-01"].map { try CalendarDay(parsing: $0) }
        #expect(days.sorted().map(\.description) == ["2024-12-31", "2025-01-01", "2025-01-02"])
    }

    @Test("is stored as YYYY-MM-DD text, and decoding checks the date")
    func codable() throws {
        let day = try CalendarDay(year: 987, month: 6, day: 5)
        #expect(try json(day) == "\"0987-06-05\"")
        #expect(try decode(CalendarDay.self, from: "\"0987-06-05\"") == day)
        #expect(throws: DecodingError.self) { try decode(CalendarDay.self, from: "\"2025-02-30\"") }
    }
}
