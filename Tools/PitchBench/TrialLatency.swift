import Audio
import Domain
import Foundation
import PitchTraining
import Synchronization

/// The pause between answering a trial and hearing the next one's first note.
enum TrialLatency {
    static let feedback = 0.4

    static func measure(trials: Int) async throws -> Timings {
        let probe = BurstProbe(wrapping: try NullOutput())
        let engine = ToneEngine(output: probe)
        defer { try? engine.close() }
        let settings = try PitchExerciseSettings(noteDuration: .milliseconds(300))
        let session = ComparisonSession(
            settings: settings, player: engine, clock: SystemClock(), random: SeededRandomSource(seed: 3),
            startingOffset: 50, observers: [])
        let running = Task { try await session.run() }
        var latencies: [Double] = []
        for _ in 0..<trials {
            while session.displayState.phase != .answering { try await Task.sleep(for: .milliseconds(1)) }
            let answered = ContinuousClock.now
            let burstsBefore = probe.burstStarts.count
            session.answer(higher: true)
            // The next trial's first note is the next burst to start.
            var waited = 0
            while probe.burstStarts.count <= burstsBefore {
                try await Task.sleep(for: .milliseconds(1))
                waited += 1
                if waited > 5_000 { throw BenchError.noSound }
            }
            let started = probe.burstStarts[burstsBefore]
            let elapsed = started - answered
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            latencies.append((seconds - feedback) * 1000)
        }
        session.interrupt()
        try await running.value
        return Timings(values: latencies)
    }
}

/// Passes samples on, noting when each burst of sound (after a flush, or the first) starts.
final class BurstProbe: AudioOutput {
    let inner: any AudioOutput
    private let state = Mutex((starts: [ContinuousClock.Instant](), betweenBursts: true))

    init(wrapping inner: any AudioOutput) {
        self.inner = inner
    }

    var sampleRate: Int { inner.sampleRate }
    var latency: Duration { inner.latency }
    var name: String { inner.name }

    /// When each burst's first samples were handed over.
    var burstStarts: [ContinuousClock.Instant] { state.withLock { $0.starts } }

    func write(_ samples: Span<Float>) throws(AudioError) {
        let now = ContinuousClock.now
        state.withLock { state in
            if state.betweenBursts {
                state.starts.append(now)
                state.betweenBursts = false
            }
        }
        try inner.write(samples)
    }

    func flush() {
        state.withLock { $0.betweenBursts = true }
        inner.flush()
    }

    func close() throws(AudioError) { try inner.close() }
}
