/// Reads and writes the CSV files of the Peach ear-training app, so a learner can bring their
/// history from Peach and take it back.
///
/// A Peach export begins with the line `# peach-export-format:N`, then a header of column names,
/// then one row per trial, the training type in the first column. Version 3 (written here and by
/// current Peach) has 19 columns; version 1 has the first 12 (no rhythm columns). Version 2, a
/// short-lived step that added three rhythm columns, is not read. Columns are found by name, so
/// their order does not matter and extra columns are ignored.
///
/// Only pitch discrimination rows (`ComparisonRecord`) and pitch matching rows (`MatchingRecord`)
/// are read; rows of Peach's other training types (the rhythm exercises) are counted and skipped.
/// Intervals are written unsigned, as Peach writes them (`P5`), with the direction following
/// from the two notes; notes are MIDI numbers with a name beside them (`61,C#4`); times are
/// ISO 8601 in UTC.
public enum PeachCSV {
    /// The format version `export` writes.
    public static let writtenVersion = 3

    /// The format versions `parse` reads, oldest first.
    public static let readableVersions = [1, 3]

    /// What the format line says before its version number.
    public static let formatLinePrefix = "# peach-export-format:"

    /// The columns of a version 3 file, in the order Peach writes them.
    public static let columns = [
        "trainingType", "timestamp", "referenceNote", "referenceNoteName", "targetNote",
        "targetNoteName", "interval", "tuningSystem", "centOffset", "isCorrect", "initialCentOffset",
        "userCentError", "tempoBPM", "offsetMs", "meanOffsetMs", "meanOffsetMsPosition0",
        "meanOffsetMsPosition1", "meanOffsetMsPosition2", "meanOffsetMsPosition3",
    ]

    /// The columns a file of any readable version must have: the first 12 of version 3, which
    /// make up the whole of version 1 and hold everything the pitch records need.
    public static let requiredColumns = Array(columns.prefix(12))

    /// The training type of a pitch discrimination row, which becomes a `ComparisonRecord`.
    static let comparisonType = "pitchDiscrimination"

    /// The training type of a pitch matching row, which becomes a `MatchingRecord`.
    static let matchingType = "pitchMatching"

    /// Older names of pitch discrimination: early Peach exports wrote `comparison`, later ones
    /// `pitchComparison`, before the name settled on `pitchDiscrimination`.
    static let comparisonTypeAliases: Set = ["comparison", "pitchComparison"]
}
