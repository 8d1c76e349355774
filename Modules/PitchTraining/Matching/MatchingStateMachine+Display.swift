extension MatchingStateMachine {
    /// What the screen may show of the machine: never the tunable note's offset before commit.
    public var displayState: MatchingDisplayState {
        let phase: MatchingDisplayState.Phase =
            switch state {
            case .idle: .ready
            case .playingReference: .listeningToReference
            case .tuning: .tuning
            case .feedback(let completed): .feedback(completed.band)
            case .finished: .finished
            }
        return MatchingDisplayState(
            trialNumber: trialNumber, phase: phase, lastError: lastCompleted?.userCentError,
            completedTrials: completedCount)
    }
}
