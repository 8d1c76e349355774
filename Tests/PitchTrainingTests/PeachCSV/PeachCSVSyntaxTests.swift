import Foundation
import PitchTraining
import Testing

@Suite("Peach CSV: quoting, line endings and other file shapes")
struct PeachCSVSyntaxTests {
    static let rows = [PeachFiles.comparisonRow(), PeachFiles.matchingRow, PeachFiles.rhythmRow]

    /// What the three rows read as, whatever the shape of the file around them.
    static func expected() throws -> PeachImport {
        try PeachCSV.parse(PeachFiles.version3(rows[0], rows[1], rows[2]), skipBadRows: false)
    }

    @Test(
        "reads LF, CRLF, CR and mixed line endings, with or without a final line break",
        arguments: [
            ("\n", "\n"), ("\r\n", "\r\n"), ("\r", "\r"), ("\r\n", ""), ("\n", ""), ("\r", ""),
        ])
    func lineEndings(separator: String, ending: String) throws {
        let lines = ["# peach-export-format:3", PeachFiles.header3] + Self.rows
        let text = lines.joined(separator: separator) + ending
        #expect(try PeachCSV.parse(text, skipBadRows: false) == Self.expected())
        let mixed = lines[0] + "\n" + lines.dropFirst().joined(separator: separator) + ending
        #expect(try PeachCSV.parse(mixed, skipBadRows: false) == Self.expected())
    }

    @Test("ignores a byte order mark and blank lines, but counts them in line numbers")
    func bomAndBlankLines() throws {
        let text =
            "\u{FEFF}\n# peach-export-format:3\r\n\r\n" + PeachFiles.header3 + "\r\n\r\n"
            + Self.rows.joined(separator: "\r\n   \r\n") + "\r\n\r\n\r\n"
        #expect(try PeachCSV.parse(text, skipBadRows: false) == Self.expected())
        let bad = text + PeachFiles.comparisonRow("interval", "P4") + "\r\n"
        #expect(throws: PeachCSVError.self) { try PeachCSV.parse(bad, skipBadRows: false) }
        let result = try PeachCSV.parse(bad, skipBadRows: true)
        #expect(result.badRows.map(\.line) == [13])
    }

    @Test("reads quoted fields, with commas, doubled quotes and line breaks inside")
    func quotedFields() throws {
        let quoted = PeachFiles.comparisonRow()
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { "\"\($0)\"" }
            .joined(separator: ",")
        let odd = "\"rhythm, \"\"swung\"\"\nand dotted\",2026-07-19T11:53:28Z,,,,,,,,true,,,127,-35.4,,,,,"
        let text = PeachFiles.version3(quoted, odd, PeachFiles.comparisonRow("isCorrect", "maybe"))
        let result = try PeachCSV.parse(text, skipBadRows: true)
        #expect(result.comparisons == (try Self.expected().comparisons))
        #expect(result.skipped == ["rhythm, \"swung\"\nand dotted": 1])
        // The quoted line break makes the rhythm row span lines 4 and 5, so the next row is line 6.
        #expect(result.badRows.map(\.line) == [6])
    }

    @Test("a format line padded with commas by a spreadsheet is still a format line")
    func paddedFormatLine() throws {
        let text =
            "# peach-export-format:3,,,,,,,,,,,,,,,,,,\n" + PeachFiles.header3 + "\n"
            + Self.rows.joined(separator: "\n")
        #expect(try PeachCSV.parse(text, skipBadRows: false) == Self.expected())
    }

    @Test("a training type with stray spaces around it is still recognised, not skipped")
    func spacedTrainingType() throws {
        let row = PeachFiles.comparisonRow("trainingType", " pitchDiscrimination ")
        let result = try PeachCSV.parse(PeachFiles.version3(row), skipBadRows: false)
        #expect(result.comparisons.count == 1)
        #expect(result.skipped.isEmpty)
    }

    @Test("accepts any spelling of the right note, such as flats")
    func enharmonicNames() throws {
        let row = "pitchMatching,2026-09-13T18:13:22Z,73,Db5,78,Gb5,P4,equalTemperament,,,18.6,10.1,,,,,,,"
        let result = try PeachCSV.parse(PeachFiles.version3(row), skipBadRows: false)
        #expect(result.matchings.map(\.interval) == [5])
    }

    @Test("rounds cents to the 0.1 the records keep, as Peach writes full precision")
    func rounding() throws {
        let row = PeachFiles.comparisonRow("centOffset", "32.287510416")
        let result = try PeachCSV.parse(PeachFiles.version3(row), skipBadRows: false)
        #expect(result.comparisons.map(\.centOffset) == [32.3])
    }

    @Test(
        "reads ISO 8601 times to the millisecond, in UTC or with an offset",
        arguments: [
            ("2026-05-30T03:41:04Z", "2026-05-30T03:41:04.000Z"),
            ("2026-05-30T03:41:04.5Z", "2026-05-30T03:41:04.500Z"),
            ("2026-05-30T03:41:04.123Z", "2026-05-30T03:41:04.123Z"),
            ("2026-05-30T03:41:04.12349Z", "2026-05-30T03:41:04.123Z"),
            ("2026-05-30T03:41:04.1235Z", "2026-05-30T03:41:04.124Z"),
            ("2026-05-30T03:41:04.999999999Z", "2026-05-30T03:41:05.000Z"),
            ("2026-05-30T05:41:04.250+02:00", "2026-05-30T03:41:04.250Z"),
            ("2026-05-29T22:11:04-0530", "2026-05-30T03:41:04.000Z"),
            ("2026-05-30T04:41:04+01", "2026-05-30T03:41:04.000Z"),
            ("2026-05-31T00:30:00+01:00", "2026-05-30T23:30:00.000Z"),
            ("2024-02-29T12:00:00Z", "2024-02-29T12:00:00.000Z"),
            ("1970-01-01T00:00:00Z", "1970-01-01T00:00:00.000Z"),
        ])
    func times(text: String, utc: String) throws {
        let row = PeachFiles.comparisonRow("timestamp", text)
        let result = try PeachCSV.parse(PeachFiles.version3(row), skipBadRows: false)
        #expect(result.comparisons.map(\.timestamp) == [try PeachFiles.date(utc)])
    }

    @Test(
        "refuses times that are not ISO 8601 or do not exist",
        arguments: [
            "2026-05-30", "2026-05-30T03:41Z", "2026-05-30 03:41:04Z", "2026-05-30T03:41:04",
            "2026-13-01T00:00:00Z", "2025-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-05-30T24:00:00Z",
            "2026-05-30T03:60:00Z", "2026-05-30T03:41:60Z", "2026-05-30T03:41:04.Z",
            "2026-05-30T03:41:04.1234567890Z", "2026-05-30T03:41:04+2:00", "2026-05-30T03:41:04+24:00",
            " 2026-05-30T03:41:04Z", "2026-05-30T03:41:04Zjunk", "1779939664",
        ])
    func badTimes(text: String) throws {
        let row = PeachFiles.comparisonRow("timestamp", text)
        #expect(
            throws: PeachCSVError.badRow(
                line: 3,
                reason: "timestamp \"\(text)\" is not an ISO 8601 date and time; expected for example "
                    + "2026-05-30T03:41:04Z or 2026-05-30T05:41:04.250+02:00")
        ) {
            try PeachCSV.parse(PeachFiles.version3(row), skipBadRows: false)
        }
    }
}
