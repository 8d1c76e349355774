import Foundation

extension PeachCSV {
    /// Reads a Peach export.
    ///
    /// The first line that is not blank must be the format line, naming a readable version; the
    /// next is the header, which must have the `requiredColumns` (in any order; others are
    /// ignored). Every row after that is a pitch discrimination row, a pitch matching row, or a
    /// row of another training type, which is counted in `skipped`. A pitch row must be entirely
    /// valid: note numbers 0...127 with matching names, an interval whose size is the distance
    /// between the notes, a known tuning system, finite numbers, `true` or `false`, and an
    /// ISO 8601 time. Cent values are rounded to 0.1 cent, the resolution the records keep.
    /// - Parameters:
    ///   - text: The whole file.
    ///   - skipBadRows: Whether to leave out rows that cannot be read, listing them in `badRows`,
    ///     rather than stopping at the first, so that nothing is imported from a damaged file
    ///     unless the learner asks.
    /// - Returns: The records and an account of the rows left out.
    /// - Throws: `PeachCSVError` when the format line or the header is missing or wrong, or, when
    ///   bad rows are not skipped, for the first row that cannot be read.
    public static func parse(_ text: String, skipBadRows: Bool = false) throws(PeachCSVError) -> PeachImport {
        var records = CSVRecord.records(in: text)[...]
        guard let formatRecord = records.popFirst() else {
            throw .missingFormatLine(firstLine: "")
        }
        var result = PeachImport(formatVersion: try formatVersion(in: formatRecord))
        guard let headerRecord = records.popFirst() else { throw .missingHeader }
        let columnIndex = try columnIndex(in: headerRecord)
        let width = headerRecord.fields.count

        for record in records {
            do throws(PeachRowProblem) {
                try read(record, width: width, columnIndex: columnIndex, into: &result)
            } catch {
                guard skipBadRows else { throw .badRow(line: record.line, reason: error.reason) }
                result.badRows.append(PeachBadRow(line: record.line, reason: error.reason))
            }
        }
        return result
    }

    /// The version the format line declares.
    ///
    /// Cells after the first must be empty: a spreadsheet that saves the file again pads every line
    /// to the width of the table (`# peach-export-format:3,,,,`), which is still a format line.
    private static func formatVersion(in record: CSVRecord) throws(PeachCSVError) -> Int {
        let first = record.fields[0].trimmingCharacters(in: .whitespaces)
        let restIsEmpty = record.fields.dropFirst().allSatisfy(\.isEmpty)
        guard record.problem == nil, restIsEmpty, first.hasPrefix(formatLinePrefix) else {
            throw .missingFormatLine(firstLine: record.fields.joined(separator: ","))
        }
        let found = first.dropFirst(formatLinePrefix.count).trimmingCharacters(in: .whitespaces)
        guard let version = Int(found), readableVersions.contains(version) else {
            throw .unknownFormatVersion(found: found, supported: readableVersions)
        }
        return version
    }

    /// Where each column of the header is, once the header is known to have the required columns
    /// each exactly once.
    private static func columnIndex(in record: CSVRecord) throws(PeachCSVError) -> [String: Int] {
        if let problem = record.problem {
            throw .badRow(line: record.line, reason: "the header cannot be read: \(problem)")
        }
        let names = record.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        var counts: [String: Int] = [:]
        for name in names where !name.isEmpty {
            counts[name, default: 0] += 1
        }
        let duplicated = names.filter { (counts[$0] ?? 0) > 1 }
        guard duplicated.isEmpty else {
            throw .duplicateColumns(line: record.line, columns: uniqued(duplicated))
        }
        let missing = requiredColumns.filter { counts[$0] == nil }
        guard missing.isEmpty else {
            throw .missingColumns(line: record.line, columns: missing)
        }
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() where !name.isEmpty {
            index[name] = position
        }
        return index
    }

    /// Reads one data row into `result`: a record, or a count of a skipped training type.
    private static func read(
        _ record: CSVRecord,
        width: Int,
        columnIndex: [String: Int],
        into result: inout PeachImport
    ) throws(PeachRowProblem) {
        if let problem = record.problem {
            throw PeachRowProblem(problem)
        }
        guard record.fields.count == width else {
            throw PeachRowProblem(
                "the row has \(record.fields.count) fields, but the header has \(width) columns")
        }
        let row = PeachRow(line: record.line, fields: record.fields, columnIndex: columnIndex)
        // Trimmed, so that a stray space cannot turn a pitch row into a silently skipped one.
        let trainingType = row.text("trainingType").trimmingCharacters(in: .whitespaces)
        if trainingType == comparisonType || comparisonTypeAliases.contains(trainingType) {
            result.comparisons.append(try row.comparisonRecord())
        } else if trainingType == matchingType {
            result.matchings.append(try row.matchingRecord())
        } else if trainingType.isEmpty {
            throw PeachRowProblem(
                "trainingType is empty; expected \(comparisonType), \(matchingType) or another "
                    + "Peach training type")
        } else {
            result.skipped[trainingType, default: 0] += 1
        }
    }

    private static func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
