/// Keeps a producer in step with the wall clock, as a sound card's buffer would.
///
/// Each write advances a timeline by its length. The writer may run up to `lead` ahead of the
/// clock; beyond that it is told to sleep. A write that arrives after the timeline ran out (the
/// engine was idle) starts a new timeline at the present, and reports the gap, so a file output
/// can fill it with silence and a recording keeps the session's real rhythm.
struct RealTimePacer: Sendable {
    /// What a write must do to stay in step.
    struct Step: Sendable, Equatable {
        /// Frames of silence that passed since the timeline ran out (0 while it is running).
        var gapFrames: Int
        /// When to return from the write, or nil when it may return at once.
        var sleepUntil: ContinuousClock.Instant?
    }

    let sampleRate: Int
    let lead: Duration
    private var origin: ContinuousClock.Instant?
    private var frames = 0

    init(sampleRate: Int, lead: Duration) {
        self.sampleRate = sampleRate
        self.lead = lead
    }

    /// Accounts for `count` frames written at `now`.
    mutating func write(frames count: Int, at now: ContinuousClock.Instant) -> Step {
        var gap = 0
        if let origin {
            let end = origin + duration(of: frames)
            if end < now {
                gap = Int(((now - end) / duration(of: 1)).rounded(.down))
                self.origin = now
                frames = 0
            }
        } else {
            origin = now
        }
        frames += count
        let due = (origin ?? now) + duration(of: frames) - lead
        return Step(gapFrames: gap, sleepUntil: due > now ? due : nil)
    }

    private func duration(of frameCount: Int) -> Duration {
        .nanoseconds(Int64(frameCount) * 1_000_000_000 / Int64(sampleRate))
    }
}
