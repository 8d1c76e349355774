/// One record of a CSV file: the fields of a row, where it starts, and what is wrong with its
/// quoting, if anything.
struct CSVRecord: Equatable {
    /// The line the record starts on, counting from 1; a quoted field with line breaks makes a
    /// record span several lines.
    var line: Int

    /// The fields, unquoted (`"a ""b"""` is `a "b"`).
    var fields: [String]

    /// Why the record's quoting is broken; the fields are then only a best effort.
    var problem: String?

    /// Splits CSV text into records, following RFC 4180 with the leniency files in the wild need.
    ///
    /// A byte order mark at the start is dropped. Lines may end in LF, CRLF or CR, mixed within
    /// one file (the Peach fixture ends its first line in LF and the rest in CRLF). Blank lines,
    /// including lines of spaces only, are left out, but still counted for line numbers. A field
    /// in double quotes may hold commas, line breaks and doubled quotes; a quote elsewhere in a
    /// field, text after a closing quote, or a quote that never closes is a problem of the record.
    /// - Parameter text: The whole file.
    /// - Returns: The records that are not blank, in order.
    static func records(in text: String) -> [CSVRecord] {
        var reader = Reader()
        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        while let scalar = scalars.popFirst() {
            if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
            reader.read(scalar == "\r" ? "\n" : scalar)
        }
        return reader.finish()
    }
}

// MARK: - The state machine

/// Reads a file one scalar at a time, line breaks already reduced to `\n`.
private struct Reader {
    var records: [CSVRecord] = []
    var fields: [String] = []
    var field = String.UnicodeScalarView()
    var line = 1
    var recordLine = 1
    var inQuotes = false
    /// Whether a quote was just read inside a quoted field, which the next scalar decides: another
    /// quote makes it an escaped quote, anything else means it closed the field.
    var pendingQuote = false
    /// Whether the current field was quoted and its closing quote has been read.
    var afterClosingQuote = false
    /// Whether any field of the current record was quoted, which makes it not blank.
    var sawQuotes = false
    var problem: String?

    mutating func read(_ scalar: Unicode.Scalar) {
        if inQuotes {
            readQuoted(scalar)
            return
        }
        switch scalar {
        case ",":
            endField()
        case "\n":
            endRecord()
            line += 1
            recordLine = line
        case "\"" where field.isEmpty && !afterClosingQuote:
            inQuotes = true
            sawQuotes = true
        case "\"":
            note("field \(fields.count + 1) has a quote (\") inside it but does not begin with one")
            field.append(scalar)
        default:
            if afterClosingQuote {
                note("field \(fields.count + 1) has text after its closing quote")
            }
            field.append(scalar)
        }
    }

    /// Reads a scalar inside a quoted field.
    mutating func readQuoted(_ scalar: Unicode.Scalar) {
        if pendingQuote {
            pendingQuote = false
            if scalar == "\"" {
                field.append(scalar)
                return
            }
            inQuotes = false
            afterClosingQuote = true
            read(scalar)
            return
        }
        if scalar == "\"" {
            pendingQuote = true
            return
        }
        if scalar == "\n" { line += 1 }
        field.append(scalar)
    }

    /// Keeps the first problem of the record, which is the one worth reporting.
    mutating func note(_ text: String) {
        if problem == nil { problem = text }
    }

    mutating func endField() {
        fields.append(String(field))
        field = String.UnicodeScalarView()
        afterClosingQuote = false
    }

    mutating func endRecord() {
        endField()
        let isBlank =
            !sawQuotes && problem == nil && fields.count == 1
            && fields[0].unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        if !isBlank {
            records.append(CSVRecord(line: recordLine, fields: fields, problem: problem))
        }
        fields = []
        sawQuotes = false
        problem = nil
    }

    mutating func finish() -> [CSVRecord] {
        if pendingQuote {
            pendingQuote = false
            inQuotes = false
            afterClosingQuote = true
        }
        if inQuotes {
            note("a quoted field is not closed before the end of the file")
        }
        if !fields.isEmpty || !field.isEmpty || sawQuotes || problem != nil {
            endRecord()
        }
        return records
    }
}
