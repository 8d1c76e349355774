/// The adaptive rule of pitch comparison (Kazez): shrink the offset after a right answer, grow
/// it more after a wrong one, so the trainer works at the edge of what the learner can hear.
///
/// With p the previous trial's absolute offset in cents, the next is `p * (1 - 0.05 * sqrt(p))`
/// after a correct answer and `p * (1 + 0.09 * sqrt(p))` after a wrong one, clamped to
/// 0.1...100 cents: from 50, a correct answer gives 32.3 and a wrong one 81.8. The steps are
/// proportional to `sqrt(p)`, so they are large far from the threshold and fine near it; the chain
/// settles where about 60% of the answers are right, lower than a staircase's 71% or 79%.
///
/// The rule is pure: the same offset and answer always give the same next offset. Sessions keep
/// the current offset; this type keeps nothing.
public struct KazezStrategy: Sendable, Equatable {
    /// The offsets the chain may reach, in cents.
    public static let offsetBounds: ClosedRange<Double> = 0.1...100

    /// Where the chain starts with no history: 100 cents, a semitone.
    public static let defaultStartingOffset = 100.0

    /// How much a correct answer shrinks the offset, per square-root cent.
    public static let correctFactor = 0.05

    /// How much a wrong answer grows the offset, per square-root cent.
    public static let wrongFactor = 0.09

    /// Makes the strategy; it has no parameters beyond the published rule.
    public init() {}

    /// The magnitude of the next trial's offset.
    /// - Parameters:
    ///   - offset: The previous trial's offset in cents; its sign is ignored.
    ///   - wasCorrect: Whether the learner answered that trial correctly.
    /// - Returns: The next magnitude, in `offsetBounds`, unrounded (trials round what they play).
    public func next(after offset: Double, wasCorrect: Bool) -> Double {
        let previous = Self.clamped(abs(offset))
        let step = (wasCorrect ? -Self.correctFactor : Self.wrongFactor) * previous.squareRoot()
        return Self.clamped(previous * (1 + step))
    }

    /// Where a session's first trial starts: the profile's overall mean, or 100 cents without one.
    /// - Parameter profileMean: The overall mean of the learner's perceptual profile in cents, or
    ///   nil when there is no history. A mean outside the bounds is clamped; a NaN counts as none.
    /// - Returns: The first offset, in `offsetBounds`.
    public func startingOffset(profileMean: Double?) -> Double {
        guard let profileMean, !profileMean.isNaN else { return Self.defaultStartingOffset }
        return Self.clamped(profileMean)
    }

    private static func clamped(_ offset: Double) -> Double {
        min(max(offset, offsetBounds.lowerBound), offsetBounds.upperBound)
    }
}
