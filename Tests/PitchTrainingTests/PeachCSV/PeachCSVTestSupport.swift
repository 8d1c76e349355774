import Domain
import Foundation
import Persistence
import PitchTraining

/// Files and records for the Peach CSV tests.
enum PeachFiles {
    /// The real Peach export the project keeps beside it, at `../shared/fixtures`.
    static func fixture() throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // PeachCSV
            .deletingLastPathComponent()  // PitchTrainingTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        let url = root.appendingPathComponent("../shared/fixtures/peach-export-v3.csv").standardizedFileURL
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The header of a version 3 file.
    static let header3 = PeachCSV.columns.joined(separator: ",")

    /// The header of a version 1 file: the twelve columns before the rhythm ones.
    static let header1 =
        "trainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,interval,"
        + "tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError"

    /// A version 3 file with these rows after the header; the first row is on line 3.
    static func version3(_ rows: String...) -> String {
        (["# peach-export-format:3", header3] + rows).joined(separator: "\n") + "\n"
    }

    /// A version 3 comparison row with one cell replaced: 60 (C4) up a fifth to 67 (G4).
    static func comparisonRow(_ column: String? = nil, _ value: String = "") -> String {
        var cells = [
            "pitchDiscrimination", "2026-05-30T03:41:04Z", "60", "C4", "67", "G4", "P5",
            "equalTemperament", "-11.6", "false", "", "",
        ]
        cells += Array(repeating: "", count: 7)
        if let column, let index = PeachCSV.columns.firstIndex(of: column) {
            cells[index] = value
        }
        return cells.joined(separator: ",")
    }

    /// A version 3 matching row: 74 (D5) up a major third to 78 (F#5).
    static let matchingRow =
        "pitchMatching,2026-09-13T18:13:22Z,74,D5,78,F#5,M3,equalTemperament,,,18.6,10.1,,,,,,,"

    /// A version 3 rhythm row, which the trainer skips.
    static let rhythmRow = "rhythmOffsetDetection,2026-07-19T11:53:28Z,,,,,,,,true,,,127,-35.4,,,,,"

    /// A date from its ISO 8601 text, for expectations.
    static func date(_ text: String) throws -> Date {
        guard let date = ISODate.date(from: text) else {
            throw CocoaError(.formatting, userInfo: [NSDebugDescriptionErrorKey: "not a date: \(text)"])
        }
        return date
    }

    /// A note from its number, for expectations.
    static func note(_ number: Int) throws -> MIDINote {
        try MIDINote(number)
    }
}
