import Domain
import Foundation

/// Per-day statistics of a stream of values, with the rolling statistics over the latest days:
/// the core both timelines share.
///
/// Days are `CalendarDay`s in the series' time zone, kept in order. Only days with data exist,
/// so "the last 20 periods" means the last 20 days on which the learner trained, however far
/// apart, not the last 20 calendar days.
struct DailySeries: Sendable, Equatable {
    let timeZone: TimeZone

    /// The days with data, earliest first.
    private(set) var days: [CalendarDay] = []

    /// The values of each day, parallel to `days`.
    private(set) var statistics: [RunningStatistics] = []

    /// How many of each day's values were marked correct, parallel to `days`.
    private(set) var correctCounts: [Int] = []

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// Adds a value to the day its moment falls on in the series' time zone.
    mutating func add(_ value: Double, isCorrect: Bool, at date: Date) {
        let day = CalendarDay(date: date, timeZone: timeZone)
        let index: Int
        if let last = days.last, last == day {
            index = days.count - 1
        } else if days.last.map({ $0 < day }) ?? true {
            index = days.count
            insertDay(day, at: index)
        } else {
            index = insertionIndex(of: day)
            if index == days.count || days[index] != day {
                insertDay(day, at: index)
            }
        }
        statistics[index].add(value)
        if isCorrect {
            correctCounts[index] += 1
        }
    }

    /// The mean and sample standard deviation of the daily means over a window of days ending
    /// at each day: days `max(0, i - window + 1)...i` for day `i`, each day weighing the same.
    /// - Returns: For each day, the number of days in its window, their mean and their standard
    ///   deviation (`nil` while the window holds one day).
    func rolling(window: Int) -> [(periods: Int, mean: Double, standardDeviation: Double?)] {
        let means = statistics.map { $0.mean ?? 0 }
        let width = max(1, window)
        return means.indices.map { end in
            let window = RunningStatistics(means[max(0, end - width + 1)...end])
            return (window.count, window.mean ?? 0, window.standardDeviation)
        }
    }

    private mutating func insertDay(_ day: CalendarDay, at index: Int) {
        days.insert(day, at: index)
        statistics.insert(RunningStatistics(), at: index)
        correctCounts.insert(0, at: index)
    }

    /// The index of the first day not before `day`, by binary search.
    private func insertionIndex(of day: CalendarDay) -> Int {
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle] < day {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}

extension DailySeries: Codable {
    private enum CodingKeys: String, CodingKey {
        case timeZone
        case days
    }

    private struct DayEntry: Codable {
        var day: CalendarDay
        var statistics: RunningStatistics
        var correctCount: Int
    }

    /// Reads a series stored by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown time zone, days out of order or
    ///   repeated, empty days, or correct counts outside 0...count.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let identifier = try container.decode(String.self, forKey: .timeZone)
        guard let timeZone = TimeZone(identifier: identifier) else {
            throw DecodingError.dataCorruptedError(
                forKey: .timeZone,
                in: container,
                debugDescription: "time zone '\(identifier)' is unknown; expected an identifier "
                    + "such as Europe/Berlin"
            )
        }
        self.init(timeZone: timeZone)
        for entry in try container.decode([DayEntry].self, forKey: .days) {
            guard days.last.map({ $0 < entry.day }) ?? true, entry.statistics.count > 0,
                (0...entry.statistics.count).contains(entry.correctCount)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .days,
                    in: container,
                    debugDescription: "timeline day \(entry.day) with \(entry.statistics.count) "
                        + "values and \(entry.correctCount) correct is invalid; expected days in "
                        + "increasing order, each with values and a correct count within them"
                )
            }
            days.append(entry.day)
            statistics.append(entry.statistics)
            correctCounts.append(entry.correctCount)
        }
    }

    /// Stores the time zone's identifier and the days, earliest first.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timeZone.identifier, forKey: .timeZone)
        let entries = days.indices.map {
            DayEntry(day: days[$0], statistics: statistics[$0], correctCount: correctCounts[$0])
        }
        try container.encode(entries, forKey: .days)
    }
}
