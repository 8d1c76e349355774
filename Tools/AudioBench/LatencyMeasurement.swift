import Audio
import Domain
import Foundation
import TrainerKit

/// Latencies of the engine on a real-time output, measured where the samples are handed over.
struct LatencyMeasurement {
    var output: String
    /// From `play` on an idle engine to the first non-silent sample written.
    var play: Percentiles
    /// From `play` while another note sounds (the engine is busy being paced by the output).
    var playWhileSounding: Percentiles
    /// From `adjustFrequency` to the first sample at the new pitch written.
    var adjust: Percentiles

    static func measure(on destination: AudioDestination, trials: Int) throws -> LatencyMeasurement {
        let probe = ProbeOutput(wrapping: try AudioOpener.open(destination))
        let engine = ToneEngine(output: probe)
        defer { try? engine.close() }
        let low = try Tone(hertz: 440, amplitude: 0.5)
        let high = try Tone(hertz: 660, amplitude: 0.5)
        var play: [Double] = []
        var busy: [Double] = []
        var adjust: [Double] = []
        var random = SystemRandomNumberGenerator()
        for trial in 0..<trials {
            // An idle engine: nothing has sounded for a while.
            Thread.sleep(forTimeInterval: Double.random(in: 0.02...0.04, using: &random))
            probe.watch(.sound)
            var start = ContinuousClock.now
            let note = try engine.start(low)
            guard let heard = probe.waitForChange() else { throw BenchFailure.noSound(trial) }
            play.append((heard - start).milliseconds)

            // While it sounds: retune it at a random moment within a block.
            Thread.sleep(forTimeInterval: Double.random(in: 0.005...0.015, using: &random))
            probe.watch(.frequency(hertz: high.frequency.hertz))
            start = ContinuousClock.now
            try note.adjustFrequency(high.frequency)
            guard let retuned = probe.waitForChange() else { throw BenchFailure.noSound(trial) }
            adjust.append((retuned - start).milliseconds)

            // A second note while the first sounds: the first sample the first note does not
            // account for.
            Thread.sleep(forTimeInterval: Double.random(in: 0.005...0.015, using: &random))
            probe.watch(.departure(fromHertz: high.frequency.hertz))
            start = ContinuousClock.now
            let second = try engine.start(try Tone(hertz: 990, amplitude: 0.4))
            guard let joined = probe.waitForChange() else { throw BenchFailure.noSound(trial) }
            busy.append((joined - start).milliseconds)
            note.stop()
            second.stop()
            while !(note.isFinished && second.isFinished) { Thread.sleep(forTimeInterval: 0.001) }
        }
        return LatencyMeasurement(
            output: destination.description,
            play: Percentiles(play),
            playWhileSounding: Percentiles(busy),
            adjust: Percentiles(adjust)
        )
    }
}

enum BenchFailure: Error, CustomStringConvertible {
    case noSound(Int)

    var description: String {
        switch self {
        case .noSound(let trial): "trial \(trial): the change never reached the output"
        }
    }
}
