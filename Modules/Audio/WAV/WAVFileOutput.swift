import Synchronization

/// The `--audio wav:PATH` output: writes what would have been played to a WAV file, in real time.
///
/// It keeps time like `NullOutput`, so a session runs at the pace it would with a sound card, and
/// it records the pauses too: when the engine was idle (between notes, while the learner
/// thinks), the next write first fills the file with as much silence as passed, so the file
/// plays back with the session's real rhythm. The file starts with the first sound.
///
/// The file appears at its path, complete, when the output is closed (see `WAVWriter`); an
/// output dropped without `close()` leaves nothing behind, and an existing file keeps its content.
public final class WAVFileOutput: AudioOutput {
    /// Frames per second.
    public let sampleRate: Int
    /// How far ahead of the clock writes may run.
    public let latency: Duration
    /// How samples are stored.
    public let format: SampleFormat
    /// The file's path.
    public let name: String

    private let state: Mutex<State>

    private struct State {
        var writer: WAVWriter
        var pacer: RealTimePacer
        var closed = false
    }

    /// Starts a file output; nothing appears at `path` until `close()`.
    /// - Parameters:
    ///   - path: The WAV file to write. An existing file there is replaced by `close()`.
    ///   - sampleRate: Frames per second, 8 kHz...192 kHz.
    ///   - format: 16-bit integers (the default, what every player reads) or 32-bit floats.
    ///   - latency: How far ahead of the clock writes may run, like a device's buffer.
    /// - Throws: `AudioError.sampleRateOutOfRange`, `.directoryMissing(path:)`, or `.io` when the
    ///   file cannot be started.
    public init(
        path: String,
        sampleRate: Int = ToneLimits.defaultSampleRate,
        format: SampleFormat = .int16,
        latency: Duration = .milliseconds(10)
    ) throws(AudioError) {
        let writer = try WAVWriter(path: path, sampleRate: sampleRate, format: format)
        self.sampleRate = sampleRate
        self.latency = latency
        self.format = format
        name = path
        state = Mutex(State(writer: writer, pacer: RealTimePacer(sampleRate: sampleRate, lead: latency)))
    }

    /// The number of frames in the file so far, silence for idle gaps included.
    public var framesWritten: Int { state.withLock { $0.writer.framesWritten } }

    /// Appends the samples, after silence for the time the engine was idle, and returns when
    /// they would have been handed to a device.
    /// - Throws: `AudioError.outputClosed` after `close()`, `.io` when the disk refuses them.
    public func write(_ samples: Span<Float>) throws(AudioError) {
        let now = ContinuousClock.now
        let step = try state.withLock { (state) throws(AudioError) -> RealTimePacer.Step in
            guard !state.closed else { throw .outputClosed }
            let step = state.pacer.write(frames: samples.count, at: now)
            if step.gapFrames > 0 { try state.writer.writeSilence(frames: step.gapFrames) }
            try state.writer.write(samples)
            return step
        }
        if let until = step.sleepUntil { sleepUntil(until) }
    }

    /// Marks the end of a burst, so the pause until the next write goes into the file as
    /// silence. Without it a late write is only late: nothing is inserted inside a note.
    public func flush() {
        state.withLock { $0.pacer.pause() }
    }

    /// Finishes the file and puts it in place. Calling it again does nothing.
    /// - Throws: `AudioError.io` when the file cannot be completed; the path then keeps what it
    ///   held before.
    public func close() throws(AudioError) {
        try state.withLock { (state) throws(AudioError) in
            guard !state.closed else { return }
            state.closed = true
            try state.writer.finish()
        }
    }
}
