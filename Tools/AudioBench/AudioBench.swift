import ArgumentParser
import Audio
import Domain
import Foundation
import TrainerKit

/// `audio-bench`: measures synthesis speed and the engine's latencies against the audio spec.
/// Run it in release: `swift run -c release audio-bench`.
@main
struct AudioBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audio-bench",
        abstract: "Measure synthesis speed and the latency of play and adjustFrequency.",
        discussion: """
            Targets (shared/spec/audio.md): synthesis at least 500 times real time on one core \
            (measured in CPU time); \
            from play to the first sample handed to the output under 10 ms; from adjustFrequency \
            to the first sample at the new pitch written under 20 ms. Latencies are the 99th \
            percentile of --trials runs on the --audio output (default null, which keeps real time).
            """
    )

    @Option(help: "How many seconds of tone to synthesise for the speed figure.")
    var seconds = 120

    @Option(help: "How many times to measure each latency.")
    var trials = 200

    @OptionGroup var audio: AudioOptions

    @Flag(help: "Print one JSON object.")
    var json = false

    func validate() throws {
        guard (1...3_600).contains(seconds) else {
            throw ValidationError("--seconds \(seconds) is out of range; allowed: 1...3600")
        }
        guard (10...100_000).contains(trials) else {
            throw ValidationError("--trials \(trials) is out of range; allowed: 10...100000")
        }
    }

    func run() throws {
        let speed = try SynthesisSpeed.measure(seconds: seconds)
        let destination = audio.audio == nil ? AudioDestination.null : try audio.destination()
        let latency = try LatencyMeasurement.measure(on: destination, trials: trials)
        if json {
            let fields: [(String, Double)] = [
                ("realtime_factor", speed.engineSine),
                ("play_latency_ms", latency.play.p99),
                ("adjust_latency_ms", latency.adjust.p99),
                ("renderer_realtime_factor", speed.rendererSine),
                ("harmonic_realtime_factor", speed.engineHarmonic),
                ("play_latency_median_ms", latency.play.median),
                ("play_latency_max_ms", latency.play.max),
                ("play_while_sounding_latency_ms", latency.playWhileSounding.p99),
                ("adjust_latency_median_ms", latency.adjust.median),
                ("adjust_latency_max_ms", latency.adjust.max),
            ]
            let body = fields.map { "\"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ", ")
            print("{\(body), \"output\": \"\(latency.output)\", \"trials\": \(trials)}")
        } else {
            print(
                "synthesis, one thread, sine:      \(String(format: "%.0f", speed.engineSine)) x real time (target >= 500)"
            )
            print(
                "synthesis, one thread, harmonic:  \(String(format: "%.0f", speed.engineHarmonic)) x real time"
            )
            print(
                "tone-sequence renderer, sine:     \(String(format: "%.0f", speed.rendererSine)) x real time")
            print("output: \(latency.output), \(trials) trials each")
            print("play -> first sample written:     \(latency.play.text) (target p99 < 10 ms)")
            print("play while a note sounds:         \(latency.playWhileSounding.text)")
            print("adjustFrequency -> new pitch:     \(latency.adjust.text) (target p99 < 20 ms)")
        }
    }
}

extension Percentiles {
    var text: String {
        String(format: "median %.3f ms, p99 %.3f ms, max %.3f ms", median, p99, max)
    }
}
