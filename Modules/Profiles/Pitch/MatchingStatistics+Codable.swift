import Domain

extension MatchingStatistics: Codable {
    /// The stored field names; part of the snapshot format, so never rename them.
    private enum CodingKeys: String, CodingKey {
        case overall
        case signedError
        case intervals
        case bands
    }

    /// One interval in the stored form.
    private struct IntervalEntry: Codable {
        var interval: Int
        var statistics: RunningStatistics
    }

    /// Reads statistics stored by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` when an interval appears twice, a band count is
    ///   negative, or the parts disagree on how many matches there are.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let overall = try container.decode(RunningStatistics.self, forKey: .overall)
        let signedError = try container.decode(RunningStatistics.self, forKey: .signedError)
        let entries = try container.decode([IntervalEntry].self, forKey: .intervals)
        let bands = try container.decode([String: Int].self, forKey: .bands)
        var perInterval: [Int: RunningStatistics] = [:]
        for entry in entries {
            guard perInterval.updateValue(entry.statistics, forKey: entry.interval) == nil else {
                throw Self.corrupted(
                    "interval \(entry.interval) appears twice; expected each interval at most once",
                    in: container
                )
            }
        }
        var bandCounts: [MatchingBand: Int] = [:]
        for (name, count) in bands {
            guard let band = MatchingBand(rawValue: name), count >= 0 else {
                throw Self.corrupted(
                    "band '\(name)' with count \(count) is not valid; expected one of "
                        + MatchingBand.allCases.map(\.rawValue).joined(separator: ", ")
                        + " with a count of 0 or more",
                    in: container
                )
            }
            bandCounts[band] = count
        }
        let intervalTotal = perInterval.values.reduce(0) { $0 + $1.count }
        let bandTotal = bandCounts.values.reduce(0, +)
        guard signedError.count == overall.count, intervalTotal == overall.count, bandTotal == overall.count
        else {
            throw Self.corrupted(
                "the counts disagree (overall \(overall.count), signed \(signedError.count), "
                    + "intervals \(intervalTotal), bands \(bandTotal)); expected all equal",
                in: container
            )
        }
        self.init(
            overall: overall, signedError: signedError, perInterval: perInterval, bandCounts: bandCounts)
    }

    /// Stores the overall and signed statistics, the intervals in ascending order, and the band
    /// counts by band name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(overall, forKey: .overall)
        try container.encode(signedError, forKey: .signedError)
        let entries = intervals.map { IntervalEntry(interval: $0, statistics: statistics(forInterval: $0)) }
        try container.encode(entries, forKey: .intervals)
        let bands = Dictionary(
            uniqueKeysWithValues: MatchingBand.allCases.map { ($0.rawValue, count(in: $0)) })
        try container.encode(bands, forKey: .bands)
    }

    private static func corrupted(
        _ message: String,
        in container: KeyedDecodingContainer<CodingKeys>
    ) -> DecodingError {
        .dataCorruptedError(
            forKey: .intervals,
            in: container,
            debugDescription: "matching statistics: \(message)"
        )
    }
}
