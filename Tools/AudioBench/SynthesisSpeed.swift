import Audio
import Domain
import Foundation

/// How many seconds of sound one thread renders per second of CPU time.
///
/// CPU time rather than wall time, so that other work on a shared machine does not count
/// against the figure: "times real time on one core" is sound per second of one core's work.
struct SynthesisSpeed {
    var engineSine: Double
    var engineHarmonic: Double
    var rendererSine: Double

    static func measure(seconds: Int) throws -> SynthesisSpeed {
        SynthesisSpeed(
            engineSine: try engine(timbre: .sine, seconds: seconds),
            engineHarmonic: try engine(timbre: .harmonic, seconds: seconds),
            rendererSine: try renderer(seconds: seconds)
        )
    }

    /// The engine on its own thread, into an output that takes samples at once: the engine's
    /// whole path (locking, voice bookkeeping, the write call), not just the oscillator.
    private static func engine(timbre: Timbre, seconds: Int) throws -> Double {
        let engine = ToneEngine(output: DiscardingOutput(sampleRate: 48_000), timbre: timbre)
        defer { try? engine.close() }
        let tone = try Tone(hertz: 440, amplitude: 0.5)
        let done = DispatchSemaphore(value: 0)
        // The process's CPU time: the engine's thread does the work, this one only waits.
        let start = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
        Task {
            try? await engine.play(tone, duration: .seconds(seconds))
            done.signal()
        }
        done.wait()
        return Double(seconds) / (cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - start)
    }

    /// The offline renderer Morse files are made with, one long tone.
    private static func renderer(seconds: Int) throws -> Double {
        let renderer = try ToneSequenceRenderer(tone: Tone(hertz: 600, amplitude: 0.5))
        var checksum: Float = 0
        let start = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
        try renderer.render([.tone(.seconds(seconds))]) { (chunk: Span<Float>) throws(AudioError) in
            checksum += chunk[chunk.count / 2]
        }
        let elapsed = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start
        if checksum.isNaN { print("unexpected NaN") }
        return Double(seconds) / elapsed
    }
}

/// CPU seconds consumed so far by the process or the calling thread.
private func cpuSeconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

extension Duration {
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    var milliseconds: Double { seconds * 1000 }
}
