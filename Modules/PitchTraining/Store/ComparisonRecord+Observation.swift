public import Profiles

extension ComparisonRecord {
    /// What the profile keeps of this record.
    public var observation: ComparisonObservation {
        ComparisonObservation(
            referenceNote: referenceNote, centOffset: centOffset, isCorrect: isCorrect, interval: interval,
            timestamp: timestamp)
    }
}

extension CompletedComparison {
    /// What the profile keeps of this trial: the same as its record's observation, so a profile
    /// fed live equals one rebuilt from the store.
    public var observation: ComparisonObservation {
        ComparisonRecord(self).observation
    }
}
