public import Foundation

/// Where the current time comes from, so that code which stamps records or measures reaction
/// times can be tested with a clock that only moves when the test says so.
///
/// Watch for the name: the standard library also has a `Clock` protocol (for `ContinuousClock`
/// and `Task.sleep`). In a module that imports Domain, `Clock` means this protocol, because a
/// module's declarations shadow the standard library's; write `Swift.Clock` for the other one.
///
/// Implementations must be safe to call from any thread. `now()` is wall-clock time and may
/// jump (NTP, the user changing the date); measure short intervals such as reaction times with
/// a monotonic clock, not by subtracting two `now()` values.
public protocol Clock: Sendable {
    /// The current date and time.
    func now() -> Date
}
