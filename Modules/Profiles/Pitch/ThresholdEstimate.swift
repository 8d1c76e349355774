/// A discrimination threshold comparable with the psychoacoustic literature: the mean absolute
/// offset at the last reversals of the comparison chain.
///
/// The Kazez rule the trainer uses settles where about 60 to 64% of answers are right, so the
/// mean of its offsets (the profile's overall mean) reads lower than the threshold a 2-down-1-up
/// staircase reports (70.7% right). Studies report thresholds as the mean of the offsets at the
/// staircase's reversals, so this estimate is shown beside the Kazez mean for comparison.
///
/// The chain is the sequence of comparisons in the order they are added (timestamp order; see
/// `PitchProfile`), across all sessions and intervals. A reversal is a trial whose answer differs
/// from the previous trial's: the first wrong answer after right ones (the offset had been
/// shrinking, so this is a trough) or the first right answer after wrong ones (a peak). The
/// estimate averages the absolute offsets of the last `reversalCount` reversals (8 by default).
/// Peaks and troughs alternate, so with fewer reversals than that it uses the largest even
/// number available, keeping as many peaks as troughs; with fewer than two there is no estimate.
/// A new session restarts the chain from the overall mean, so its first answer may count as a
/// reversal of the last session's chain; with eight reversals averaged this matters little.
public struct ThresholdEstimate: Sendable, Equatable {
    /// How many reversals the estimate averages unless told otherwise.
    public static let defaultReversalCount = 8

    /// How many of the latest reversals the estimate averages at most.
    public let reversalCount: Int

    /// How many reversals the chain has had in all.
    public private(set) var totalReversals = 0

    /// Whether the last trial's answer was right, or `nil` before the first trial.
    private var lastAnswerWasCorrect: Bool?

    /// The absolute offsets of the latest reversals, oldest first, at most `reversalCount`.
    public private(set) var recentReversalOffsets: [Double] = []

    /// An estimate without trials.
    /// - Parameter reversalCount: How many of the latest reversals to average; values below 2
    ///   are raised to 2, the fewest that hold a peak and a trough.
    public init(reversalCount: Int = Self.defaultReversalCount) {
        self.reversalCount = max(2, reversalCount)
    }

    /// Adds the next trial of the chain.
    /// - Parameter observation: The comparison; its offset's magnitude is used.
    public mutating func add(_ observation: ComparisonObservation) {
        add(offset: observation.centOffset, isCorrect: observation.isCorrect)
    }

    /// Adds the next trial of the chain.
    /// - Parameters:
    ///   - offset: The trial's offset in cents; its magnitude is used.
    ///   - isCorrect: Whether the answer was right.
    public mutating func add(offset: Double, isCorrect: Bool) {
        defer { lastAnswerWasCorrect = isCorrect }
        guard let previous = lastAnswerWasCorrect, previous != isCorrect else { return }
        totalReversals += 1
        recentReversalOffsets.append(abs(offset))
        if recentReversalOffsets.count > reversalCount {
            recentReversalOffsets.removeFirst()
        }
    }

    /// How many reversals the estimate averages: the latest `reversalCount`, or the largest even
    /// number available, or 0 when fewer than two exist.
    public var reversalsUsed: Int {
        let available = recentReversalOffsets.count
        return available >= reversalCount ? reversalCount : available - available % 2
    }

    /// The estimated threshold in cents, or `nil` with fewer than two reversals.
    public var threshold: Double? {
        let used = reversalsUsed
        guard used >= 2 else { return nil }
        return recentReversalOffsets.suffix(used).reduce(0, +) / Double(used)
    }

    /// Puts back the state read from a snapshot.
    init(
        reversalCount: Int,
        totalReversals: Int,
        lastAnswerWasCorrect: Bool?,
        recentReversalOffsets: [Double]
    ) {
        self.reversalCount = reversalCount
        self.totalReversals = totalReversals
        self.lastAnswerWasCorrect = lastAnswerWasCorrect
        self.recentReversalOffsets = recentReversalOffsets
    }
}

extension ThresholdEstimate: Codable {
    /// The stored field names; part of the snapshot format, so never rename them.
    private enum CodingKeys: String, CodingKey {
        case reversalCount
        case totalReversals
        case lastAnswerWasCorrect
        case recentReversalOffsets
    }

    /// Reads an estimate stored by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` when the numbers cannot come from a chain: a
    ///   reversal count below 2, recent offsets other than the latest `min(reversalCount, total)`,
    ///   or reversals without a last answer.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let reversalCount = try container.decode(Int.self, forKey: .reversalCount)
        let total = try container.decode(Int.self, forKey: .totalReversals)
        let last = try container.decodeIfPresent(Bool.self, forKey: .lastAnswerWasCorrect)
        let recent = try container.decode([Double].self, forKey: .recentReversalOffsets)
        guard reversalCount >= 2, recent.count == min(reversalCount, total), total == 0 || last != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .recentReversalOffsets,
                in: container,
                debugDescription: "threshold estimate with reversal count \(reversalCount), "
                    + "\(total) reversals and \(recent.count) recent offsets is inconsistent; "
                    + "expected a count of 2 or more and the smaller of it and the total as recent offsets"
            )
        }
        self.init(
            reversalCount: reversalCount,
            totalReversals: total,
            lastAnswerWasCorrect: last,
            recentReversalOffsets: recent
        )
    }

    /// Stores the setting, the reversal total, the last answer and the recent offsets.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reversalCount, forKey: .reversalCount)
        try container.encode(totalReversals, forKey: .totalReversals)
        try container.encodeIfPresent(lastAnswerWasCorrect, forKey: .lastAnswerWasCorrect)
        try container.encode(recentReversalOffsets, forKey: .recentReversalOffsets)
    }
}
