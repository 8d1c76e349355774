/// What the comparison screen shows: the trial, its phase, and the session's counts.
///
/// It is made from the state machine after every event. The offset of the trial being played is
/// not in it: the learner would otherwise read the answer off the screen. An offset appears only
/// once its trial is answered (`revealedOffset`).
public struct ComparisonDisplayState: Sendable, Equatable {
    /// What the learner is doing now.
    public enum Phase: Sendable, Equatable {
        /// The session has not started.
        case ready
        /// The first note is sounding.
        case listeningToReference
        /// The second note is sounding; an answer now counts.
        case listeningToTarget
        /// Both notes have sounded: higher or lower?
        case answering
        /// The answer was right or wrong; the next trial follows shortly.
        case feedback(correct: Bool)
        /// The session is over.
        case finished
    }

    /// The number of the trial being played or just answered, from 1; 0 before the start.
    public var trialNumber: Int
    /// What the learner is doing now.
    public var phase: Phase
    /// The size in cents of the last answered trial's offset; nil before the first answer.
    public var revealedOffset: Double?
    /// Whether the last answered trial's target was higher; nil before the first answer.
    public var revealedTargetWasHigher: Bool?
    /// How many trials have been answered in this session.
    public var completedTrials: Int
    /// How many of them were right.
    public var correctAnswers: Int

    /// Makes a display state.
    public init(
        trialNumber: Int, phase: Phase, revealedOffset: Double?, revealedTargetWasHigher: Bool?,
        completedTrials: Int, correctAnswers: Int
    ) {
        self.trialNumber = trialNumber
        self.phase = phase
        self.revealedOffset = revealedOffset
        self.revealedTargetWasHigher = revealedTargetWasHigher
        self.completedTrials = completedTrials
        self.correctAnswers = correctAnswers
    }
}
