import Domain
import PitchTraining
import Testing

/// Version 1 as Peach wrote it before the rhythm exercises: the format line, then twelve
/// columns, the same as the first twelve of version 3. Rows of pitch discrimination were named
/// `pitchComparison` (and, before the format line existed, `comparison`) in early exports.
@Suite("Peach CSV: version 1")
struct PeachVersion1Tests {
    static let file = [
        "# peach-export-format:1",
        PeachFiles.header1,
        "pitchComparison,2025-11-02T08:15:00Z,69,A4,69,A4,P1,equalTemperament,45.2,true,,",
        "pitchDiscrimination,2025-11-02T08:15:04Z,72,C5,65,F4,P5,justIntonation,-3.0,false,,",
        "pitchMatching,2025-11-02T08:20:00Z,62,D4,58,A#3,M3,equalTemperament,,,-12.5,3.3",
        "comparison,2025-11-02T08:21:00Z,62,D4,62,D4,P1,equalTemperament,7.0,true,,",
    ].joined(separator: "\n")

    @Test("reads the twelve-column layout, with the older names of pitch discrimination")
    func reads() throws {
        let result = try PeachCSV.parse(Self.file, skipBadRows: false)
        #expect(result.formatVersion == 1)
        #expect(result.skipped.isEmpty)
        #expect(result.badRows.isEmpty)
        #expect(
            result.comparisons == [
                ComparisonRecord(
                    referenceNote: try PeachFiles.note(69), targetNote: try PeachFiles.note(69),
                    centOffset: 45.2, isCorrect: true,
                    interval: 0, tuningSystem: .equalTemperament,
                    timestamp: try PeachFiles.date("2025-11-02T08:15:00.000Z")),
                ComparisonRecord(
                    referenceNote: try PeachFiles.note(72), targetNote: try PeachFiles.note(65),
                    centOffset: -3, isCorrect: false,
                    interval: -7, tuningSystem: .justIntonation,
                    timestamp: try PeachFiles.date("2025-11-02T08:15:04.000Z")),
                ComparisonRecord(
                    referenceNote: try PeachFiles.note(62), targetNote: try PeachFiles.note(62),
                    centOffset: 7, isCorrect: true,
                    interval: 0, tuningSystem: .equalTemperament,
                    timestamp: try PeachFiles.date("2025-11-02T08:21:00.000Z")),
            ])
        #expect(
            result.matchings == [
                MatchingRecord(
                    referenceNote: try PeachFiles.note(62), targetNote: try PeachFiles.note(58),
                    initialCentOffset: -12.5,
                    userCentError: 3.3, interval: -4, tuningSystem: .equalTemperament,
                    timestamp: try PeachFiles.date("2025-11-02T08:20:00.000Z"))
            ])
    }

    @Test("a version 1 file reads the same as the version 3 file exported from it")
    func sameAsVersion3() throws {
        let version1 = try PeachCSV.parse(Self.file, skipBadRows: false)
        let version3 = try PeachCSV.parse(
            PeachCSV.export(comparisons: version1.comparisons, matchings: version1.matchings),
            skipBadRows: false)
        #expect(version3.formatVersion == 3)
        #expect(version3.comparisons == version1.comparisons.sorted { $0.timestamp < $1.timestamp })
        #expect(version3.matchings == version1.matchings)
    }

    @Test("columns are found by name, so their order does not matter and unknown ones are ignored")
    func columnOrder() throws {
        let text = """
            # peach-export-format:1
            notes,timestamp,trainingType,userCentError,initialCentOffset,isCorrect,centOffset,tuningSystem,interval,targetNoteName,targetNote,referenceNoteName,referenceNote
            hello,2025-11-02T08:15:04Z,pitchDiscrimination,,,false,-3.0,justIntonation,P5,F4,65,C5,72
            """
        let result = try PeachCSV.parse(text, skipBadRows: false)
        #expect(result.comparisons.map(\.interval) == [-7])
        #expect(result.comparisons.map(\.targetNote) == [try PeachFiles.note(65)])
    }

    @Test("rows of training types the trainer does not have are counted in version 1 too")
    func skipsOtherTypes() throws {
        let text = Self.file + "\nintervalSinging,2025-11-02T08:22:00Z,60,C4,67,G4,P5,equalTemperament,,,,\n"
        let result = try PeachCSV.parse(text, skipBadRows: false)
        #expect(result.skipped == ["intervalSinging": 1])
        #expect(result.comparisons.count == 3)
    }
}
