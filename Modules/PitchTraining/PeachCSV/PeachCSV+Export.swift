import Domain
import Foundation

extension PeachCSV {
    /// Writes records as a version 3 Peach export, which Peach and `parse` read back.
    ///
    /// The rows of both kinds are merged in timestamp order (records with the same time keep the
    /// order given, comparisons first), under the same header as Peach's, with the rhythm columns
    /// empty. Notes are written as numbers and sharp names (`61,C#4`), intervals unsigned (`P5`;
    /// the notes give the direction), times in UTC with milliseconds only when there are any, and
    /// numbers in the fewest digits that read back exactly, which is one decimal for values on the
    /// 0.1-cent grid. Lines end in LF, the last one too.
    ///
    /// A record whose interval is beyond an octave (which no session writes) gets an empty interval
    /// cell, which `parse` would refuse.
    /// - Parameters:
    ///   - comparisons: The pitch discrimination records.
    ///   - matchings: The pitch matching records.
    /// - Returns: The whole file.
    public static func export(comparisons: [ComparisonRecord], matchings: [MatchingRecord]) -> String {
        var rows: [(timestamp: Date, order: Int, fields: [String])] = []
        rows.reserveCapacity(comparisons.count + matchings.count)
        for record in comparisons {
            rows.append((record.timestamp, rows.count, fields(of: record)))
        }
        for record in matchings {
            rows.append((record.timestamp, rows.count, fields(of: record)))
        }
        rows.sort { ($0.timestamp, $0.order) < ($1.timestamp, $1.order) }

        var text = "\(formatLinePrefix)\(writtenVersion)\n"
        text += columns.joined(separator: ",") + "\n"
        for row in rows {
            text += row.fields.map(escaped).joined(separator: ",") + "\n"
        }
        return text
    }

    private static func fields(of record: ComparisonRecord) -> [String] {
        pitchFields(
            type: comparisonType, timestamp: record.timestamp, referenceNote: record.referenceNote,
            targetNote: record.targetNote, interval: record.interval, tuningSystem: record.tuningSystem)
            + [
                PeachDecimal.string(from: record.centOffset), record.isCorrect ? "true" : "false", "", "",
            ]
            + rhythmFields
    }

    private static func fields(of record: MatchingRecord) -> [String] {
        pitchFields(
            type: matchingType, timestamp: record.timestamp, referenceNote: record.referenceNote,
            targetNote: record.targetNote, interval: record.interval, tuningSystem: record.tuningSystem)
            + [
                "", "", PeachDecimal.string(from: record.initialCentOffset),
                PeachDecimal.string(from: record.userCentError),
            ]
            + rhythmFields
    }

    /// The first eight cells, which both kinds of pitch row fill the same way.
    private static func pitchFields(
        type: String,
        timestamp: Date,
        referenceNote: MIDINote,
        targetNote: MIDINote,
        interval: Int,
        tuningSystem: TuningSystem
    ) -> [String] {
        [
            type, PeachTimestamp.string(from: timestamp),
            String(referenceNote.rawValue), referenceNote.name,
            String(targetNote.rawValue), targetNote.name,
            Interval(rawValue: abs(interval))?.name ?? "", tuningSystem.rawValue,
        ]
    }

    /// The empty cells of the rhythm columns, after the twelve the pitch rows use.
    private static let rhythmFields = Array(repeating: "", count: columns.count - requiredColumns.count)

    /// A cell quoted as RFC 4180 asks when it holds a comma, a quote or a line break.
    private static func escaped(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
