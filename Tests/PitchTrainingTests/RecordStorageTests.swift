import Domain
import Foundation
import Persistence
import PersistenceTestSupport
import PitchTraining
import Testing

@Suite("The pitch records")
struct RecordStorageTests {
    @Test("both records go into a store and come back unchanged")
    func roundTrip() throws {
        let store = InMemoryRecordStore()
        let comparison = ComparisonRecord(
            referenceNote: try MIDINote(60), targetNote: try MIDINote(67), centOffset: -12.3, isCorrect: true,
            interval: 7, tuningSystem: .justIntonation,
            timestamp: Date(timeIntervalSince1970: 1_700_000_000.123))
        let matching = MatchingRecord(
            referenceNote: try MIDINote(60), targetNote: try MIDINote(55), initialCentOffset: 14.2,
            userCentError: -3.4,
            interval: -5, tuningSystem: .equalTemperament,
            timestamp: Date(timeIntervalSince1970: 1_700_000_001))
        try store.insert(comparison)
        try store.insert(matching)
        var comparisons = try store.records(of: ComparisonRecord.self)
        #expect(try comparisons.all() == [comparison])
        var matchings = try store.records(of: MatchingRecord.self)
        #expect(try matchings.all() == [matching])
    }
}
