public import Foundation
public import Profiles

/// A committed pitch-matching trial: where the tunable note started, where the learner left it,
/// and when.
///
/// Sessions publish one to their observers the moment the learner commits; it carries everything
/// the `pitch.matching` record and the profile need (`MatchingRecord(_:)`).
public struct CompletedMatching: Sendable, Equatable {
    /// The trial's number in its session, from 1.
    public let trialNumber: Int
    /// The trial that was played.
    public let trial: MatchingTrial
    /// `1200 * log2(f_user / f_target)` to 0.1 cent; positive means sharp.
    public let userCentError: Double
    /// When the learner committed, from the session's clock.
    public let timestamp: Date

    /// Records a commit.
    /// - Parameters:
    ///   - trialNumber: The trial's number in its session, from 1.
    ///   - trial: The trial that was played.
    ///   - userCentError: The signed error in cents; rounded to 0.1.
    ///   - timestamp: When the learner committed.
    public init(trialNumber: Int, trial: MatchingTrial, userCentError: Double, timestamp: Date) {
        self.trialNumber = trialNumber
        self.trial = trial
        self.userCentError = userCentError.roundedToTenthOfCent
        self.timestamp = timestamp
    }

    /// The feedback band of the error: dead centre, under 10, 10 to 30, over 30 cents.
    public var band: MatchingBand {
        MatchingBand(error: userCentError)
    }
}
