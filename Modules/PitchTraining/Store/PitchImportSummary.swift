/// What an import into the pitch store did.
public struct PitchImportSummary: Sendable, Equatable {
    /// How many comparison records were inserted.
    public var comparisons: Int
    /// How many pitch-matching records were inserted.
    public var matchings: Int
    /// How many records were skipped because the store (or the import itself) held them already.
    public var duplicates: Int

    /// Makes a summary.
    public init(comparisons: Int, matchings: Int, duplicates: Int) {
        self.comparisons = comparisons
        self.matchings = matchings
        self.duplicates = duplicates
    }
}
