import ArgumentParser
import Foundation

/// `pitch-bench`: the pitch trainer's start-up over a long history, and the pause between trials.
/// Run it in release: `swift build -c release && .build/release/pitch-bench`.
@main
struct PitchBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pitch-bench",
        abstract: "Measure pitch-trainer's start-up over a long history and its trial-to-trial latency.",
        discussion: """
            Start-up: a store with --records comparisons (and the profile snapshot a session leaves) \
            is made, then the built `pitch-trainer profile --json` is timed as a whole process, \
            --runs times. Trial to trial: a comparison session on the null output (which keeps real \
            time) is answered --trials times; the figure is the time from the answer to the next \
            trial's first sample, less the 400 ms of feedback the spec asks for (goal: under 100 ms).
            """
    )

    @Option(help: "How many comparisons the store holds.")
    var records = 1_000_000

    @Option(help: "How many times to time the start-up.")
    var runs = 5

    @Option(help: "How many trials to time.")
    var trials = 20

    @Flag(help: "Print one JSON object.")
    var json = false

    func validate() throws {
        guard (1...10_000_000).contains(records) else {
            throw ValidationError("--records \(records) is out of range; allowed: 1...10000000")
        }
        guard (1...100).contains(runs), (2...1_000).contains(trials) else {
            throw ValidationError("--runs allows 1...100 and --trials 2...1000")
        }
    }

    func run() async throws {
        let startup = try StartupMeasurement.measure(records: records, runs: runs)
        let latency = try await TrialLatency.measure(trials: trials)
        if json {
            print(
                String(
                    format: "{\"records\": %d, \"profile_startup_s\": %.3f, \"profile_startup_max_s\": %.3f, "
                        + "\"trial_to_trial_ms\": %.3f, \"trial_to_trial_max_ms\": %.3f}",
                    records, startup.median, startup.max, latency.median, latency.max))
        } else {
            print("store: \(records) comparisons, \(String(format: "%.1f", startup.storeMegabytes)) MB")
            print(
                String(
                    format: "pitch-trainer profile start-up: median %.3f s, max %.3f s (goal < 0.5 s)",
                    startup.median, startup.max))
            print(
                String(
                    format:
                        "trial to trial (beyond 400 ms feedback): median %.1f ms, max %.1f ms (goal < 100 ms)",
                    latency.median, latency.max))
        }
    }
}

/// The median and largest of some timings.
struct Timings {
    let values: [Double]
    var median: Double { values.sorted()[values.count / 2] }
    var max: Double { values.max() ?? .nan }
}
