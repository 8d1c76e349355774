import PitchTraining
import Testing

@Suite("Peach CSV: skipping bad rows")
struct PeachBadRowTests {
    /// Good rows on lines 3, 5 and 8; bad ones on lines 4, 6 and 7 (a blank line is line 9,
    /// and a rhythm row line 10).
    static let damaged = PeachFiles.version3(
        PeachFiles.comparisonRow(),
        PeachFiles.comparisonRow("referenceNote", "300"),
        PeachFiles.matchingRow,
        PeachFiles.comparisonRow("isCorrect", "yes"),
        "pitchMatching,oops",
        PeachFiles.comparisonRow("centOffset", "12.0"),
        "",
        PeachFiles.rhythmRow
    )

    @Test("without skipping, the first bad row stops the import with its line number")
    func firstBadRowThrows() {
        #expect(
            throws: PeachCSVError.badRow(
                line: 4, reason: "referenceNote \"300\" is out of range; allowed: 0...127")
        ) {
            try PeachCSV.parse(Self.damaged, skipBadRows: false)
        }
    }

    @Test("with skipping, the bad rows are listed by line and the good ones kept")
    func skipping() throws {
        let result = try PeachCSV.parse(Self.damaged, skipBadRows: true)
        #expect(result.comparisons.map(\.centOffset) == [-11.6, 12.0])
        #expect(result.matchings.count == 1)
        #expect(result.skipped == ["rhythmOffsetDetection": 1])
        #expect(
            result.badRows == [
                PeachBadRow(line: 4, reason: "referenceNote \"300\" is out of range; allowed: 0...127"),
                PeachBadRow(line: 6, reason: "isCorrect \"yes\" is not allowed; allowed: true, false"),
                PeachBadRow(line: 7, reason: "the row has 2 fields, but the header has 19 columns"),
            ])
        #expect(
            result.badRows.map(\.description) == [
                "line 4: referenceNote \"300\" is out of range; allowed: 0...127",
                "line 6: isCorrect \"yes\" is not allowed; allowed: true, false",
                "line 7: the row has 2 fields, but the header has 19 columns",
            ])
    }

    @Test("a file with nothing wrong has no bad rows either way")
    func cleanFile() throws {
        let text = PeachFiles.version3(PeachFiles.comparisonRow(), PeachFiles.matchingRow)
        #expect(try PeachCSV.parse(text, skipBadRows: true) == PeachCSV.parse(text, skipBadRows: false))
        #expect(try PeachCSV.parse(text, skipBadRows: true).badRows.isEmpty)
    }
}
