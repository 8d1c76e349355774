import Domain
import Foundation

extension PeachRow {
    /// Reads a pitch discrimination row.
    func comparisonRecord() throws(PeachRowProblem) -> ComparisonRecord {
        let trial = try pitchTrial()
        return ComparisonRecord(
            referenceNote: trial.referenceNote,
            targetNote: trial.targetNote,
            centOffset: try cents("centOffset"),
            isCorrect: try flag("isCorrect"),
            interval: trial.interval,
            tuningSystem: trial.tuningSystem,
            timestamp: trial.timestamp
        )
    }

    /// Reads a pitch matching row.
    func matchingRecord() throws(PeachRowProblem) -> MatchingRecord {
        let trial = try pitchTrial()
        return MatchingRecord(
            referenceNote: trial.referenceNote,
            targetNote: trial.targetNote,
            initialCentOffset: try cents("initialCentOffset"),
            userCentError: try cents("userCentError"),
            interval: trial.interval,
            tuningSystem: trial.tuningSystem,
            timestamp: trial.timestamp
        )
    }

    /// The cells both kinds of pitch row share, read in column order so that the first bad cell
    /// is the one reported.
    private func pitchTrial() throws(PeachRowProblem) -> PitchTrial {
        let timestamp = try timestamp()
        let referenceNote = try note("referenceNote")
        let targetNote = try note("targetNote")
        return PitchTrial(
            referenceNote: referenceNote,
            targetNote: targetNote,
            interval: try interval(from: referenceNote, to: targetNote),
            tuningSystem: try tuningSystem(),
            timestamp: timestamp
        )
    }
}

/// What a comparison and a matching trial have in common.
private struct PitchTrial {
    var referenceNote: MIDINote
    var targetNote: MIDINote
    var interval: Int
    var tuningSystem: TuningSystem
    var timestamp: Date
}
