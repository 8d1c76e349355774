import Domain
import Foundation
import Persistence
import PersistenceTestSupport
import PitchTraining
import Profiles
import Testing

@Suite("The store facade: the profile and its snapshot")
struct ProfileSnapshotTests {
    let utc = TimeZone(identifier: "UTC")!

    @Test(
        "snapshot plus later records equals the profile rebuilt from every record, same-millisecond records included"
    )
    func snapshotContinues() throws {
        let store = InMemoryRecordStore()
        let facade = PitchStore(store: store)
        // Five records of the last millisecond before the snapshot, two of them matches.
        let before = Self.times(base: 0, spacing: 0.25, count: 28) + Array(repeating: 7.777, count: 3)
        for (number, time) in before.enumerated() {
            facade.didComplete(try Self.comparison(number, at: time))
        }
        for number in 0..<2 { facade.didComplete(try Self.matching(number, at: 7.777)) }
        // A snapshot made with a reversal count of its own, so a continued profile can be told
        // from a rebuilt one.
        var snapshot = PitchProfile(timeZone: utc, reversalCount: 5)
        for record in try Self.all(ComparisonRecord.self, in: store) { snapshot.add(record.observation) }
        for record in try Self.all(MatchingRecord.self, in: store) { snapshot.add(record.observation) }
        #expect(snapshot.comparisonsAtLastTimestamp == 3 && snapshot.matchingsAtLastTimestamp == 2)
        #expect(try facade.saveSnapshot(snapshot))

        // More records in the snapshot's last millisecond, then later ones.
        let live = LivePitchProfile(snapshot)
        let after = [7.777, 7.777] + Self.times(base: 8, spacing: 0.5, count: 10)
        for (number, time) in after.enumerated() {
            let completed = try Self.comparison(100 + number, at: time)
            facade.didComplete(completed)
            live.didComplete(completed)
        }
        let matching = try Self.matching(9, at: 7.777)
        facade.didComplete(matching)
        live.didComplete(matching)

        let loaded = try facade.loadProfile(timeZone: utc)
        var expected = PitchProfile(timeZone: utc, reversalCount: 5)
        for record in try Self.all(ComparisonRecord.self, in: store) { expected.add(record.observation) }
        for record in try Self.all(MatchingRecord.self, in: store) { expected.add(record.observation) }
        #expect(loaded == expected)
        #expect(loaded.threshold.reversalCount == 5)
        #expect(loaded.comparisonCount == 43 && loaded.matchingCount == 3)
        #expect(loaded.comparisonsAtLastTimestamp == 1)
        #expect(live.profile == loaded)
    }

    @Test("without a snapshot, the profile is rebuilt from every record")
    func noSnapshot() throws {
        let store = InMemoryRecordStore()
        let facade = PitchStore(store: store)
        for number in 0..<20 { facade.didComplete(try Self.comparison(number, at: Double(number))) }
        let loaded = try facade.loadProfile(timeZone: utc)
        #expect(loaded.comparisonCount == 20)
        #expect(loaded == (try facade.rebuildProfile(timeZone: utc)))
        #expect(loaded.threshold.reversalCount == ThresholdEstimate.defaultReversalCount)
    }

