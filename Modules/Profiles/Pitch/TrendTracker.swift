/// Follows a stream of magnitudes (offsets heard, matching errors) and says whether the later
/// half of them is better, worse or no different from the earlier half.
///
/// With n values, the earlier half is the first ⌊n/2⌋ and the later half the rest (so the later
/// half holds the middle value when n is odd). Below `minimumCount` values there is no trend.
///
/// The halves move as values arrive, so the tracker must remember every value of the later half;
/// it keeps them as 32-bit floats (the profile's values are cents to 0.1, which a float holds to
/// better than 0.0001 cent up to 1000 cents) and folds each value into the earlier half's sum as
/// the split passes it. A tracker therefore costs 2 bytes per value added, about 2.7 bytes in a
/// snapshot: some 2.7 MB for a million records. Both halves are computed from the float values,
/// so they are compared on equal terms, and adding the same values in the same order always gives
/// the same bits, which is what makes a profile built incrementally equal one rebuilt from records.
public struct TrendTracker: Sendable, Equatable {
    /// The fewest values that give a trend.
    public static let minimumCount = 20

    /// How far apart the halves' means must be, as a fraction of the earlier mean, to count as a
    /// change: 5%. A difference of exactly 5% is stable.
    public static let changeThreshold = 0.05

    /// How many values have been added.
    public private(set) var count = 0

    /// The sum of the earlier half, the first ⌊count/2⌋ values as floats.
    private var earlierSum = 0.0

    /// The later half, the values after the first ⌊count/2⌋.
    private var later = Float32Queue()

    /// A tracker without values.
    public init() {}

    /// Adds the next value; its magnitude is used, so a signed offset can be passed as it is.
    /// - Parameter value: The value, in cents.
    public mutating func add(_ value: Double) {
        later.append(Float(abs(value)))
        count += 1
        while later.count > count - count / 2 {
            earlierSum += Double(later.removeFirst())
        }
    }

    /// The mean of the earlier half, or `nil` with fewer than two values.
    public var earlierMean: Double? {
        count >= 2 ? earlierSum / Double(count / 2) : nil
    }

    /// The mean of the later half, or `nil` without values.
    public var laterMean: Double? {
        later.count > 0 ? later.sum() / Double(later.count) : nil
    }

    /// The trend, or `nil` with fewer than `minimumCount` values.
    ///
    /// Improving when the later mean is below the earlier mean by more than 5% of the earlier
    /// mean, declining when above it by more than 5%, otherwise stable.
    public var trend: Trend? {
        guard count >= Self.minimumCount, let earlier = earlierMean, let later = laterMean else {
            return nil
        }
        if later < earlier * (1 - Self.changeThreshold) {
            return .improving
        }
        if later > earlier * (1 + Self.changeThreshold) {
            return .declining
        }
        return .stable
    }
}

extension TrendTracker: Codable {
    /// The stored field names; part of the snapshot format, so never rename them.
    private enum CodingKeys: String, CodingKey {
        case count
        case earlierSum
        case laterValues
    }

    /// Reads a tracker stored by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` when the number of later values does not fit the
    ///   count, or the count or sum is negative.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decode(Int.self, forKey: .count)
        earlierSum = try container.decode(Double.self, forKey: .earlierSum)
        later = try container.decode(Float32Queue.self, forKey: .laterValues)
        guard count >= 0, earlierSum >= 0, later.count == count - count / 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: .laterValues,
                in: container,
                debugDescription: "trend with count \(count), earlier sum \(earlierSum) and "
                    + "\(later.count) later values is inconsistent; expected count - count / 2 "
                    + "later values and no negative numbers"
            )
        }
    }

    /// Stores the count, the earlier half's sum and the later half's values (base64 floats).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(earlierSum, forKey: .earlierSum)
        try container.encode(later, forKey: .laterValues)
    }
}
