/// What a Peach export held: the pitch records read from it and an account of the rows left out.
public struct PeachImport: Equatable, Sendable {
    /// The pitch discrimination rows, in file order.
    public var comparisons: [ComparisonRecord]

    /// The pitch matching rows, in file order.
    public var matchings: [MatchingRecord]

    /// Rows of training types this trainer does not have (such as `rhythmOffsetDetection`),
    /// counted by type; they are valid Peach data, so they are skipped rather than refused.
    public var skipped: [String: Int]

    /// The rows that could not be read, in file order; only ever filled when bad rows were
    /// allowed, because otherwise the first one stops the import.
    public var badRows: [PeachBadRow]

    /// The version the file's format line declared.
    public var formatVersion: Int

    /// Makes an import result.
    public init(
        comparisons: [ComparisonRecord] = [],
        matchings: [MatchingRecord] = [],
        skipped: [String: Int] = [:],
        badRows: [PeachBadRow] = [],
        formatVersion: Int
    ) {
        self.comparisons = comparisons
        self.matchings = matchings
        self.skipped = skipped
        self.badRows = badRows
        self.formatVersion = formatVersion
    }

    /// The number of skipped rows of all types together.
    public var skippedCount: Int {
        skipped.values.reduce(0, +)
    }
}
