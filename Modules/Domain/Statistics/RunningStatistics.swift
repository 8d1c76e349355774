/// The count, mean, variance, minimum and maximum of a stream of numbers, updated one value at
/// a time without keeping the values.
///
/// Profiles keep one of these per note, per symbol or per interval and add each record as it
/// arrives. The update is Welford's (1962), which stays accurate where the textbook
/// sum-of-squares formula loses every digit to cancellation (large values with a small spread).
/// Two summaries merge exactly as if all values had been added to one (Chan, Golub and LeVeque,
/// 1979), so a profile can be built from a stored snapshot plus the newer records, or from parts
/// in parallel, and give the same numbers as rebuilding from scratch, up to rounding.
///
/// With no values there is no mean, and with fewer than two no variance: those properties are
/// `nil` rather than a misleading 0, so that "untrained" stays distinguishable from "perfect".
public struct RunningStatistics: Hashable, Sendable {
    /// How many values have been added.
    public private(set) var count: Int

    /// The mean so far; 0 (and not exposed) while `count` is 0.
    private var runningMean: Double

    /// The sum of squared deviations from the mean, Welford's M2.
    private var sumOfSquaredDeviations: Double

    /// The smallest value added, or `nil` before the first.
    public private(set) var minimum: Double?

    /// The largest value added, or `nil` before the first.
    public private(set) var maximum: Double?

    /// Statistics of no values.
    public init() {
        self.init(count: 0, mean: 0, sumOfSquaredDeviations: 0, minimum: nil, maximum: nil)
    }

    /// Statistics of the given values.
    /// - Parameter values: The values, in any order.
    public init(_ values: some Sequence<Double>) {
        self.init()
        for value in values {
            add(value)
        }
    }

    private init(
        count: Int,
        mean: Double,
        sumOfSquaredDeviations: Double,
        minimum: Double?,
        maximum: Double?
    ) {
        self.count = count
        self.runningMean = mean
        self.sumOfSquaredDeviations = sumOfSquaredDeviations
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The arithmetic mean, or `nil` with no values.
    public var mean: Double? {
        count > 0 ? runningMean : nil
    }

    /// The sample variance, dividing by `count - 1` (Bessel's correction, since the values are
    /// a sample of the learner's ability), or `nil` with fewer than two values.
    public var variance: Double? {
        count > 1 ? sumOfSquaredDeviations / Double(count - 1) : nil
    }

    /// The sample standard deviation, the square root of `variance`, or `nil` with fewer than
    /// two values.
    public var standardDeviation: Double? {
        variance?.squareRoot()
    }

    /// Adds one value.
    ///
    /// A NaN or infinite value poisons the mean and variance for good, as it would in any
    /// formula; callers should not add one.
    /// - Parameter value: The value.
    public mutating func add(_ value: Double) {
        count += 1
        let delta = value - runningMean
        runningMean += delta / Double(count)
        sumOfSquaredDeviations += delta * (value - runningMean)
        minimum = Swift.min(minimum ?? value, value)
        maximum = Swift.max(maximum ?? value, value)
    }

    /// The statistics of this summary's values and another's together.
    /// - Parameter other: The summary of other values.
    /// - Returns: What adding all the values to one summary would give, up to rounding.
    public func merging(_ other: RunningStatistics) -> RunningStatistics {
        guard let otherMinimum = other.minimum, let otherMaximum = other.maximum else {
            return self
        }
        guard let minimum, let maximum else { return other }
        let total = count + other.count
        let delta = other.runningMean - runningMean
        let otherShare = Double(other.count) / Double(total)
        return RunningStatistics(
            count: total,
            mean: runningMean + delta * otherShare,
            sumOfSquaredDeviations: sumOfSquaredDeviations + other.sumOfSquaredDeviations
                + delta * delta * Double(count) * otherShare,
            minimum: Swift.min(minimum, otherMinimum),
            maximum: Swift.max(maximum, otherMaximum)
        )
    }

    /// Adds another summary's values to this one; see `merging(_:)`.
    /// - Parameter other: The summary of other values.
    public mutating func merge(_ other: RunningStatistics) {
        self = merging(other)
    }
}

extension RunningStatistics: Codable {
    /// The stored field names; part of the snapshot format, so never rename them.
    private enum CodingKeys: String, CodingKey {
        case count
        case mean
        case sumOfSquaredDeviations
        case minimum
        case maximum
    }

    /// Reads statistics stored by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` for a negative count or sum of squares, or for
    ///   extremes present without values (or missing with them), which no values produce.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let count = try container.decode(Int.self, forKey: .count)
        let squares = try container.decode(Double.self, forKey: .sumOfSquaredDeviations)
        let minimum = try container.decodeIfPresent(Double.self, forKey: .minimum)
        let maximum = try container.decodeIfPresent(Double.self, forKey: .maximum)
        let hasExtremes = minimum != nil && maximum != nil
        guard count >= 0, squares >= 0, hasExtremes == (count > 0) else {
            throw DecodingError.dataCorruptedError(
                forKey: .count,
                in: container,
                debugDescription: "statistics with count \(count), sum of squared deviations "
                    + "\(squares) and extremes \(hasExtremes ? "present" : "missing") are "
                    + "inconsistent; expected both numbers >= 0 and extremes exactly when the "
                    + "count is above 0"
            )
        }
        self.init(
            count: count,
            mean: try container.decode(Double.self, forKey: .mean),
            sumOfSquaredDeviations: squares,
            minimum: minimum,
            maximum: maximum
        )
    }

    /// Stores the five fields; while the count is 0 the mean is stored as 0 and the extremes
    /// are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(runningMean, forKey: .mean)
        try container.encode(sumOfSquaredDeviations, forKey: .sumOfSquaredDeviations)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
    }
}
