public import Foundation
import Synchronization

/// A clock that stands still until it is told to move, for tests.
///
/// It is a class so that the code under test and the test share one clock: the test moves it
/// with `advance(by:)` or `set(_:)` and the code sees the new time at its next `now()`. A mutex
/// makes it safe to share across tasks.
public final class ManualClock: Clock {
    private let current: Mutex<Date>

    /// Makes a clock that reads `start` until it is moved.
    /// - Parameter start: The first time it tells; 2001-01-01 00:00:00 UTC (Foundation's
    ///   reference date) by default, so tests do not depend on today.
    public init(start: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        current = Mutex(start)
    }

    /// The time the clock was last set or advanced to.
    public func now() -> Date {
        current.withLock { $0 }
    }

    /// Moves the clock forward (or backward, with a negative duration, to simulate a skewed
    /// clock).
    /// - Parameter duration: How far to move.
    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let interval = TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }

    /// Sets the clock to a time.
    /// - Parameter date: The time it tells from now on.
    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}
