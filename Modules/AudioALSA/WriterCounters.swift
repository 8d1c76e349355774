import Synchronization

/// What the writer thread reports while it runs, read by `ALSAOutput`'s statistics.
final class WriterCounters: Sendable {
    /// Underruns during bursts: the device ran dry while sound was due.
    let underruns = Atomic<Int>(0)
    /// Frames handed to ALSA, padding included.
    let framesWritten = Atomic<Int>(0)
    /// Whether the writer thread got real-time scheduling.
    let realTime = Atomic<Bool>(false)
}
