extension PeachCSVError: CustomStringConvertible {
    /// A message a learner can act on: the line, what was found there and what is allowed.
    public var description: String {
        switch self {
        case .missingFormatLine(let firstLine) where firstLine.isEmpty:
            "the file is empty; a Peach export begins with the line \(formatLineExample)"
        case .missingFormatLine(let firstLine) where firstLine.hasPrefix("trainingType,"):
            "the first line \"\(shortened(firstLine))\" is a header, not the format line; a Peach export "
                + "begins with the line \(formatLineExample); files from early Peach versions "
                + "lack it: add \"\(PeachCSV.formatLinePrefix)1\" as the first line to read them"
        case .missingFormatLine(let firstLine):
            "the first line \"\(shortened(firstLine))\" is not a Peach format line; a Peach export "
                + "begins with the line \(formatLineExample)"
        case .unknownFormatVersion(let found, let supported):
            "Peach export format \"\(found)\" is not supported; supported: "
                + supported.map(String.init).joined(separator: ", ")
        case .missingHeader:
            "the file ends after its format line; expected a header line of column names "
                + "(\(PeachCSV.columns.prefix(3).joined(separator: ",")),...) and then the rows"
        case .missingColumns(let line, let columns):
            "line \(line): the header lacks the column\(columns.count == 1 ? "" : "s") "
                + "\(columns.joined(separator: ", ")); a Peach export has the columns "
                + PeachCSV.requiredColumns.joined(separator: ", ")
        case .duplicateColumns(let line, let columns):
            "line \(line): the header names \(columns.joined(separator: ", ")) more than once; "
                + "each column must appear once"
        case .badRow(let line, let reason):
            PeachBadRow(line: line, reason: reason).description
        }
    }
}

// MARK: - Helpers

/// The format line in quotes, with its placeholder and the versions that may stand in for it:
/// `"# peach-export-format:N" (N = 1 or 3)`.
private var formatLineExample: String {
    let versions = PeachCSV.readableVersions.map(String.init).joined(separator: " or ")
    return "\"\(PeachCSV.formatLinePrefix)N\" (N = \(versions))"
}

/// A long first line cut down so the message stays readable: a CSV row can be hundreds of
/// characters.
private func shortened(_ text: String) -> String {
    text.count <= 60 ? text : text.prefix(57) + "..."
}
