public import Foundation
public import Persistence
public import Profiles

extension PitchStore {
    /// Records read per batch while a profile is built: large enough that paging costs little,
    /// small enough that memory stays flat however long the history.
    static let profileBatchSize = 4_096

    /// The learner's profile at start: the saved snapshot plus the records stored after it, or,
    /// without a usable snapshot, every record.
    ///
    /// A snapshot is used when it decodes, was made in `timeZone` (calendar days are cut in it),
    /// and accounts for every stored record: its counts plus the records after it must equal the
    /// store's counts. Records after it are those from its last timestamp on, less, among the
    /// records of that very millisecond, the ones it already holds (`comparisonsAtLastTimestamp`,
    /// `matchingsAtLastTimestamp`), so records sharing a millisecond are neither lost nor counted
    /// twice. Anything else (no snapshot, another version, a record written out of order by an
    /// import or another process) falls back to a rebuild, which is always right, only slower.
    /// - Parameter timeZone: Where the learner lives.
    /// - Returns: The profile.
    /// - Throws: `StoreError` when the records cannot be read.
    public func loadProfile(timeZone: TimeZone) throws(StoreError) -> PitchProfile {
        if let snapshot = try savedSnapshot(), snapshot.timeZone.identifier == timeZone.identifier {
            var profile = snapshot
            try forEachRecord(
                ComparisonRecord.self, from: snapshot.lastComparisonTimestamp,
                skipping: snapshot.comparisonsAtLastTimestamp
            ) { profile.add($0) }
            try forEachRecord(
                MatchingRecord.self, from: snapshot.lastMatchingTimestamp,
                skipping: snapshot.matchingsAtLastTimestamp
            ) { profile.add($0) }
            if try profile.comparisonCount == store.count(of: ComparisonRecord.self),
                try profile.matchingCount == store.count(of: MatchingRecord.self)
            {
                return profile
            }
        }
        return try rebuildProfile(timeZone: timeZone)
    }

    /// The profile built from every stored record, oldest first.
    /// - Parameter timeZone: Where the learner lives.
    /// - Returns: The profile.
    /// - Throws: `StoreError` when the records cannot be read.
    public func rebuildProfile(timeZone: TimeZone) throws(StoreError) -> PitchProfile {
        var profile = PitchProfile(timeZone: timeZone)
        try forEachRecord(ComparisonRecord.self, from: nil, skipping: 0) { profile.add($0) }
        try forEachRecord(MatchingRecord.self, from: nil, skipping: 0) { profile.add($0) }
        return profile
    }

    /// Saves a profile as the snapshot the next start continues from; call it when a session
    /// ends (with `LivePitchProfile.profile`) or every few hundred trials.
    ///
    /// Refused while records wait to be written: the profile holds them, the store does not.
    /// - Parameter profile: The profile of every stored record (the loaded profile plus the
    ///   trials completed since).
    /// - Returns: Whether the snapshot was saved.
    /// - Throws: `StoreError` when the document cannot be written.
    @discardableResult
    public func saveSnapshot(_ profile: PitchProfile) throws(StoreError) -> Bool {
        guard unsavedCount == 0 else { return false }
        try store.setDocument(profile, forKey: Self.snapshotKey)
        return true
    }

    /// The saved snapshot, or nil when there is none or it cannot be used (another version, a
    /// damaged document): a snapshot is a cache, and the records can always rebuild it.
    private func savedSnapshot() throws(StoreError) -> PitchProfile? {
        do {
            return try store.document(PitchProfile.self, forKey: Self.snapshotKey)
        } catch {
            guard case .corrupted = error else { throw error }
            return nil
        }
    }

    /// Calls `body` on the observations of a record type's records from `start` on, oldest
    /// first, skipping the first `included` records of `start`'s millisecond. Fields are read as
    /// they are stored; a record they do not fit is decoded, which reports what is wrong.
    func forEachRecord<R: ObservedRecord>(
        _ type: R.Type, from start: Date?, skipping included: Int, _ body: (R.Observation) -> Void
    ) throws(StoreError) {
        let query = RecordQuery(since: start)
        try query.validate(against: R.schema)
        var cursor = store.rawRecords(of: R.schema, query, batchSize: Self.profileBatchSize)
        let startMillisecond = start.map(Self.millisecond)
        var skipped = 0
        while let raw = try cursor.next() {
            let observation: R.Observation
            let timestamp: Date
            if let read = R.observation(fields: raw.fields), let date = raw.fields["timestamp"]?.dateValue {
                observation = read
                timestamp = date
            } else {
                let record = try RecordCodec.decode(R.self, from: raw)
                observation = record.observation
                timestamp = record.timestamp
            }
            if skipped < included, Self.millisecond(of: timestamp) == startMillisecond {
                skipped += 1
                continue
            }
            body(observation)
        }
    }

    /// A date in whole milliseconds, rounded as the stores round it.
    static func millisecond(of date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
