import ArgumentParser
import Domain
import Foundation
import PitchTraining
import Profiles
import TerminalUI
import TrainerKit

/// `pitch-trainer simulate`: the real session logic against a listener of known threshold.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run comparison trials against a simulated listener, with no sound and no waiting.",
        discussion: """
            The session's own state machine and the Kazez rule drive the trials; the listener answers \
            right with a probability that rises with the offset (its threshold is where it is right \
            about 82 % of the time). The records are stored like a real session's. It shows how the \
            offset chain converged.
            """
    )

    @Option(
        name: .customLong("listener-threshold"),
        help: "The simulated listener's threshold in cents (0.1...100).")
    var listenerThreshold: Double

    @Option(help: "How many trials to run (1...1000000).")
    var trials: Int

    @OptionGroup var exercise: ExerciseOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var seed: SeedOptions

    func validate() throws {
        guard (1...1_000_000).contains(trials) else {
            throw ValidationError("--trials \(trials) is out of range; allowed: 1...1000000")
        }
        guard listenerThreshold.isFinite, (0.1...100).contains(listenerThreshold) else {
            throw ValidationError(
                "--listener-threshold \(listenerThreshold) is out of range; allowed: 0.1...100 cents")
        }
    }

    func run() throws {
        let settings = try exercise.settings()
        let location = try store.location()
        let records = try failingOnStoreError { try StoreOpener.open(location) }
        let pitchStore = PitchStore(store: records)
        let profile = try failingOnStoreError { try pitchStore.loadProfile(timeZone: .current) }
        let summary: SimulationSummary
        do {
            summary = try PitchSimulation.run(
                settings: settings,
                listenerThreshold: listenerThreshold,
                trials: trials,
                random: SeededRandomSource(seed: seed.seed ?? UInt64.random(in: 0...UInt64.max)),
                startingOffset: KazezStrategy().startingOffset(profileMean: profile.perceptual.overallMean),
                clock: ManualClock(start: Date()),
                observers: [pitchStore])
        } catch {
            throw ValidationError("\(error)")
        }
        let unsaved = pitchStore.close()
        if let refreshed = try? pitchStore.loadProfile(timeZone: .current), unsaved.isEmpty {
            _ = try? pitchStore.saveSnapshot(refreshed)
        }
        let terminal = Terminal()
        for line in SimulationReport(summary: summary).lines(width: 80) {
            print(line.rendered(in: terminal.colorMode))
        }
        print("stored \(trials - unsaved.count) records in \(location)")
        for line in RecoveryFile.write(unsaved) where !unsaved.isEmpty { print(line) }
        if !unsaved.isEmpty { throw ExitCode.failure }
    }
}
