import Synchronization

/// An output that keeps every sample in memory, for tests to measure what was played.
///
/// It records where each burst of sound ended (each `flush()`), so a test can tell notes apart
/// without guessing from silence. By default it does not keep time, so a test runs as fast as
/// the engine renders; a note that sounds until stopped then grows quickly, so such tests either
/// stop it within a known number of frames or pass `keepsRealTime: true`.
public final class RecordingOutput: AudioOutput {
    /// Frames per second.
    public let sampleRate: Int
    /// Zero: nothing is buffered.
    public var latency: Duration { .zero }
    /// Always "recording".
    public var name: String { "recording" }

    private let state: Mutex<State>

    private struct State {
        var samples: [Float] = []
        var flushes: [Int] = []
        var pacer: RealTimePacer?
        var closed = false
    }

    /// Makes an empty recording.
    /// - Parameters:
    ///   - sampleRate: Frames per second, 8 kHz...192 kHz.
    ///   - keepsRealTime: Whether writes take as long as playing would (with a 10 ms lead).
    /// - Throws: `AudioError.sampleRateOutOfRange`.
    public init(sampleRate: Int = ToneLimits.defaultSampleRate, keepsRealTime: Bool = false)
        throws(AudioError)
    {
        guard ToneLimits.sampleRates.contains(sampleRate) else {
            throw .sampleRateOutOfRange(sampleRate)
        }
        self.sampleRate = sampleRate
        let pacer = keepsRealTime ? RealTimePacer(sampleRate: sampleRate, lead: .milliseconds(10)) : nil
        state = Mutex(State(pacer: pacer))
    }

    /// Every sample written so far.
    public var samples: [Float] { state.withLock { $0.samples } }

    /// The frame count at each `flush()`: where each burst of sound ended.
    public var flushes: [Int] { state.withLock { $0.flushes } }

    /// Appends the samples.
    public func write(_ samples: Span<Float>) throws(AudioError) {
        let now = ContinuousClock.now
        let step = try state.withLock { (state) throws(AudioError) -> RealTimePacer.Step? in
            guard !state.closed else { throw .outputClosed }
            state.samples.reserveCapacity(state.samples.count + samples.count)
            for index in samples.indices { state.samples.append(samples[index]) }
            return state.pacer?.write(frames: samples.count, at: now)
        }
        if let until = step?.sleepUntil { sleepUntil(until) }
    }

    /// Notes where the burst ended.
    public func flush() {
        state.withLock { state in
            if state.flushes.last != state.samples.count { state.flushes.append(state.samples.count) }
        }
    }

    /// Refuses further writes; the samples stay readable.
    public func close() throws(AudioError) {
        state.withLock { $0.closed = true }
    }
}
