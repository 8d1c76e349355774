public import Domain
import Foundation

/// A listener for simulations: answers a comparison trial correctly with a probability that
/// grows with the offset, as a person's does.
///
/// The psychometric function is a Weibull of shape 2 for a two-alternative task:
/// `P(correct | p) = 1 - 0.5 * exp(-(p / T)^2)`, where p is the trial's offset in cents and T the
/// listener's threshold. Far below T the listener guesses (50%); at T it is right 81.6% of the
/// time; far above, always. The Kazez chain settles well below T against this listener (a quarter
/// to a half of it, at 55 to 62% correct: its steps shrink with the offset, so it lingers where
/// the offset is small); `SimulationSummary.fittedThreshold` recovers T from the answers.
public struct SimulatedListener: Sendable {
    /// The thresholds a simulated listener may have, in cents (the range the chain can reach).
    public static let allowedThresholds: ClosedRange<Double> = 0.1...100

    /// The offset in cents at which the listener is right 81.6% of the time.
    public let threshold: Double

    private var random: SourceOfTrials

    /// Makes a listener.
    /// - Parameters:
    ///   - threshold: 0.1...100 cents.
    ///   - random: Where the listener's luck comes from; give it its own source.
    /// - Throws: `PitchTrainingError.listenerThresholdOutOfRange` outside 0.1...100 or for NaN.
    public init(threshold: Double, random: any RandomSource) throws(PitchTrainingError) {
        guard Self.allowedThresholds.contains(threshold) else {
            throw .listenerThresholdOutOfRange(cents: threshold)
        }
        self.threshold = threshold
        self.random = SourceOfTrials(random)
    }

    /// The chance of a right answer at an offset, for a listener with a threshold.
    /// - Parameters:
    ///   - offset: The trial's offset in cents; its sign is ignored.
    ///   - threshold: The listener's threshold in cents, above zero.
    /// - Returns: A probability in 0.5...1.
    public static func probabilityCorrect(offset: Double, threshold: Double) -> Double {
        let ratio = abs(offset) / threshold
        return 1 - 0.5 * exp(-ratio * ratio)
    }

    /// Answers a trial: "higher" (true) or "lower" (false), right with
    /// `probabilityCorrect(offset:threshold:)`.
    /// - Parameter trial: The trial heard.
    /// - Returns: Whether the listener says the second note was higher.
    public mutating func answer(_ trial: ComparisonTrial) -> Bool {
        let right =
            Double.random(in: 0..<1, using: &random)
            < Self.probabilityCorrect(offset: trial.centOffset, threshold: threshold)
        return right ? trial.isTargetHigher : !trial.isTargetHigher
    }
}