    @Test(
        "a snapshot that does not account for the store is not used: an older record written after it, another time zone, damage",
        arguments: ["older record", "time zone", "damaged"])
    func snapshotNotUsed(problem: String) throws {
        let store = InMemoryRecordStore()
        let facade = PitchStore(store: store)
        for number in 0..<10 { facade.didComplete(try Self.comparison(number, at: 10 + Double(number))) }
        var snapshot = PitchProfile(timeZone: utc, reversalCount: 5)
        for record in try Self.all(ComparisonRecord.self, in: store) { snapshot.add(record.observation) }
        #expect(try facade.saveSnapshot(snapshot))
        var timeZone = utc
        switch problem {
        case "older record": facade.didComplete(try Self.comparison(50, at: 1))
        case "time zone": timeZone = TimeZone(identifier: "Europe/Berlin")!
        default: try store.setDocumentData(Data(#"{"version": 99}"#.utf8), forKey: PitchStore.snapshotKey)
        }
        let loaded = try facade.loadProfile(timeZone: timeZone)
        #expect(loaded == (try facade.rebuildProfile(timeZone: timeZone)))
        #expect(loaded.threshold.reversalCount == ThresholdEstimate.defaultReversalCount)
    }

    @Test("no snapshot is saved while a record waits to be written")
    func snapshotRefusedWhileUnsaved() throws {
        let store = FailingRecordStore()
        let facade = PitchStore(store: store)
        store.setFailing(true)
        facade.didComplete(try Self.comparison(1, at: 1))
        #expect(try !facade.saveSnapshot(PitchProfile(timeZone: utc)))
        #expect(try store.documentKeys().isEmpty)
        store.setFailing(false)
        #expect(facade.flush())
        #expect(try facade.saveSnapshot(facade.loadProfile(timeZone: utc)))
        #expect(try store.documentKeys() == [PitchStore.snapshotKey])
    }

    @Test("an import inserts in batches, skips records the store holds, and refreshes the snapshot")
    func importRecords() throws {
        let store = InMemoryRecordStore()
        let facade = PitchStore(store: store)
        let held = try Self.comparison(0, at: 5)
        facade.didComplete(held)
        let comparisons = try (0..<25_000).map {
            ComparisonRecord(try Self.comparison($0, at: Double($0) * 0.001))
        }
        let matchings = try (0..<10).map { MatchingRecord(try Self.matching($0, at: Double($0))) }
        let summary = try facade.importRecords(
            comparisons: comparisons + [ComparisonRecord(held), comparisons[3]], matchings: matchings,
            timeZone: utc)
        #expect(summary == PitchImportSummary(comparisons: 25_000, matchings: 10, duplicates: 2))
        #expect(try store.count(of: ComparisonRecord.self) == 25_001)
        #expect(try store.count(of: MatchingRecord.self) == 10)
        let snapshot = try #require(try store.document(PitchProfile.self, forKey: PitchStore.snapshotKey))
        #expect(snapshot == (try facade.rebuildProfile(timeZone: utc)))
        #expect(snapshot.comparisonCount == 25_001)
        // A second import of the same records changes nothing.
        let again = try facade.importRecords(comparisons: comparisons, matchings: matchings, timeZone: utc)
        #expect(again == PitchImportSummary(comparisons: 0, matchings: 0, duplicates: 25_010))
    }

    @Test("a profile over 100,000 records loads from its snapshot (times printed, not asserted)")
    func largeHistory() throws {
        let store = InMemoryRecordStore()
        let facade = PitchStore(store: store)
        let records = try (0..<100_000).map {
            ComparisonRecord(try Self.comparison($0, at: Double($0) * 0.01))
        }
        for start in stride(from: 0, to: records.count, by: PitchStore.importBatchSize) {
            try store.insert(contentsOf: records[start..<(start + PitchStore.importBatchSize)])
        }
        let clock = ContinuousClock()
        // Building the profile itself, from the observations in memory.
        var built = PitchProfile(timeZone: utc)
        let buildTime = clock.measure { for record in records { built.add(record.observation) } }
        #expect(try facade.saveSnapshot(built))
        for number in 0..<10 { facade.didComplete(try Self.comparison(number, at: 2_000 + Double(number))) }
        var loaded = PitchProfile(timeZone: utc)
        let loadTime = try clock.measure { loaded = try facade.loadProfile(timeZone: utc) }
        #expect(loaded.comparisonCount == 100_010)
        print(
            "profile over 100,000 comparisons: built from observations in \(buildTime); "
                + "loaded from the snapshot plus 10 records of the in-memory test store in \(loadTime)")
    }

    // MARK: Fixtures

    static func times(base: Double, spacing: Double, count: Int) -> [Double] {
        (0..<count).map { base + Double($0) * spacing }
    }

    static func date(_ seconds: Double) -> Date {
        Date(timeIntervalSince1970: ((1_700_000_000 + seconds) * 1000).rounded() / 1000)
    }

    static func comparison(_ number: Int, at seconds: Double) throws -> CompletedComparison {
        let trial = try ComparisonTrial(
            referenceNote: MIDINote(48 + number % 25),
            centOffset: Double(1 + number % 40) * (number % 3 == 0 ? -1 : 1),
            settings: .standard)
        return CompletedComparison(
            trialNumber: number, trial: trial, answeredHigher: number % 4 != 0, timestamp: date(seconds))
    }

    static func matching(_ number: Int, at seconds: Double) throws -> CompletedMatching {
        let trial = try MatchingTrial(
            referenceNote: MIDINote(50 + number % 20), initialOffset: Double(number % 7) * 2.5,
            settings: .standard)
        return CompletedMatching(
            trialNumber: number, trial: trial, userCentError: Double(number % 9) - 4, timestamp: date(seconds)
        )
    }

    static func all<R: StorableRecord>(_ type: R.Type, in store: some RecordStore) throws -> [R] {
        var cursor = try store.records(of: R.self)
        return try cursor.all()
    }
}
