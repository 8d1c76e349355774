import Domain
public import Foundation

/// Everything the pitch trainer knows about a learner, derived from their comparison and
/// matching records: the perceptual profile, matching statistics, trends, daily timelines and a
/// reversal-based threshold.
///
/// A profile is built by adding observations one at a time, either live as a session answers
/// or by replaying stored records; both give the same value, bit for bit, when the observations
/// come in the same order. It is `Codable`, so the trainer can save it as a snapshot document and
/// at the next start add only the records after `lastComparisonTimestamp` and
/// `lastMatchingTimestamp` instead of replaying the whole history.
///
/// Order: observations are expected in timestamp order (sessions add them as they happen, and
/// a rebuild replays stored records sorted by timestamp, ties in the order they were stored).
/// Comparisons and matches are independent of each other, so only the order within each kind
/// matters. Out-of-order observations are accepted and counted where they belong (their note,
/// interval and calendar day), but the parts that follow a sequence (the trend halves and the
/// reversal chain) take them in the order they were added, every mean differs from an in-order
/// build in its last bits, and the last timestamps remain the latest ones seen.
///
/// To continue a snapshot exactly, add the stored records from `lastComparisonTimestamp` on,
/// skipping, of the records at that very timestamp, the first `comparisonsAtLastTimestamp`,
/// which the snapshot holds already (likewise for matches).
public struct PitchProfile: Sendable, Equatable {
    /// The version of the snapshot format; a snapshot of another version does not decode, and
    /// the trainer rebuilds from the records instead.
    public static let snapshotVersion = 1

    /// The time zone calendar days are counted in; a snapshot made in another time zone than
    /// the learner's current one has its days cut elsewhere, so rebuild it rather than continue.
    public var timeZone: TimeZone {
        comparisonTimeline.timeZone
    }

    /// Per-note statistics of the offsets presented in comparisons.
    public internal(set) var perceptual = PerceptualProfile()

    /// Accuracy of pitch matching, overall and per interval.
    public internal(set) var matching = MatchingStatistics()

    /// The trend of the comparisons' absolute offsets.
    public internal(set) var comparisonTrend = TrendTracker()

    /// The trend of the matches' absolute errors.
    public internal(set) var matchingTrend = TrendTracker()

    /// The comparisons day by day.
    public internal(set) var comparisonTimeline: ComparisonTimeline

    /// The matches day by day.
    public internal(set) var matchingTimeline: MatchingTimeline

    /// The reversal-based threshold of the comparison chain.
    public internal(set) var threshold: ThresholdEstimate

    /// How many comparisons were answered right.
    public internal(set) var correctComparisonCount = 0

    /// The latest comparison timestamp seen, or `nil` before the first comparison.
    public internal(set) var lastComparisonTimestamp: Date?

    /// How many of the comparisons added share `lastComparisonTimestamp`.
    public internal(set) var comparisonsAtLastTimestamp = 0

    /// The latest matching timestamp seen, or `nil` before the first match.
    public internal(set) var lastMatchingTimestamp: Date?

    /// How many of the matches added share `lastMatchingTimestamp`.
    public internal(set) var matchingsAtLastTimestamp = 0

    /// An empty profile.
    /// - Parameters:
    ///   - timeZone: Where the learner lives, which decides where calendar days begin.
    ///   - reversalCount: How many of the latest reversals the threshold estimate averages.
    public init(timeZone: TimeZone = .current, reversalCount: Int = ThresholdEstimate.defaultReversalCount) {
        comparisonTimeline = ComparisonTimeline(timeZone: timeZone)
        matchingTimeline = MatchingTimeline(timeZone: timeZone)
        threshold = ThresholdEstimate(reversalCount: reversalCount)
    }

    /// A profile built from stored observations.
    ///
    /// Comparisons and matches are independent, so the two sequences need not be interleaved;
    /// each should be in timestamp order.
    /// - Parameters:
    ///   - comparisons: The comparisons, earliest first.
    ///   - matchings: The matches, earliest first.
    ///   - timeZone: Where the learner lives, which decides where calendar days begin.
    public init(
        comparisons: some Sequence<ComparisonObservation>,
        matchings: some Sequence<MatchingObservation>,
        timeZone: TimeZone = .current
    ) {
        self.init(timeZone: timeZone)
        for comparison in comparisons {
            add(comparison)
        }
        for matching in matchings {
            add(matching)
        }
    }

    /// Adds one answered comparison to every part of the profile.
    /// - Parameter observation: The comparison.
    public mutating func add(_ observation: ComparisonObservation) {
        perceptual.add(observation)
        comparisonTrend.add(observation.centOffset)
        comparisonTimeline.add(observation)
        threshold.add(observation)
        if observation.isCorrect {
            correctComparisonCount += 1
        }
        Self.advance(&lastComparisonTimestamp, &comparisonsAtLastTimestamp, to: observation.timestamp)
    }

    /// Adds one committed match to every part of the profile.
    /// - Parameter observation: The match.
    public mutating func add(_ observation: MatchingObservation) {
        matching.add(observation)
        matchingTrend.add(observation.userCentError)
        matchingTimeline.add(observation)
        Self.advance(&lastMatchingTimestamp, &matchingsAtLastTimestamp, to: observation.timestamp)
    }

    /// How many comparisons the profile holds.
    public var comparisonCount: Int {
        comparisonTrend.count
    }

    /// How many matches the profile holds.
    public var matchingCount: Int {
        matching.count
    }

    /// The mean of the per-note mean offsets (the Kazez mean), or `nil` without comparisons.
    public var kazezMean: Double? {
        perceptual.overallMean
    }

    /// Moves a latest timestamp forward, counting the observations that share it.
    private static func advance(_ last: inout Date?, _ countAtLast: inout Int, to timestamp: Date) {
        guard let current = last, timestamp <= current else {
            last = timestamp
            countAtLast = 1
            return
        }
        if timestamp == current {
            countAtLast += 1
        }
    }
}
