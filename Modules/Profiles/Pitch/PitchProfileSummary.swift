import Domain
public import Foundation

/// A plain view of a pitch profile for scripts (`pitch-trainer profile --json`) and screens:
/// numbers, strings and arrays only, every value already computed.
///
/// Unlike `PitchProfile`'s own `Codable` form, which is a snapshot to continue from, this is
/// made to be read: notes carry their names, intervals their short names, days their
/// `YYYY-MM-DD` text, trends their names. Optional values are `nil` (left out of JSON) where
/// there is not enough data.
public struct PitchProfileSummary: Sendable, Equatable, Codable {
    /// The time zone days are counted in, as an identifier such as `Europe/Berlin`.
    public var timeZone: String
    /// How many comparisons were answered.
    public var comparisonCount: Int
    /// How many of them were answered right.
    public var correctComparisonCount: Int
    /// The mean of the per-note mean offsets, in cents: where the next session's chain starts.
    public var kazezMean: Double?
    /// The mean offset at the latest reversals of the chain, in cents, comparable with published
    /// thresholds.
    public var reversalThreshold: Double?
    /// How many reversals `reversalThreshold` averages.
    public var reversalsUsed: Int
    /// `improving`, `stable` or `declining` for the comparison offsets, or `nil` below 20.
    public var comparisonTrend: Trend?
    /// The perceptual profile's trained notes, from low to high.
    public var notes: [Note]
    /// How many matches were committed.
    public var matchingCount: Int
    /// The mean absolute matching error, in cents.
    public var matchingMeanError: Double?
    /// The sample standard deviation of the absolute matching errors, in cents.
    public var matchingStandardDeviation: Double?
    /// The mean signed matching error, in cents: above 0 leans sharp.
    public var matchingMeanSignedError: Double?
    /// How many matches fell in each feedback band, by band name (`deadCentre`, `close`,
    /// `moderate`, `far`).
    public var matchingBands: [String: Int]
    /// `improving`, `stable` or `declining` for the matching errors, or `nil` below 20.
    public var matchingTrend: Trend?
    /// Matching accuracy per interval, from widest down to widest up.
    public var matchingIntervals: [IntervalAccuracy]
    /// The comparisons day by day, with rolling statistics over 20 training days.
    public var comparisonDays: [ComparisonDay]
    /// The matches day by day, with rolling statistics over 20 training days.
    public var matchingDays: [MatchingDay]
    /// The latest comparison's timestamp.
    public var lastComparisonTimestamp: Date?
    /// The latest match's timestamp.
    public var lastMatchingTimestamp: Date?

    /// One trained note of the perceptual profile.
    public struct Note: Sendable, Equatable, Codable {
        /// The MIDI note number.
        public var note: Int
        /// The note's name, such as `C4` or `A#3`.
        public var name: String
        /// How many comparisons used it as reference.
        public var count: Int
        /// The mean absolute offset presented there, in cents.
        public var mean: Double
        /// The sample standard deviation of those offsets, or `nil` with one comparison.
        public var standardDeviation: Double?
    }

    /// Matching accuracy at one directed interval.
    public struct IntervalAccuracy: Sendable, Equatable, Codable {
        /// The interval in signed semitones.
        public var semitones: Int
        /// The interval's short name and direction, such as `P5 up`; the semitones as text when
        /// they are beyond an octave.
        public var name: String
        /// How many matches.
        public var count: Int
        /// The mean absolute error, in cents.
        public var meanError: Double
        /// The sample standard deviation of the absolute errors, or `nil` with one match.
        public var standardDeviation: Double?
    }

    /// The summary of a profile.
    /// - Parameter profile: The profile.
    public init(_ profile: PitchProfile) {
        timeZone = profile.timeZone.identifier
        comparisonCount = profile.comparisonCount
        correctComparisonCount = profile.correctComparisonCount
        kazezMean = profile.kazezMean
        reversalThreshold = profile.threshold.threshold
        reversalsUsed = profile.threshold.reversalsUsed
        comparisonTrend = profile.comparisonTrend.trend
        notes = profile.perceptual.trainedNotes.map { note in
            let statistics = profile.perceptual.statistics(for: note)
            return Note(
                note: note.rawValue,
                name: note.name,
                count: statistics.count,
                mean: statistics.mean ?? 0,
                standardDeviation: statistics.standardDeviation
            )
        }
        let matching = profile.matching
        matchingCount = matching.count
        matchingMeanError = matching.overall.mean
        matchingStandardDeviation = matching.overall.standardDeviation
        matchingMeanSignedError = matching.signedError.mean
        matchingBands = Dictionary(
            uniqueKeysWithValues: MatchingBand.allCases.map { ($0.rawValue, matching.count(in: $0)) }
        )
        matchingTrend = profile.matchingTrend.trend
        matchingIntervals = matching.intervals.map { semitones in
            let statistics = matching.statistics(forInterval: semitones)
            return IntervalAccuracy(
                semitones: semitones,
                name: (try? DirectedInterval(semitones: semitones))?.description ?? String(semitones),
                count: statistics.count,
                meanError: statistics.mean ?? 0,
                standardDeviation: statistics.standardDeviation
            )
        }
        comparisonDays = profile.comparisonTimeline.days
        matchingDays = profile.matchingTimeline.days
        lastComparisonTimestamp = profile.lastComparisonTimestamp
        lastMatchingTimestamp = profile.lastMatchingTimestamp
    }
}
