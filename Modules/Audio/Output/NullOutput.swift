import Synchronization

/// An output that discards samples but takes as long as playing them would.
///
/// A session with `--audio null` runs at the pace it would with a sound card, which is what a
/// learner without speakers (or a test driving the terminal) needs: notes still last their
/// duration, and a timed note's `play` still returns when the note would have ended.
public final class NullOutput: AudioOutput {
    /// Frames per second.
    public let sampleRate: Int
    /// How far ahead of the clock writes may run.
    public let latency: Duration
    /// Always "null".
    public var name: String { "null" }

    private let state: Mutex<State>

    private struct State {
        var pacer: RealTimePacer
        var closed = false
        var framesWritten = 0
    }

    /// Makes a null output.
    /// - Parameters:
    ///   - sampleRate: Frames per second, 8 kHz...192 kHz.
    ///   - latency: How far ahead of the clock writes may run, like a device's buffer.
    /// - Throws: `AudioError.sampleRateOutOfRange`.
    public init(
        sampleRate: Int = ToneLimits.defaultSampleRate,
        latency: Duration = .milliseconds(10)
    ) throws(AudioError) {
        guard ToneLimits.sampleRates.contains(sampleRate) else {
            throw .sampleRateOutOfRange(sampleRate)
        }
        self.sampleRate = sampleRate
        self.latency = latency
        state = Mutex(State(pacer: RealTimePacer(sampleRate: sampleRate, lead: latency)))
    }

    /// The number of frames written so far.
    public var framesWritten: Int { state.withLock { $0.framesWritten } }

    /// Discards the samples, returning when they would have been handed to a device.
    public func write(_ samples: Span<Float>) throws(AudioError) {
        let now = ContinuousClock.now
        let step = try state.withLock { (state) throws(AudioError) -> RealTimePacer.Step in
            guard !state.closed else { throw .outputClosed }
            state.framesWritten += samples.count
            return state.pacer.write(frames: samples.count, at: now)
        }
        if let until = step.sleepUntil { sleepUntil(until) }
    }

    /// Nothing to play out.
    public func flush() {}

    /// Refuses further writes.
    public func close() throws(AudioError) {
        state.withLock { $0.closed = true }
    }
}
