import PitchTraining
import Testing

@Suite("Peach CSV: files that are refused")
struct PeachCSVErrorTests {
    /// The error `parse` throws for `text`, without skipping bad rows.
    func error(_ text: String) throws -> PeachCSVError {
        try #require(throws: PeachCSVError.self) { try PeachCSV.parse(text, skipBadRows: false) }
    }

    @Test("an empty or blank file has no format line", arguments: ["", "\n\n", "\u{FEFF}", " \r\n\t\n"])
    func empty(text: String) throws {
        let error = try error(text)
        #expect(error == .missingFormatLine(firstLine: ""))
        #expect(
            error.description
                == "the file is empty; a Peach export begins with the line "
                + "\"# peach-export-format:N\" (N = 1 or 3)")
    }

    @Test("a file that starts with something else has no format line")
    func otherFirstLine() throws {
        let error = try error("hello, world\n" + PeachFiles.header3 + "\n")
        #expect(error == .missingFormatLine(firstLine: "hello, world"))
        #expect(
            error.description
                == "the first line \"hello, world\" is not a Peach format line; a Peach export begins "
                + "with the line \"# peach-export-format:N\" (N = 1 or 3)")
    }

    @Test("a file that starts with the header is told how to mark it as version 1")
    func headerFirst() throws {
        let error = try error(PeachFiles.header1 + "\n" + PeachFiles.comparisonRow() + "\n")
        #expect(error == .missingFormatLine(firstLine: PeachFiles.header1))
        #expect(
            error.description
                == "the first line \"trainingType,timestamp,referenceNote,referenceNoteName,ta...\" is a "
                + "header, not the format line; a Peach export begins with the line "
                + "\"# peach-export-format:N\" (N = 1 or 3); files from early Peach versions lack it: "
                + "add \"# peach-export-format:1\" as the first line to read them")
    }

    @Test(
        "a version other than 1 or 3 is unknown",
        arguments: [
            ("# peach-export-format:2", "2"), ("# peach-export-format:4", "4"),
            ("# peach-export-format:three", "three"), ("# peach-export-format:", ""),
        ])
    func unknownVersion(line: String, found: String) throws {
        let error = try error(line + "\n" + PeachFiles.header3 + "\n")
        #expect(error == .unknownFormatVersion(found: found, supported: [1, 3]))
        #expect(error.description == "Peach export format \"\(found)\" is not supported; supported: 1, 3")
    }

    @Test("a format line without a header is refused")
    func missingHeader() throws {
        let error = try error("# peach-export-format:3\r\n\r\n")
        #expect(error == .missingHeader)
        #expect(
            error.description
                == "the file ends after its format line; expected a header line of column names "
                + "(trainingType,timestamp,referenceNote,...) and then the rows")
    }

    @Test("a header without the pitch columns names the missing ones")
    func missingColumns() throws {
        let header =
            "trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,"
            + "centOffset,isCorrect,initialCentOffset,userCentError"
        let error = try error("# peach-export-format:1\n" + header + "\n")
        #expect(error == .missingColumns(line: 2, columns: ["interval", "tuningSystem"]))
        #expect(
            error.description
                == "line 2: the header lacks the columns interval, tuningSystem; a Peach export has the "
                + "columns trainingType, timestamp, referenceNote, referenceNoteName, targetNote, "
                + "targetNoteName, interval, tuningSystem, centOffset, isCorrect, initialCentOffset, "
                + "userCentError")
        let one = try self.error(
            "# peach-export-format:1\n" + PeachFiles.header1.replacing(",isCorrect", with: "") + "\n")
        #expect(one.description.hasPrefix("line 2: the header lacks the column isCorrect; "))
    }

    @Test("a header that names a column twice is refused")
    func duplicateColumns() throws {
        let error = try error("# peach-export-format:3\n" + PeachFiles.header3 + ",timestamp,tempoBPM\n")
        #expect(error == .duplicateColumns(line: 2, columns: ["timestamp", "tempoBPM"]))
        #expect(
            error.description
                == "line 2: the header names timestamp, tempoBPM more than once; each column must appear once"
        )
    }

    @Test("a header that cannot be read is a bad row even when bad rows are skipped")
    func brokenHeader() throws {
        let text = "# peach-export-format:3\n\"trainingType,timestamp\n"
        let error = try #require(throws: PeachCSVError.self) { try PeachCSV.parse(text, skipBadRows: true) }
        #expect(
            error
                == .badRow(
                    line: 2,
                    reason:
                        "the header cannot be read: a quoted field is not closed before the end of the file"))
    }

    static let allowedIntervals = "allowed: P1, m2, M2, m3, M3, P4, d5, P5, m6, M6, m7, M7, P8"
    static let numberExample = "expected a number of cents such as -11.6"
    static let timeExample = "expected for example 2026-05-30T03:41:04Z or 2026-05-30T05:41:04.250+02:00"

    /// A bad comparison row (a cell replaced, see `PeachFiles.comparisonRow`) and its message.
    static let badCells: [(column: String, value: String, message: String)] = [
        ("referenceNote", "300", "referenceNote \"300\" is out of range; allowed: 0...127"),
        ("referenceNote", "-1", "referenceNote \"-1\" is out of range; allowed: 0...127"),
        ("referenceNote", "C4", "referenceNote \"C4\" is not a MIDI note number; allowed: 0...127"),
        ("referenceNote", "60.0", "referenceNote \"60.0\" is not a MIDI note number; allowed: 0...127"),
        ("referenceNote", "", "referenceNote is empty; allowed: 0...127"),
        ("targetNote", "128", "targetNote \"128\" is out of range; allowed: 0...127"),
        (
            "referenceNoteName", "D4",
            "referenceNoteName \"D4\" is not the name of referenceNote 60; expected C4"
        ),
        (
            "referenceNoteName", "C5",
            "referenceNoteName \"C5\" is not the name of referenceNote 60; expected C4"
        ),
        (
            "referenceNoteName", "H4",
            "referenceNoteName \"H4\" is not a note name; expected C4, the name of referenceNote 60"
        ),
        ("referenceNoteName", "", "referenceNoteName is empty; expected C4, the name of referenceNote 60"),
        ("targetNoteName", "Ab4", "targetNoteName \"Ab4\" is not the name of targetNote 67; expected G4"),
        (
            "interval", "P4",
            "interval \"P4\" is 5 semitones, but referenceNote 60 and targetNote 67 are 7 semitones apart"
        ),
        (
            "interval", "m2",
            "interval \"m2\" is 1 semitone, but referenceNote 60 and targetNote 67 are 7 semitones apart"
        ),
        ("interval", "A4", "interval \"A4\" is not an interval; \(allowedIntervals)"),
        ("interval", "p5", "interval \"p5\" is not an interval; \(allowedIntervals)"),
        ("interval", "", "interval is empty; \(allowedIntervals)"),
        (
            "tuningSystem", "pythagorean",
            "tuningSystem \"pythagorean\" is not a tuning system; allowed: equalTemperament, justIntonation"
        ),
        ("tuningSystem", "", "tuningSystem is empty; allowed: equalTemperament, justIntonation"),
        ("centOffset", "abc", "centOffset \"abc\" is not a finite decimal number; \(numberExample)"),
        ("centOffset", "nan", "centOffset \"nan\" is not a finite decimal number; \(numberExample)"),
        ("centOffset", "inf", "centOffset \"inf\" is not a finite decimal number; \(numberExample)"),
        ("centOffset", "1e999", "centOffset \"1e999\" is not a finite decimal number; \(numberExample)"),
        ("centOffset", "0x1p3", "centOffset \"0x1p3\" is not a finite decimal number; \(numberExample)"),
        ("centOffset", " 1.5", "centOffset \" 1.5\" is not a finite decimal number; \(numberExample)"),
        ("centOffset", "", "centOffset is empty; \(numberExample)"),
        ("isCorrect", "TRUE", "isCorrect \"TRUE\" is not allowed; allowed: true, false"),
        ("isCorrect", "1", "isCorrect \"1\" is not allowed; allowed: true, false"),
        ("isCorrect", "", "isCorrect is empty; allowed: true, false"),
        (
            "timestamp", "2026-02-30T00:00:00Z",
            "timestamp \"2026-02-30T00:00:00Z\" is not an ISO 8601 date and time; \(timeExample)"
        ),
        (
            "timestamp", "",
            "timestamp is empty; expected an ISO 8601 date and time, for example 2026-05-30T03:41:04Z or "
                + "2026-05-30T05:41:04.250+02:00"
        ),
        (
            "trainingType", "",
            "trainingType is empty; expected pitchDiscrimination, pitchMatching or another Peach training type"
        ),
    ]

    @Test("a bad cell stops the import with its line, value and what is allowed", arguments: badCells)
    func badCell(column: String, value: String, message: String) throws {
        let text = PeachFiles.version3(PeachFiles.comparisonRow(), PeachFiles.comparisonRow(column, value))
        let error = try error(text)
        #expect(error == .badRow(line: 4, reason: message))
        #expect(error.description == "line 4: " + message)
    }

    @Test("bad cells of matching rows are reported the same way")
    func badMatchingCells() throws {
        let row = PeachFiles.matchingRow.replacing("10.1", with: "ten")
        #expect(
            try error(PeachFiles.version3(row))
                == .badRow(
                    line: 3,
                    reason: "userCentError \"ten\" is not a finite decimal number; \(Self.numberExample)"))
        let empty = PeachFiles.matchingRow.replacing("18.6", with: "")
        #expect(
            try error(PeachFiles.version3(empty))
                == .badRow(line: 3, reason: "initialCentOffset is empty; \(Self.numberExample)"))
    }

    @Test("a row with too few or too many fields is refused, whatever its training type")
    func fieldCount() throws {
        let short = PeachFiles.rhythmRow.dropLast()
        #expect(
            try error(PeachFiles.version3(String(short)))
                == .badRow(line: 3, reason: "the row has 18 fields, but the header has 19 columns"))
        #expect(
            try error(PeachFiles.version3(PeachFiles.comparisonRow() + ",extra"))
                == .badRow(line: 3, reason: "the row has 20 fields, but the header has 19 columns"))
    }

    @Test("broken quoting is a bad row")
    func quoting() throws {
        let afterQuote = PeachFiles.comparisonRow().replacing(
            "2026-05-30T03:41:04Z", with: "\"2026-05-30T03:41:04Z\"x")
        #expect(
            try error(PeachFiles.version3(afterQuote))
                == .badRow(line: 3, reason: "field 2 has text after its closing quote"))
        let inside = PeachFiles.comparisonRow().replacing(
            "pitchDiscrimination", with: "pitch\"Discrimination")
        #expect(
            try error(PeachFiles.version3(inside))
                == .badRow(line: 3, reason: "field 1 has a quote (\") inside it but does not begin with one"))
        let unclosed = PeachFiles.comparisonRow().replacing("-11.6", with: "\"-11.6")
        #expect(
            try error(PeachFiles.version3(PeachFiles.matchingRow, unclosed, PeachFiles.matchingRow))
                == .badRow(line: 4, reason: "a quoted field is not closed before the end of the file"))
    }
}
