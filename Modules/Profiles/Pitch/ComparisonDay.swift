public import Domain

/// One calendar day of pitch comparisons, with the rolling statistics up to it.
public struct ComparisonDay: Sendable, Equatable, Codable {
    /// The day, in the timeline's time zone.
    public var day: CalendarDay
    /// How many comparisons were answered that day.
    public var count: Int
    /// How many of them were answered right.
    public var correctCount: Int
    /// The mean absolute offset presented that day, in cents.
    public var meanThreshold: Double
    /// The sample standard deviation of that day's absolute offsets, or `nil` with one comparison.
    public var standardDeviation: Double?
    /// How many days with data the rolling statistics span (up to the window, fewer at the start).
    public var rollingPeriods: Int
    /// The mean of the daily mean thresholds over the rolling window ending at this day.
    public var rollingMean: Double
    /// The sample standard deviation of those daily means, or `nil` while the window holds one day.
    public var rollingStandardDeviation: Double?

    /// Makes a day's entry; timelines make these, tests and front ends may too.
    public init(
        day: CalendarDay,
        count: Int,
        correctCount: Int,
        meanThreshold: Double,
        standardDeviation: Double?,
        rollingPeriods: Int,
        rollingMean: Double,
        rollingStandardDeviation: Double?
    ) {
        self.day = day
        self.count = count
        self.correctCount = correctCount
        self.meanThreshold = meanThreshold
        self.standardDeviation = standardDeviation
        self.rollingPeriods = rollingPeriods
        self.rollingMean = rollingMean
        self.rollingStandardDeviation = rollingStandardDeviation
    }
}
