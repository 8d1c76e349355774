import Domain
public import Foundation
public import Persistence

extension PitchStore {
    /// How many records an import writes per transaction.
    public static let importBatchSize = 10_000

    /// Imports records from elsewhere (a Peach CSV file), skipping those the store holds, and
    /// refreshes the profile snapshot.
    ///
    /// Records are inserted oldest first in transactions of `importBatchSize`, so a failure part
    /// way (a full disk) keeps the batches before it, and importing the same file again completes
    /// the job: a record equal in every field (the timestamp to the millisecond) to a stored one,
    /// or to one earlier in the same import, is skipped. Afterwards the profile is rebuilt from
    /// every record and saved as the snapshot, since imported records are usually older than the
    /// ones a snapshot continues from.
    /// - Parameters:
    ///   - comparisons: The comparison records, in any order.
    ///   - matchings: The pitch-matching records, in any order.
    ///   - timeZone: Where the learner lives, for the rebuilt profile.
    /// - Returns: How many records of each type were inserted, and how many skipped.
    /// - Throws: `StoreError` when the store cannot be read or written; batches inserted before
    ///   the failure stay.
    public func importRecords(
        comparisons: [ComparisonRecord], matchings: [MatchingRecord], timeZone: TimeZone
    ) throws(StoreError) -> PitchImportSummary {
        let newComparisons = try unseen(comparisons, key: ComparisonKey.init)
        let newMatchings = try unseen(matchings, key: MatchingKey.init)
        try insertInBatches(newComparisons)
        try insertInBatches(newMatchings)
        try saveSnapshot(rebuildProfile(timeZone: timeZone))
        return PitchImportSummary(
            comparisons: newComparisons.count, matchings: newMatchings.count,
            duplicates: comparisons.count + matchings.count - newComparisons.count - newMatchings.count)
    }

    /// The records, oldest first, less those stored already or met earlier in `records`.
    private func unseen<R: StorableRecord & PitchTimestamped, Key: Hashable>(
        _ records: [R], key: (R) -> Key
    ) throws(StoreError) -> [R] {
        let sorted = records.enumerated().sorted { lhs, rhs in
            (lhs.element.timestamp, lhs.offset) < (rhs.element.timestamp, rhs.offset)
        }.map(\.element)
        guard let first = sorted.first?.timestamp, let last = sorted.last?.timestamp else { return [] }
        var seen = Set<Key>()
        let span = RecordQuery(since: first, until: last.addingTimeInterval(0.002))
        var cursor = try store.records(of: R.self, span, batchSize: Self.profileBatchSize)
        while let stored = try cursor.next() {
            seen.insert(key(stored))
        }
        return sorted.filter { seen.insert(key($0)).inserted }
    }

    private func insertInBatches<R: StorableRecord>(_ records: [R]) throws(StoreError) {
        for start in stride(from: 0, to: records.count, by: Self.importBatchSize) {
            try store.insert(contentsOf: records[start..<min(start + Self.importBatchSize, records.count)])
        }
    }
}

/// Every field of a comparison record, the timestamp to the millisecond: what makes two equal
/// (`+ 0` makes -0.0 and 0.0 one value).
private struct ComparisonKey: Hashable {
    let fields: [Int64]
    let tuning: String

    init(_ record: ComparisonRecord) {
        fields = [
            Int64(record.referenceNote.rawValue), Int64(record.targetNote.rawValue),
            Int64(bitPattern: (record.centOffset + 0).bitPattern), record.isCorrect ? 1 : 0,
            Int64(record.interval),
            PitchStore.millisecond(of: record.timestamp),
        ]
        tuning = record.tuningSystem.rawValue
    }
}

/// Every field of a pitch-matching record, the timestamp to the millisecond.
private struct MatchingKey: Hashable {
    let fields: [Int64]
    let tuning: String

    init(_ record: MatchingRecord) {
        fields = [
            Int64(record.referenceNote.rawValue), Int64(record.targetNote.rawValue),
            Int64(bitPattern: (record.initialCentOffset + 0).bitPattern),
            Int64(bitPattern: (record.userCentError + 0).bitPattern), Int64(record.interval),
            PitchStore.millisecond(of: record.timestamp),
        ]
        tuning = record.tuningSystem.rawValue
    }
}
