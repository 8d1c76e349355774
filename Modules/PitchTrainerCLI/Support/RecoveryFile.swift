import Foundation
import PitchTraining

/// Keeps records the store would not take: written as a Peach CSV file the learner can import
/// later with `pitch-trainer import-peach`, so an answer is never lost to a full disk.
enum RecoveryFile {
    /// Writes the records next to the default store (or the temporary directory) and returns
    /// the lines that tell the learner where they are.
    static func write(_ records: [PitchRecord]) -> [String] {
        var comparisons: [ComparisonRecord] = []
        var matchings: [MatchingRecord] = []
        for record in records {
            switch record {
            case .comparison(let comparison): comparisons.append(comparison)
            case .matching(let matching): matchings.append(matching)
            }
        }
        let text = PeachCSV.export(comparisons: comparisons, matchings: matchings)
        let name = "pitch-trainer-unsaved-\(Int(Date().timeIntervalSince1970)).csv"
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        for folder in [home, NSTemporaryDirectory()] {
            let path = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
                return [
                    "warning: \(records.count) answers could not be stored; they are kept in \(path).",
                    "Import them when the store works again: pitch-trainer import-peach \(path)",
                ]
            }
        }
        return ["warning: \(records.count) answers could not be stored or written to a recovery file."]
    }
}
