import Domain

extension MatchingRecord {
    /// The record of a committed trial: the initial offset, the learner's error, the interval as
    /// signed semitones.
    /// - Parameter completed: The trial a session published.
    public init(_ completed: CompletedMatching) {
        self.init(
            referenceNote: completed.trial.referenceNote,
            targetNote: completed.trial.targetNote,
            initialCentOffset: completed.trial.initialOffset,
            userCentError: completed.userCentError,
            interval: completed.trial.interval.semitones,
            tuningSystem: completed.trial.tuning,
            timestamp: completed.timestamp)
    }
}
