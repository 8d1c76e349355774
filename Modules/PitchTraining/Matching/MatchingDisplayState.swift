public import Profiles

/// What the pitch-matching screen shows: the trial, its phase, and the last result.
///
/// It is made from the state machine after every event and has no field for the tunable note's
/// offset or frequency: the learner must match by ear, so the screen cannot show where the note
/// is, even by accident. A trial's error appears only once it is committed.
public struct MatchingDisplayState: Sendable, Equatable {
    /// What the learner is doing now.
    public enum Phase: Sendable, Equatable {
        /// The session has not started.
        case ready
        /// The reference note is sounding.
        case listeningToReference
        /// The tunable note is sounding; the learner moves it and commits.
        case tuning
        /// The trial was committed with an error in this band; the next follows shortly.
        case feedback(MatchingBand)
        /// The session is over.
        case finished
    }

    /// The number of the trial being played or just committed, from 1; 0 before the start.
    public var trialNumber: Int
    /// What the learner is doing now.
    public var phase: Phase
    /// The signed error of the last committed trial in cents (positive sharp); nil before the
    /// first commit.
    public var lastError: Double?
    /// How many trials have been committed in this session.
    public var completedTrials: Int

    /// Makes a display state.
    public init(trialNumber: Int, phase: Phase, lastError: Double?, completedTrials: Int) {
        self.trialNumber = trialNumber
        self.phase = phase
        self.lastError = lastError
        self.completedTrials = completedTrials
    }
}
