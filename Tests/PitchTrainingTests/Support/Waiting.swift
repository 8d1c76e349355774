/// Polls `condition` every few milliseconds until it holds, for at most `timeout`.
///
/// Tests of the drivers wait for a phase this way rather than sleeping a fixed time, so a slow
/// machine only makes them slower, never wrong.
/// - Returns: Whether the condition came to hold.
func waitUntil(timeout: Duration = .seconds(120), _ condition: () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(2))
    }
    return true
}
