import Audio
import Dispatch
import Foundation
import Synchronization

/// An output that passes samples on to another and notes when a watched change first arrives:
/// the first non-silent sample, the first sample at a new frequency, or the first sample that a
/// sounding sine does not account for (a second note joining it).
///
/// The frequency of a pure sine is read from three consecutive samples without any window:
/// `x[n-1] + x[n+1] = 2 cos(w) x[n]`, so a single block tells old pitch from new exactly.
final class ProbeOutput: AudioOutput {
    enum Watch: Sendable {
        case nothing
        case sound
        case frequency(hertz: Double)
        case departure(fromHertz: Double)
    }

    private struct State {
        var watch = Watch.nothing
        var seenAt: ContinuousClock.Instant?
        var previous: (Float, Float) = (0, 0)
    }

    let inner: any AudioOutput
    private let state = Mutex(State())
    private let seen = DispatchSemaphore(value: 0)

    init(wrapping inner: any AudioOutput) {
        self.inner = inner
    }

    var sampleRate: Int { inner.sampleRate }
    var latency: Duration { inner.latency }
    var name: String { "probe(\(inner.name))" }

    /// Starts watching for a change; `waitForChange` then returns when it was written.
    func watch(_ watch: Watch) {
        state.withLock { state in
            state.watch = watch
            state.seenAt = nil
        }
    }

    /// Blocks until the watched change has been handed to the inner output.
    func waitForChange(timeout: Duration = .seconds(2)) -> ContinuousClock.Instant? {
        let (seconds, attoseconds) = timeout.components
        let deadline =
            DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        guard seen.wait(timeout: deadline) == .success else { return nil }
        return state.withLock { $0.seenAt }
    }

    /// Notes the time the samples arrive, then passes them on: the time a change is handed to
    /// the output, not the time the output lets go of the writer.
    func write(_ samples: Span<Float>) throws(AudioError) {
        let now = ContinuousClock.now
        let found = state.withLock { state -> Bool in
            let found = state.seenAt == nil && contains(state.watch, in: samples, after: state.previous)
            if samples.count >= 2 {
                state.previous = (samples[samples.count - 2], samples[samples.count - 1])
            }
            if found { state.seenAt = now }
            return found
        }
        if found { seen.signal() }
        try inner.write(samples)
    }

    func flush() { inner.flush() }

    func close() throws(AudioError) { try inner.close() }

    private func contains(_ watch: Watch, in samples: Span<Float>, after previous: (Float, Float)) -> Bool {
        switch watch {
        case .nothing:
            return false
        case .sound:
            for index in samples.indices where samples[index] != 0 { return true }
            return false
        case .frequency(let hertz):
            let expected = cos(2 * Double.pi * hertz / Double(sampleRate))
            var before = Double(previous.0)
            var middle = Double(previous.1)
            for index in samples.indices {
                let after = Double(samples[index])
                if abs(middle) > 0.05, abs((before + after) / (2 * middle) - expected) < 1e-3 { return true }
                before = middle
                middle = after
            }
            return false
        case .departure(let hertz):
            let twiceCosine = 2 * cos(2 * Double.pi * hertz / Double(sampleRate))
            var before = Double(previous.0)
            var middle = Double(previous.1)
            for index in samples.indices {
                let after = Double(samples[index])
                if abs(twiceCosine * middle - before - after) > 1e-3 { return true }
                before = middle
                middle = after
            }
            return false
        }
    }
}
