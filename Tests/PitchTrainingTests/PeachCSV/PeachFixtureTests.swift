import Domain
import Foundation
import PitchTraining
import Testing

@Suite("Peach CSV: the real export")
struct PeachFixtureTests {
    @Test("reads every pitch row and counts the rhythm rows it skips")
    func counts() throws {
        let result = try PeachCSV.parse(try PeachFiles.fixture(), skipBadRows: false)
        #expect(result.formatVersion == 3)
        #expect(result.comparisons.count == 14)
        #expect(result.matchings.count == 14)
        #expect(result.skipped == ["rhythmOffsetDetection": 6, "continuousRhythmMatching": 6])
        #expect(result.skippedCount == 12)
        #expect(result.badRows.isEmpty)
    }

    @Test("reads a unison comparison field by field (line 3)")
    func firstComparison() throws {
        let result = try PeachCSV.parse(try PeachFiles.fixture(), skipBadRows: false)
        let record = try #require(result.comparisons.first)
        #expect(
            record
                == ComparisonRecord(
                    referenceNote: try PeachFiles.note(76), targetNote: try PeachFiles.note(76),
                    centOffset: -11.6,
                    isCorrect: false, interval: 0, tuningSystem: .equalTemperament,
                    timestamp: try PeachFiles.date("2026-05-30T03:41:04.000Z")))
    }

    @Test("reads an interval comparison with sharps in its names: C#3 up a major seventh to C4")
    func intervalComparison() throws {
        let result = try PeachCSV.parse(try PeachFiles.fixture(), skipBadRows: false)
        let record = try #require(
            result.comparisons.first { $0.timestamp == (try? PeachFiles.date("2026-09-08T21:51:08.000Z")) })
        #expect(record.referenceNote == (try PeachFiles.note(49)))
        #expect(record.targetNote == (try PeachFiles.note(60)))
        #expect(record.interval == 11)
        #expect(record.centOffset == -4.6)
        #expect(record.isCorrect)
        #expect(record.tuningSystem == .equalTemperament)
    }

    @Test("reads matchings field by field, including a minor sixth from F#5 and an offset of -0.0")
    func matchings() throws {
        let result = try PeachCSV.parse(try PeachFiles.fixture(), skipBadRows: false)
        #expect(
            result.matchings[1]
                == MatchingRecord(
                    referenceNote: try PeachFiles.note(78), targetNote: try PeachFiles.note(86),
                    initialCentOffset: -1.9,
                    userCentError: 2.6, interval: 8, tuningSystem: .equalTemperament,
                    timestamp: try PeachFiles.date("2026-07-07T10:22:23.000Z")))
        let last = try #require(result.matchings.last)
        #expect(last.referenceNote == (try PeachFiles.note(53)))
        #expect(last.targetNote == (try PeachFiles.note(55)))
        #expect(last.interval == 2)
        #expect(last.initialCentOffset == 0)
        #expect(last.initialCentOffset.sign == .minus)
        #expect(last.userCentError == 6.1)
        #expect(last.timestamp == (try PeachFiles.date("2026-11-21T16:28:51.000Z")))
    }

    @Test("exporting the records reproduces the fixture's pitch lines exactly")
    func reproducesPitchLines() throws {
        let fixture = try PeachFiles.fixture()
        let result = try PeachCSV.parse(fixture, skipBadRows: false)
        let exported = PeachCSV.export(comparisons: result.comparisons, matchings: result.matchings)

        // The fixture ends its lines in CRLF (but the first in LF); the export writes LF. Rhythm
        // rows are not exported, since the trainer keeps none.
        // ("\r\n" is one Character, so the lines are split on scalars.)
        let fixtureLines = fixture.unicodeScalars.split(separator: "\n").map { line in
            String(String.UnicodeScalarView(line.last == "\r" ? line.dropLast() : line))
        }
        let expected = fixtureLines.filter { !$0.hasPrefix("rhythm") && !$0.hasPrefix("continuous") }
        #expect(
            exported.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == expected + [
                ""
            ])
    }

    @Test("the records read back from the export are the records exported")
    func roundTrip() throws {
        let result = try PeachCSV.parse(try PeachFiles.fixture(), skipBadRows: false)
        let exported = PeachCSV.export(comparisons: result.comparisons, matchings: result.matchings)
        let again = try PeachCSV.parse(exported, skipBadRows: false)
        #expect(again.comparisons == result.comparisons)
        #expect(again.matchings == result.matchings)
        #expect(again.skipped.isEmpty)
    }
}
