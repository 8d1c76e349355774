public import Profiles

extension MatchingRecord {
    /// What the profile keeps of this record.
    public var observation: MatchingObservation {
        MatchingObservation(
            referenceNote: referenceNote, interval: interval, initialCentOffset: initialCentOffset,
            userCentError: userCentError, timestamp: timestamp)
    }
}

extension CompletedMatching {
    /// What the profile keeps of this trial: the same as its record's observation, so a profile
    /// fed live equals one rebuilt from the store.
    public var observation: MatchingObservation {
        MatchingRecord(self).observation
    }
}
