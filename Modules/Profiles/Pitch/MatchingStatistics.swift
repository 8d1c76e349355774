public import Domain

/// How accurately the learner matches pitch: the mean and sample standard deviation of the
/// absolute error, overall and per interval, the signed error (a tendency to sing sharp or flat),
/// and how many matches fell in each feedback band.
///
/// Intervals are keyed by signed semitones (7 for a fifth up, -7 for a fifth down, 0 for
/// unison), the form the records store, so a fifth up and a fifth down stay apart.
public struct MatchingStatistics: Sendable, Equatable {
    /// The absolute errors of all matches, in cents.
    public private(set) var overall = RunningStatistics()

    /// The signed errors of all matches, in cents: a mean above 0 means the learner tends to
    /// leave the note sharp.
    public private(set) var signedError = RunningStatistics()

    /// The absolute errors per interval, keyed by signed semitones.
    private var perInterval: [Int: RunningStatistics] = [:]

    /// How many matches fell in each band.
    private var bandCounts: [MatchingBand: Int] = [:]

    /// No matches yet.
    public init() {}

    /// Adds one committed match.
    /// - Parameter observation: The match.
    public mutating func add(_ observation: MatchingObservation) {
        let magnitude = abs(observation.userCentError)
        overall.add(magnitude)
        signedError.add(observation.userCentError)
        perInterval[observation.interval, default: RunningStatistics()].add(magnitude)
        bandCounts[MatchingBand(error: observation.userCentError), default: 0] += 1
    }

    /// How many matches there are in all.
    public var count: Int {
        overall.count
    }

    /// The intervals with at least one match, in signed semitones, from lowest (widest down)
    /// to highest.
    public var intervals: [Int] {
        perInterval.keys.sorted()
    }

    /// The absolute errors of the matches at an interval; empty when there are none.
    /// - Parameter semitones: The interval in signed semitones, as the observations give it.
    public func statistics(forInterval semitones: Int) -> RunningStatistics {
        perInterval[semitones] ?? RunningStatistics()
    }

    /// The absolute errors of the matches at a directed interval; empty when there are none.
    /// - Parameter interval: The interval and its direction.
    public func statistics(for interval: DirectedInterval) -> RunningStatistics {
        statistics(forInterval: interval.semitones)
    }

    /// How many matches fell in a feedback band.
    /// - Parameter band: The band.
    public func count(in band: MatchingBand) -> Int {
        bandCounts[band] ?? 0
    }

    /// Puts back the parts read from a snapshot.
    init(
        overall: RunningStatistics,
        signedError: RunningStatistics,
        perInterval: [Int: RunningStatistics],
        bandCounts: [MatchingBand: Int]
    ) {
        self.overall = overall
        self.signedError = signedError
        self.perInterval = perInterval
        self.bandCounts = bandCounts.filter { $0.value != 0 }
    }
}
