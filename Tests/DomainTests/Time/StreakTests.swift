import Domain
import Foundation
import Testing

@Suite("Streak")
struct StreakTests {
    /// A case of the streak rule: practice days fed to `record(_:)` in this order, and the
    /// streak that must result.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let days: [String]
        let current: Int
        let longest: Int
        let lastDay: String
        var testDescription: String { name }
    }

    static let rules: [Case] = [
        Case(
            name: "first day",
            days: ["2025-03-09"],
            current: 1, longest: 1, lastDay: "2025-03-09"
        ),
        Case(
            name: "same day",
            days: ["2025-03-09", "2025-03-09"],
            current: 1, longest: 1, lastDay: "2025-03-09"
        ),
        Case(
            name: "next day",
            days: ["2025-03-09", "2025-03-10"],
            current: 2, longest: 2, lastDay: "2025-03-10"
        ),
        Case(
            name: "a gap",
            days: ["2025-03-09", "2025-03-10", "2025-03-12"],
            current: 1, longest: 2, lastDay: "2025-03-12"
        ),
        Case(
            name: "across a month end",
            days: ["2025-01-31", "2025-02-01"],
            current: 2, longest: 2, lastDay: "2025-02-01"
        ),
        Case(
            name: "across a year end",
            days: ["2024-12-31", "2025-01-01"],
            current: 2, longest: 2, lastDay: "2025-01-01"
        ),
        Case(
            name: "across a leap day",
            days: ["2024-02-28", "2024-02-29", "2024-03-01"],
            current: 3, longest: 3, lastDay: "2024-03-01"
        ),
        Case(
            name: "longest survives a restart",
            days: ["2025-03-01", "2025-03-02", "2025-03-03", "2025-03-10"],
            current: 1, longest: 3, lastDay: "2025-03-10"
        ),
        Case(
            name: "an earlier day is ignored",
            days: ["2025-03-10", "2025-03-11", "2025-03-09"],
            current: 2, longest: 2, lastDay: "2025-03-11"
        ),
    ]

    @Test("follows the streak rule", arguments: rules)
    func rule(_ rule: Case) throws {
        var streak = Streak()
        for day in rule.days {
            streak.record(try CalendarDay(parsing: day))
        }
        #expect(streak.current == rule.current)
        #expect(streak.longest == rule.longest)
        #expect(streak.lastDay == (try CalendarDay(parsing: rule.lastDay)))
    }

    @Test("before any practice everything is zero")
    func empty() throws {
        let streak = Streak()
        #expect(streak.current == 0)
        #expect(streak.longest == 0)
        #expect(streak.lastDay == nil)
        #expect(streak.current(asOf: try CalendarDay(parsing: "2025-03-09")) == 0)
    }

    @Test("built from days in any order, it sorts them first")
    func fromUnorderedDays() throws {
        let days = try ["2025-03-11", "2025-03-09", "2025-03-10", "2025-03-10"].map {
            try CalendarDay(parsing: $0)
        }
        let streak = Streak(days: days)
        #expect(streak.current == 3)
        #expect(streak.longest == 3)
    }

    @Test("recording returns the updated streak and leaves the original alone")
    func recording() throws {
        let day = try CalendarDay(parsing: "2025-03-09")
        let original = Streak()
        let updated = original.recording(day).recording(day.adding(days: 1))
        #expect(updated.current == 2)
        #expect(original.current == 0)
    }

    @Test(
        "for display, a streak lives through the next day and is 0 after a missed day",
        arguments: [(0, 4), (1, 4), (2, 0), (30, 0), (-1, 4)]
    )
    func currentAsOf(daysLater: Int, shown: Int) throws {
        let start = try CalendarDay(parsing: "2025-03-06")
        let streak = Streak(days: (0..<4).map { start.adding(days: $0) })
        let lastDay = try #require(streak.lastDay)
        #expect(streak.current(asOf: lastDay.adding(days: daysLater)) == shown)
    }

    @Test("is stored as its three fields, and decoding checks they fit together")
    func codable() throws {
        let streak = Streak(days: [try CalendarDay(parsing: "2025-03-09")])
        #expect(try json(streak) == #"{"current":1,"lastDay":"2025-03-09","longest":1}"#)
        #expect(try decode(Streak.self, from: json(streak)) == streak)
        #expect(try decode(Streak.self, from: json(Streak())) == Streak())
        #expect(throws: DecodingError.self) {
            try decode(Streak.self, from: #"{"current":5,"lastDay":"2025-03-09","longest":2}"#)
        }
        #expect(throws: DecodingError.self) { try decode(Streak.self, from: #"{"current":1,"longest":1}"#) }
    }
}
