public import Foundation

/// An answered comparison trial: what was played, what the learner answered, and when.
///
/// Sessions publish one to their observers the moment the answer is given; it carries everything
/// the `pitch.comparison` record and the profile need (`ComparisonRecord(_:)`).
public struct CompletedComparison: Sendable, Equatable {
    /// The trial's number in its session, from 1.
    public let trialNumber: Int
    /// The trial that was played.
    public let trial: ComparisonTrial
    /// Whether the learner said the second note was higher.
    public let answeredHigher: Bool
    /// When the answer was given, from the session's clock.
    public let timestamp: Date

    /// Records an answer.
    /// - Parameters:
    ///   - trialNumber: The trial's number in its session, from 1.
    ///   - trial: The trial that was played.
    ///   - answeredHigher: Whether the learner said "higher".
    ///   - timestamp: When the answer was given.
    public init(trialNumber: Int, trial: ComparisonTrial, answeredHigher: Bool, timestamp: Date) {
        self.trialNumber = trialNumber
        self.trial = trial
        self.answeredHigher = answeredHigher
        self.timestamp = timestamp
    }

    /// Whether the answer was right: "higher" exactly when the offset was positive.
    public var isCorrect: Bool {
        answeredHigher == trial.isTargetHigher
    }
}
