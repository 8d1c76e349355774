/// Keeps a producer in step with the wall clock, as a sound card's buffer would.
///
/// Each write advances a timeline by its length. The writer may run up to `lead` ahead of the
/// clock; beyond that it is told to sleep. When a write arrives after the timeline ran out, a
/// new timeline starts at the present, so a writer is never made to rush. If the stream had been
/// paused (`pause()`, called when the engine flushes at the end of a burst) the time since the
/// end of the last burst is reported as a gap, so a file output can fill it with silence and a
/// recording keeps the session's real rhythm. A write that is merely late inside a burst (a
/// busy machine) reports no gap: inserting silence there would cut a note in two.
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
    private var paused = false

    init(sampleRate: Int, lead: Duration) {
        self.sampleRate = sampleRate
        self.lead = lead
    }

    /// Marks the end of a burst: a pause until the next write is a gap, not a delay.
    mutating func pause() {
        paused = true
    }

    /// Accounts for `count` frames written at `now`.
    mutating func write(frames count: Int, at now: ContinuousClock.Instant) -> Step {
        var gap = 0
        if let origin {
            let end = origin + duration(of: frames)
            if end < now {
                if paused { gap = Int(((now - end) / duration(of: 1)).rounded(.down)) }
                self.origin = now
                frames = 0
            }
        } else {
            origin = now
        }
        paused = false
        frames += count
        let due = (origin ?? now) + duration(of: frames) - lead
        return Step(gapFrames: gap, sleepUntil: due > now ? due : nil)
    }

    private func duration(of frameCount: Int) -> Duration {
        .nanoseconds(Int64(frameCount) * 1_000_000_000 / Int64(sampleRate))
    }
}
