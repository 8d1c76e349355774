public import Foundation

/// The real wall clock, `Date()`.
public struct SystemClock: Clock {
    /// Makes the system clock; all instances tell the same time.
    public init() {}

    /// The current date and time from the operating system.
    public func now() -> Date {
        Date()
    }
}
