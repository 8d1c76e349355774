public import Profiles
import Synchronization

/// The learner's profile kept up to date during a session: an observer that adds every completed
/// trial as it completes.
///
/// Start it from `PitchStore.loadProfile(timeZone:)`; give it to the session beside the store
/// facade; read `profile` for the screen, and hand it to `PitchStore.saveSnapshot(_:)` when the
/// session ends. Because trials are stamped to the millisecond, the profile it holds equals one
/// rebuilt from the stored records.
public final class LivePitchProfile: PitchSessionObserver {
    private let current: Mutex<PitchProfile>

    /// Starts from a profile.
    /// - Parameter profile: The profile loaded at start.
    public init(_ profile: PitchProfile) {
        current = Mutex(profile)
    }

    /// The profile with every trial completed so far.
    public var profile: PitchProfile {
        current.withLock { $0 }
    }

    /// Adds an answered comparison.
    public func didComplete(_ comparison: CompletedComparison) {
        current.withLock { $0.add(comparison.observation) }
    }

    /// Adds a committed match.
    public func didComplete(_ matching: CompletedMatching) {
        current.withLock { $0.add(matching.observation) }
    }
}
