public import Domain

/// One calendar day of pitch matching, with the rolling statistics up to it.
public struct MatchingDay: Sendable, Equatable, Codable {
    /// The day, in the timeline's time zone.
    public var day: CalendarDay
    /// How many matches were committed that day.
    public var count: Int
    /// The mean absolute error that day, in cents.
    public var meanError: Double
    /// The sample standard deviation of that day's absolute errors, or `nil` with one match.
    public var standardDeviation: Double?
    /// How many days with data the rolling statistics span (up to the window, fewer at the start).
    public var rollingPeriods: Int
    /// The mean of the daily mean errors over the rolling window ending at this day.
    public var rollingMean: Double
    /// The sample standard deviation of those daily means, or `nil` while the window holds one day.
    public var rollingStandardDeviation: Double?

    /// Makes a day's entry; timelines make these, tests and front ends may too.
    public init(
        day: CalendarDay,
        count: Int,
        meanError: Double,
        standardDeviation: Double?,
        rollingPeriods: Int,
        rollingMean: Double,
        rollingStandardDeviation: Double?
    ) {
        self.day = day
        self.count = count
        self.meanError = meanError
        self.standardDeviation = standardDeviation
        self.rollingPeriods = rollingPeriods
        self.rollingMean = rollingMean
        self.rollingStandardDeviation = rollingStandardDeviation
    }
}
