import Foundation

/// Blocks the calling thread (an engine or writer thread, never a task) until `instant`.
func sleepUntil(_ instant: ContinuousClock.Instant) {
    let remaining = instant - ContinuousClock.now
    guard remaining > .zero else { return }
    let (seconds, attoseconds) = remaining.components
    var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var left = timespec()
    while nanosleep(&request, &left) != 0, errno == EINTR { request = left }
}
