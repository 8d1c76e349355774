import ArgumentParser
import Domain
import Foundation
import PitchTraining
import Profiles
import TrainerKit

/// `pitch-trainer compare`: was the second note higher or lower?
struct CompareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Pitch comparison: hear two notes and say whether the second is higher or lower.",
        discussion: """
            The difference shrinks while you hear it and grows when you miss (Kazez's rule), starting \
            from your profile's mean. Every answer is stored the moment you give it. Keys: ↑ or h \
            higher, ↓ or l lower, q quit.
            """
    )

    @OptionGroup var exercise: ExerciseOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var audio: AudioOptions
    @OptionGroup var seed: SeedOptions

    func run() async throws {
        let settings = try exercise.settings()
        let context = try TrainingContext.open(store: store, audio: audio)
        let session = ComparisonSession(
            settings: settings,
            player: context.engine,
            clock: SystemClock(),
            random: seed.randomSource(),
            startingOffset: KazezStrategy().startingOffset(
                profileMean: context.profile.perceptual.overallMean),
            observers: [context.pitchStore])
        try await context.runExercise(command: "pitch-trainer compare") {
            let state = session.displayState
            guard state.completedTrials > 0 else { return nil }
            return
                "\(state.completedTrials) answered, \(state.correctAnswers) right. See your progress: pitch-trainer profile"
        } _: { terminal in
            try await CompareScreen(
                terminal: terminal, session: session, store: context.pitchStore, settings: settings
            ).run()
        }
    }
}
