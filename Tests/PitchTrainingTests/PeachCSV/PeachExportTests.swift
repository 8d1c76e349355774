import Domain
import Foundation
import PitchTraining
import Testing

@Suite("Peach CSV: export")
struct PeachExportTests {
    /// Records of every shape: downward intervals, just intonation, milliseconds, negative zero,
    /// the extremes of the MIDI range, and two records at the same moment.
    static func records() throws -> (comparisons: [ComparisonRecord], matchings: [MatchingRecord]) {
        let comparisons = [
            ComparisonRecord(
                referenceNote: try PeachFiles.note(67), targetNote: try PeachFiles.note(60), centOffset: 32.3,
                isCorrect: true,
                interval: -7, tuningSystem: .justIntonation,
                timestamp: try PeachFiles.date("2026-03-01T10:00:00.123Z")),
            ComparisonRecord(
                referenceNote: try PeachFiles.note(0), targetNote: try PeachFiles.note(12), centOffset: -0.1,
                isCorrect: false,
                interval: 12, tuningSystem: .equalTemperament,
                timestamp: try PeachFiles.date("2026-03-01T09:00:00.000Z")
            ),
            ComparisonRecord(
                referenceNote: try PeachFiles.note(127), targetNote: try PeachFiles.note(121),
                centOffset: 100, isCorrect: true,
                interval: -6, tuningSystem: .equalTemperament,
                timestamp: try PeachFiles.date("2026-03-01T10:00:00.999Z")
            ),
        ]
        let matchings = [
            MatchingRecord(
                referenceNote: try PeachFiles.note(61), targetNote: try PeachFiles.note(58),
                initialCentOffset: -0.0,
                userCentError: -123.4, interval: -3, tuningSystem: .justIntonation,
                timestamp: try PeachFiles.date("2026-03-01T10:00:00.123Z")),
            MatchingRecord(
                referenceNote: try PeachFiles.note(69), targetNote: try PeachFiles.note(69),
                initialCentOffset: 20,
                userCentError: 0.1, interval: 0, tuningSystem: .equalTemperament,
                timestamp: try PeachFiles.date("1999-12-31T23:59:59.001Z")),
        ]
        return (comparisons, matchings)
    }

    @Test("what is exported reads back as the same records, to the millisecond")
    func roundTrip() throws {
        let (comparisons, matchings) = try Self.records()
        let text = PeachCSV.export(comparisons: comparisons, matchings: matchings)
        let result = try PeachCSV.parse(text, skipBadRows: false)
        #expect(result.formatVersion == 3)
        // The file is in time order, so the records come back in time order.
        #expect(result.comparisons == comparisons.sorted { $0.timestamp < $1.timestamp })
        #expect(result.matchings == matchings.sorted { $0.timestamp < $1.timestamp })
    }

    @Test("writes version 3 with Peach's header, rows in time order, and a final newline")
    func layout() throws {
        let (comparisons, matchings) = try Self.records()
        let lines = PeachCSV.export(comparisons: comparisons, matchings: matchings)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 + 5 + 1)
        #expect(lines[0] == "# peach-export-format:3")
        #expect(
            lines[1]
                == "trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,"
                + "interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError,tempoBPM,"
                + "offsetMs,meanOffsetMs,meanOffsetMsPosition0,meanOffsetMsPosition1,"
                + "meanOffsetMsPosition2,meanOffsetMsPosition3")
        #expect(
            Array(lines[2...]) == [
                "pitchMatching,1999-12-31T23:59:59.001Z,69,A4,69,A4,P1,equalTemperament,,,20.0,0.1,,,,,,,",
                "pitchDiscrimination,2026-03-01T09:00:00Z,0,C-1,12,C0,P8,equalTemperament,-0.1,false,,,,,,,,,",
                "pitchDiscrimination,2026-03-01T10:00:00.123Z,67,G4,60,C4,P5,justIntonation,32.3,true,,,,,,,,,",
                "pitchMatching,2026-03-01T10:00:00.123Z,61,C#4,58,A#3,m3,justIntonation,,,-0.0,-123.4,,,,,,,",
                "pitchDiscrimination,2026-03-01T10:00:00.999Z,127,G9,121,C#9,d5,equalTemperament,100.0,true,,,,,,,,,",
                "",
            ])
    }

    @Test("with no records, writes the format line and the header only")
    func empty() throws {
        let text = PeachCSV.export(comparisons: [], matchings: [])
        #expect(text == "# peach-export-format:3\n" + PeachFiles.header3 + "\n")
        let result = try PeachCSV.parse(text, skipBadRows: false)
        #expect(result == PeachImport(formatVersion: 3))
    }

    @Test(
        "writes numbers in the fewest digits that read back exactly, never with an exponent",
        arguments: [
            (-11.6, "-11.6"), (6, "6.0"), (0.00001, "0.00001"), (-0.000123, "-0.000123"),
            (12.345, "12.345"), (1e16, "10000000000000000.0"), (2.5e20, "250000000000000000000.0"),
        ])
    func numbers(value: Double, text: String) throws {
        let record = MatchingRecord(
            referenceNote: try PeachFiles.note(60), targetNote: try PeachFiles.note(60),
            initialCentOffset: value,
            userCentError: 0, interval: 0, tuningSystem: .equalTemperament,
            timestamp: try PeachFiles.date("2026-01-01T00:00:00.000Z"))
        let exported = PeachCSV.export(comparisons: [], matchings: [record])
        #expect(exported.contains(",,\(text),0.0,"))
        // Reading back rounds to the 0.1 cent the records keep.
        let back = try #require(try PeachCSV.parse(exported, skipBadRows: false).matchings.first)
        #expect(back.initialCentOffset == Cents(value).roundedToTenth().value)
    }
}
