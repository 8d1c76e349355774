import Domain
public import Foundation

/// The pitch-matching history day by day: each calendar day's mean absolute error and count,
/// with a rolling mean and standard deviation over the latest training days.
///
/// Days and the rolling statistics work as in `ComparisonTimeline`: only days with matches
/// appear, and a day's rolling values are the mean and sample standard deviation of the daily
/// mean errors of that day and the up to `rollingWindow - 1` days with data before it.
public struct MatchingTimeline: Sendable, Equatable {
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

    /// Adds a match's absolute error to the day of its timestamp.
    /// - Parameter observation: The match.
    public mutating func add(_ observation: MatchingObservation) {
        series.add(abs(observation.userCentError), isCorrect: false, at: observation.timestamp)
    }

    /// How many days have matches.
    public var dayCount: Int {
        series.days.count
    }

    /// The days with matches, earliest first, with rolling statistics over 20 days.
    public var days: [MatchingDay] {
        days(rollingWindow: Self.rollingWindow)
    }

    /// The days with matches, earliest first, with rolling statistics over a chosen window.
    /// - Parameter rollingWindow: How many days with data each rolling value spans, at least 1.
    public func days(rollingWindow: Int) -> [MatchingDay] {
        zip(series.days.indices, series.rolling(window: rollingWindow)).map { index, rolling in
            let statistics = series.statistics[index]
            return MatchingDay(
                day: series.days[index],
                count: statistics.count,
                meanError: statistics.mean ?? 0,
                standardDeviation: statistics.standardDeviation,
                rollingPeriods: rolling.periods,
                rollingMean: rolling.mean,
                rollingStandardDeviation: rolling.standardDeviation
            )
        }
    }
}

extension MatchingTimeline: Codable {
    /// Reads a timeline stored by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` for an unknown time zone or inconsistent days.
    public init(from decoder: any Decoder) throws {
        series = try DailySeries(from: decoder)
    }

    /// Stores the time zone's identifier and each day's statistics.
    public func encode(to encoder: any Encoder) throws {
        try series.encode(to: encoder)
    }
}
