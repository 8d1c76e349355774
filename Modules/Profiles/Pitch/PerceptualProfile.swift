public import Domain

/// How finely the learner hears pitch differences at each reference note: a running mean and
/// sample standard deviation of the absolute offsets presented there (Welford).
///
/// Every presented comparison counts, right or wrong: the adaptive chain moves the offset
/// towards what the learner can just hear, so the offsets it presents at a note track the
/// learner's threshold there. The offsets are filed under the trial's reference note whatever
/// the interval. The mean of the per-note means (`overallMean`) is where the next session's
/// chain starts, and the notes with the highest means, or none at all, are the weak spots to
/// practise.
public struct PerceptualProfile: Sendable, Equatable {
    /// One summary per MIDI note, indexed by note number (0...127).
    private var notes: [RunningStatistics]

    /// An empty profile: every note untrained.
    public init() {
        notes = Array(repeating: RunningStatistics(), count: MIDINote.allowedValues.count)
    }

    /// Adds one presented comparison: the magnitude of its offset, under its reference note.
    /// - Parameter observation: The comparison.
    public mutating func add(_ observation: ComparisonObservation) {
        notes[observation.referenceNote.rawValue].add(abs(observation.centOffset))
    }

    /// Puts back a note's statistics read from a snapshot.
    mutating func restore(_ statistics: RunningStatistics, for note: MIDINote) {
        notes[note.rawValue] = statistics
    }

    /// The statistics of the absolute offsets presented at a note; empty when it is untrained.
    /// - Parameter note: The reference note.
    public func statistics(for note: MIDINote) -> RunningStatistics {
        notes[note.rawValue]
    }

    /// The mean absolute offset presented at a note, in cents, or `nil` when it is untrained.
    /// - Parameter note: The reference note.
    public func mean(for note: MIDINote) -> Double? {
        notes[note.rawValue].mean
    }

    /// The sample standard deviation of the absolute offsets at a note, in cents, or `nil`
    /// with fewer than two comparisons there.
    /// - Parameter note: The reference note.
    public func standardDeviation(for note: MIDINote) -> Double? {
        notes[note.rawValue].standardDeviation
    }

    /// How many comparisons were presented at a note.
    /// - Parameter note: The reference note.
    public func count(for note: MIDINote) -> Int {
        notes[note.rawValue].count
    }

    /// The notes with at least one comparison, from low to high.
    public var trainedNotes: [MIDINote] {
        (MIDINote.lowest...MIDINote.highest).filter { notes[$0.rawValue].count > 0 }
    }

    /// How many comparisons the profile holds in all.
    public var comparisonCount: Int {
        notes.reduce(0) { $0 + $1.count }
    }

    /// The mean of the per-note means, in cents, or `nil` with no comparisons at all.
    ///
    /// Each trained note weighs the same however often it was practised, so a well-trained
    /// middle register does not hide a neglected bass. This is the "Kazez mean" the next
    /// session's chain starts from.
    public var overallMean: Double? {
        let means = notes.compactMap(\.mean)
        guard !means.isEmpty else { return nil }
        return means.reduce(0, +) / Double(means.count)
    }

    /// The notes of a range most in need of practice.
    ///
    /// Untrained notes come first, from low to high, since nothing is known about them; then the
    /// trained notes from the highest mean offset down, the lower note first between equal means.
    /// - Parameters:
    ///   - range: The notes to choose from, usually the range the learner trains in.
    ///   - count: How many notes at most; 0 or less gives none.
    /// - Returns: Up to `count` notes of `range`, weakest first.
    public func weakSpots(in range: NoteRange, count: Int) -> [MIDINote] {
        guard count > 0 else { return [] }
        let untrained = range.notes.filter { notes[$0.rawValue].count == 0 }
        let trained = range.notes.compactMap { note in notes[note.rawValue].mean.map { (note, $0) } }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            .map(\.0)
        return Array((untrained + trained).prefix(count))
    }
}
