public import Foundation

/// Every way a file can fail to be a Peach export this trainer reads.
///
/// Any of these stops the import before anything is stored. Each case's `description` names the
/// line, the rejected text and what would have been accepted.
public enum PeachCSVError: Error, Equatable, Sendable {
    /// The first line that is not blank is not `# peach-export-format:N`; `firstLine` is what it
    /// was instead (empty when the file has no such line at all).
    case missingFormatLine(firstLine: String)

    /// The format line names a version this trainer does not read.
    case unknownFormatVersion(found: String, supported: [Int])

    /// The file ends after the format line, with no header of column names.
    case missingHeader

    /// The header lacks columns the pitch rows need.
    case missingColumns(line: Int, columns: [String])

    /// The header names a column more than once, so it is unclear which value counts.
    case duplicateColumns(line: Int, columns: [String])

    /// A row (or the header) cannot be read: bad quoting, the wrong number of fields, or a value
    /// that is not allowed. Thrown for the first such row unless bad rows are skipped.
    case badRow(line: Int, reason: String)
}

extension PeachCSVError: LocalizedError {
    /// The same text as `description`, so Foundation's error presentation shows it.
    public var errorDescription: String? { description }
}
