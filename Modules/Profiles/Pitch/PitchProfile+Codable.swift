import Foundation

extension PitchProfile: Codable {
    /// The stored field names; part of the snapshot format, so never rename them.
    private enum CodingKeys: String, CodingKey {
        case version
        case perceptual
        case matching
        case comparisonTrend
        case matchingTrend
        case comparisonTimeline
        case matchingTimeline
        case threshold
        case correctComparisonCount
        case lastComparisonTimestamp
        case comparisonsAtLastTimestamp
        case lastMatchingTimestamp
        case matchingsAtLastTimestamp
    }

    /// Reads a snapshot written by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` for a snapshot of another version, or one whose
    ///   parts disagree (counts, time zones), which calls for a rebuild from the records.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.snapshotVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version,
                in: container,
                debugDescription: "pitch profile snapshot version \(version) is not supported; "
                    + "expected version \(Self.snapshotVersion) (rebuild the profile from the records)"
            )
        }
        let timeline = try container.decode(ComparisonTimeline.self, forKey: .comparisonTimeline)
        self.init(timeZone: timeline.timeZone)
        comparisonTimeline = timeline
        matchingTimeline = try container.decode(MatchingTimeline.self, forKey: .matchingTimeline)
        perceptual = try container.decode(PerceptualProfile.self, forKey: .perceptual)
        matching = try container.decode(MatchingStatistics.self, forKey: .matching)
        comparisonTrend = try container.decode(TrendTracker.self, forKey: .comparisonTrend)
        matchingTrend = try container.decode(TrendTracker.self, forKey: .matchingTrend)
        threshold = try container.decode(ThresholdEstimate.self, forKey: .threshold)
        correctComparisonCount = try container.decode(Int.self, forKey: .correctComparisonCount)
        lastComparisonTimestamp = try Self.decodeDate(container, .lastComparisonTimestamp)
        comparisonsAtLastTimestamp = try container.decode(Int.self, forKey: .comparisonsAtLastTimestamp)
        lastMatchingTimestamp = try Self.decodeDate(container, .lastMatchingTimestamp)
        matchingsAtLastTimestamp = try container.decode(Int.self, forKey: .matchingsAtLastTimestamp)
        if let problem = inconsistency {
            throw DecodingError.dataCorruptedError(
                forKey: .version,
                in: container,
                debugDescription: "pitch profile snapshot is inconsistent: \(problem); rebuild the "
                    + "profile from the records"
            )
        }
    }

    /// Stores every part and the format version.
    ///
    /// The last timestamps are written as plain numbers (seconds since 2001-01-01, Foundation's
    /// reference date) rather than as dates, so they survive exactly whatever date strategy the
    /// encoder uses; the continuation rule needs them exact.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.snapshotVersion, forKey: .version)
        try container.encode(perceptual, forKey: .perceptual)
        try container.encode(matching, forKey: .matching)
        try container.encode(comparisonTrend, forKey: .comparisonTrend)
        try container.encode(matchingTrend, forKey: .matchingTrend)
        try container.encode(comparisonTimeline, forKey: .comparisonTimeline)
        try container.encode(matchingTimeline, forKey: .matchingTimeline)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(correctComparisonCount, forKey: .correctComparisonCount)
        try container.encodeIfPresent(
            lastComparisonTimestamp?.timeIntervalSinceReferenceDate,
            forKey: .lastComparisonTimestamp
        )
        try container.encode(comparisonsAtLastTimestamp, forKey: .comparisonsAtLastTimestamp)
        try container.encodeIfPresent(
            lastMatchingTimestamp?.timeIntervalSinceReferenceDate,
            forKey: .lastMatchingTimestamp
        )
        try container.encode(matchingsAtLastTimestamp, forKey: .matchingsAtLastTimestamp)
    }

    /// What is wrong with a decoded profile, or `nil` when its parts agree.
    private var inconsistency: String? {
        let comparisons = comparisonCount
        let matches = matchingCount
        if perceptual.comparisonCount != comparisons {
            return "\(perceptual.comparisonCount) comparisons per note but \(comparisons) in the trend"
        }
        if comparisonTimeline.days.reduce(0, { $0 + $1.count }) != comparisons {
            return "the comparison timeline does not hold \(comparisons) comparisons"
        }
        if !(0...comparisons).contains(correctComparisonCount) {
            return "\(correctComparisonCount) correct of \(comparisons) comparisons"
        }
        if matchingTrend.count != matches || matchingTimeline.days.reduce(0, { $0 + $1.count }) != matches {
            return "the matching parts do not all hold \(matches) matches"
        }
        if matchingTimeline.timeZone != timeZone {
            return "the timelines are in different time zones"
        }
        if (lastComparisonTimestamp == nil) != (comparisons == 0)
            || !(0...comparisons).contains(comparisonsAtLastTimestamp)
            || (lastMatchingTimestamp == nil) != (matches == 0)
            || !(0...matches).contains(matchingsAtLastTimestamp)
        {
            return "the last timestamps do not fit the counts"
        }
        return nil
    }

    private static func decodeDate(
        _ container: KeyedDecodingContainer<CodingKeys>,
        _ key: CodingKeys
    ) throws -> Date? {
        try container.decodeIfPresent(Double.self, forKey: key).map(
            Date.init(timeIntervalSinceReferenceDate:))
    }
}
