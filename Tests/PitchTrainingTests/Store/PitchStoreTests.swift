import Domain
import Foundation
import Persistence
import PersistenceTestSupport
import PitchTraining
import Testing

@Suite("The store facade: writing")
struct PitchStoreTests {
    @Test("each completed trial is written at once, in its own transaction")
    func writesAtOnce() throws {
        let store = FailingRecordStore()
        let facade = PitchStore(store: store)
        let first = try Self.comparison(1)
        facade.didComplete(first)
        #expect(try store.count(of: ComparisonRecord.self) == 1)
        facade.didComplete(try Self.matching(2))
        #expect(try store.count(of: MatchingRecord.self) == 1)
        #expect(store.insertAttempts == 2)
        var cursor = try facade.allComparisons()
        #expect(try cursor.all() == [ComparisonRecord(first)])
        #expect(facade.lastWarning == nil)
    }

    @Test("a failed write keeps the record and warns; the next write saves both, in order")
    func failureKeepsRecord() async throws {
        let store = FailingRecordStore()
        let facade = PitchStore(store: store)
        store.setFailing(true)
        let twelfth = try Self.comparison(12)
        facade.didComplete(twelfth)
        #expect(facade.unsavedCount == 1)
        #expect(facade.unsavedRecords == [.comparison(ComparisonRecord(twelfth))])
        #expect(try store.count(of: ComparisonRecord.self) == 0)
        let warning = try #require(facade.lastWarning)
        #expect(warning.hasPrefix("could not save trial 12: \(FailingRecordStore.diskFull)"))
        #expect(warning.hasSuffix("; it is kept and will be saved with the next one"))

        store.setFailing(false)
        let thirteenth = try Self.comparison(13)
        facade.didComplete(thirteenth)
        #expect(facade.unsavedCount == 0)
        #expect(facade.lastWarning == nil)
        var cursor = try facade.allComparisons()
        #expect(try cursor.all() == [ComparisonRecord(twelfth), ComparisonRecord(thirteenth)])

        facade.close()
        var warnings: [String] = []
        for await warning in facade.warnings { warnings.append(warning) }
        #expect(warnings == [warning])
    }

    @Test("several failures keep every record; flush saves them when the disk is back")
    func flushRetries() throws {
        let store = FailingRecordStore()
        let facade = PitchStore(store: store)
        store.setFailing(true)
        for number in 1...3 { facade.didComplete(try Self.comparison(number)) }
        facade.didComplete(try Self.matching(4))
        #expect(facade.unsavedCount == 4)
        #expect(facade.lastWarning?.contains("could not save trial 4") == true)
        #expect(facade.lastWarning?.contains("4 unsaved trials are kept") == true)
        #expect(!facade.flush())
        store.setFailing(false)
        #expect(facade.flush())
        #expect(try store.count(of: ComparisonRecord.self) == 3)
        #expect(try store.count(of: MatchingRecord.self) == 1)
        var cursor = try facade.allComparisons()
        #expect(try cursor.all().map(\.timestamp) == (1...3).map(Self.time))
    }

    @Test("close hands back what could never be written, for a recovery file")
    func closeReturnsUnsaved() throws {
        let store = FailingRecordStore()
        let facade = PitchStore(store: store)
        store.setFailing(true)
        let matching = try Self.matching(1)
        facade.didComplete(matching)
        #expect(facade.close() == [.matching(MatchingRecord(matching))])
    }

    // MARK: Fixtures

    static func time(_ number: Int) -> Date {
        Date(timeIntervalSince1970: 1_700_000_000 + Double(number))
    }

    static func comparison(_ number: Int) throws -> CompletedComparison {
        let trial = try ComparisonTrial(
            referenceNote: MIDINote(60 + number % 12), centOffset: 12.5, settings: .standard)
        return CompletedComparison(
            trialNumber: number, trial: trial, answeredHigher: true, timestamp: time(number))
    }

    static func matching(_ number: Int) throws -> CompletedMatching {
        let trial = try MatchingTrial(referenceNote: MIDINote(57), initialOffset: -7.5, settings: .standard)
        return CompletedMatching(
            trialNumber: number, trial: trial, userCentError: 2.5, timestamp: time(number))
    }
}
