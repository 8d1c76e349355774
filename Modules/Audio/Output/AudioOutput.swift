/// A sink for mono sample buffers: a sound device, a file, or nothing at all.
///
/// A `ToneEngine` renders small blocks (a few milliseconds each) on its own thread and hands them
/// to `write(_:)`. An output that plays in real time paces the engine by making `write` wait while
/// its buffer is full, so the engine never runs more than `latency` ahead of the ear; an output
/// that only stores samples (a recording for tests) may return at once.
///
/// Implementations: `ALSAOutput` (module AudioALSA), `WAVFileOutput`, `NullOutput` and
/// `RecordingOutput`. Every implementation is safe to use from several threads, but only one
/// thread is expected to write at a time.
public protocol AudioOutput: AnyObject, Sendable {
    /// Frames (here: samples, since the stream is mono) per second.
    var sampleRate: Int { get }
    /// How long after being written a sample is heard, at most.
    var latency: Duration { get }
    /// A short name for messages: the device, the file or "null".
    var name: String { get }

    /// Hands samples over, waiting only as long as the output needs to keep real time.
    /// - Parameter samples: Mono samples in -1...1.
    /// - Throws: `AudioError.outputClosed` after `close()`, or the output's own failure.
    func write(_ samples: Span<Float>) throws(AudioError)

    /// Marks the end of a burst of sound: what was written will be played out, after which the
    /// output may rest until the next write. Does not wait.
    func flush()

    /// Plays out everything written, then releases the device or finishes the file. Calling it
    /// again does nothing.
    /// - Throws: The output's failure to finish, such as a file that cannot be completed.
    func close() throws(AudioError)
}
