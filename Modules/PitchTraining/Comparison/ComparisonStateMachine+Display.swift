extension ComparisonStateMachine {
    /// What the screen may show of the machine: never the offset of an unanswered trial.
    public var displayState: ComparisonDisplayState {
        let phase: ComparisonDisplayState.Phase =
            switch state {
            case .idle: .ready
            case .playingReference: .listeningToReference
            case .playingTarget: .listeningToTarget
            case .awaitingAnswer: .answering
            case .feedback(let completed): .feedback(correct: completed.isCorrect)
            case .finished: .finished
            }
        return ComparisonDisplayState(
            trialNumber: trialNumber,
            phase: phase,
            revealedOffset: lastCompleted.map { abs($0.trial.centOffset) },
            revealedTargetWasHigher: lastCompleted?.trial.isTargetHigher,
            completedTrials: completedCount,
            correctAnswers: correctCount)
    }
}
