import PitchTraining
import Synchronization

/// An observer that keeps every completed trial, to check what a session published.
final class CollectingObserver: PitchSessionObserver {
    private let collected = Mutex<(comparisons: [CompletedComparison], matchings: [CompletedMatching])>(
        ([], []))

    var comparisons: [CompletedComparison] { collected.withLock { $0.comparisons } }
    var matchings: [CompletedMatching] { collected.withLock { $0.matchings } }

    func didComplete(_ comparison: CompletedComparison) {
        collected.withLock { $0.comparisons.append(comparison) }
    }

    func didComplete(_ matching: CompletedMatching) {
        collected.withLock { $0.matchings.append(matching) }
    }
}
