import ArgumentParser
import Domain
import Foundation
import PitchTraining
import TrainerKit

/// `pitch-trainer match`: tune a note until it matches the reference.
struct MatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Pitch matching: tune a sounding note until it matches, then commit.",
        discussion: """
            The note starts up to 20 cents off the target. Keys: ←/→ or ↑/↓ move it 1 cent, with \
            Shift or PgUp/PgDn 10 cents; Enter commits; q quits. Every match is stored at once.
            """
    )

    @OptionGroup var exercise: ExerciseOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var audio: AudioOptions
    @OptionGroup var seed: SeedOptions

    func run() async throws {
        let settings = try exercise.settings()
        let context = try TrainingContext.open(store: store, audio: audio)
        let session = MatchingSession(
            settings: settings,
            player: context.engine,
            clock: SystemClock(),
            random: seed.randomSource(),
            observers: [context.pitchStore])
        try await context.runExercise(command: "pitch-trainer match") {
            let state = session.displayState
            guard state.completedTrials > 0 else { return nil }
            return "\(state.completedTrials) matched. See your progress: pitch-trainer profile"
        } _: { terminal in
            try await MatchScreen(
                terminal: terminal, session: session, store: context.pitchStore, settings: settings
            ).run()
        }
    }
}
