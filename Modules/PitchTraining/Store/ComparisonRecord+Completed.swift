import Domain

extension ComparisonRecord {
    /// The record of an answered trial: the offset as played, the answer's correctness, the
    /// interval as signed semitones.
    /// - Parameter completed: The trial a session published.
    public init(_ completed: CompletedComparison) {
        self.init(
            referenceNote: completed.trial.referenceNote,
            targetNote: completed.trial.targetNote,
            centOffset: completed.trial.centOffset,
            isCorrect: completed.isCorrect,
            interval: completed.trial.interval.semitones,
            tuningSystem: completed.trial.tuning,
            timestamp: completed.timestamp)
    }
}
