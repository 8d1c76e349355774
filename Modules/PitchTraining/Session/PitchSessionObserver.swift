/// Something that wants every completed trial the moment it completes: the store facade (which
/// writes the record), the live profile, a trend.
///
/// Sessions call observers in order, synchronously, from their event loop, before the feedback
/// starts; keep the work short (one durable insert is fine). Both methods default to doing
/// nothing, so an observer implements only the exercise it cares about.
public protocol PitchSessionObserver: Sendable {
    /// A comparison trial was answered.
    func didComplete(_ comparison: CompletedComparison)
    /// A pitch-matching trial was committed.
    func didComplete(_ matching: CompletedMatching)
}

extension PitchSessionObserver {
    /// Ignores comparison trials.
    public func didComplete(_ comparison: CompletedComparison) {}
    /// Ignores pitch-matching trials.
    public func didComplete(_ matching: CompletedMatching) {}
}
