import Domain
public import Foundation

/// The pitch-comparison history day by day: each calendar day's mean threshold, count and
/// correct count, with a rolling mean and standard deviation over the latest training days.
///
/// A day is a `CalendarDay` in the time zone given at construction, so a session at 00:30 counts
/// for the new day where the learner lives. Only days with comparisons appear; the rolling
/// statistics of a day are taken over the daily mean thresholds of that day and the up to
/// `rollingWindow - 1` days with data before it (20 days by default, however far apart), each day
/// weighing the same: their plain mean, and their sample standard deviation (`nil` while the
/// window holds a single day). So the rolling SD tells how much the daily level still moves, not
/// how spread the offsets within a day are (that is `ComparisonDay.standardDeviation`).
public struct ComparisonTimeline: Sendable, Equatable {
    /// The number of days with data the rolling statistics span unless told otherwise.
    public static let rollingWindow = 20

    private var series: DailySeries

    /// An empty timeline.
    /// - Parameter timeZone: Where the learner lives, which decides where days begin.
    public init(timeZone: TimeZone = .current) {
        series = DailySeries(timeZone: timeZone)
    }

    /// The time zone days are counted in.
    public var timeZone: TimeZone {
        series.timeZone
    }

    /// Adds a comparison to the day of its timestamp: its offset's magnitude and whether it was
    /// answered right.
    /// - Parameter observation: The comparison.
    public mutating func add(_ observation: ComparisonObservation) {
        series.add(
            abs(observation.centOffset),
            isCorrect: observation.isCorrect,
            at: observation.timestamp
        )
    }

    /// How many days have comparisons.
    public var dayCount: Int {
        series.days.count
    }

    /// The days with comparisons, earliest first, with rolling statistics over 20 days.
    public var days: [ComparisonDay] {
        days(rollingWindow: Self.rollingWindow)
    }

    /// The days with comparisons, earliest first, with rolling statistics over a chosen window.
    /// - Parameter rollingWindow: How many days with data each rolling value spans, at least 1.
    public func days(rollingWindow: Int) -> [ComparisonDay] {
        zip(series.days.indices, series.rolling(window: rollingWindow)).map { index, rolling in
            let statistics = series.statistics[index]
            return ComparisonDay(
                day: series.days[index],
                count: statistics.count,
                correctCount: series.correctCounts[index],
                meanThreshold: statistics.mean ?? 0,
                standardDeviation: statistics.standardDeviation,
                rollingPeriods: rolling.periods,
                rollingMean: rolling.mean,
                rollingStandardDeviation: rolling.standardDeviation
            )
        }
    }
}

extension ComparisonTimeline: Codable {
    /// Reads a timeline stored by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown time zone or inconsistent days.
    public init(from decoder: any Decoder) throws {
        series = try DailySeries(from: decoder)
    }

    /// Stores the time zone's identifier and each day's statistics and correct count.
    public func encode(to encoder: any Encoder) throws {
        try series.encode(to: encoder)
    }
}
