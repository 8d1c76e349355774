import ArgumentParser
import Audio
import Domain
import Foundation
import Persistence
import PitchTraining
import Profiles
import TerminalUI
import TrainerKit

/// What an exercise needs open: the store with its facade, the learner's profile, the sound.
struct TrainingContext {
    let records: any RecordStore
    let pitchStore: PitchStore
    let profile: PitchProfile
    let engine: ToneEngine

    /// Opens the store and loads the profile, then the audio output (so a bad store is
    /// reported before any device is touched).
    static func open(store: StoreOptions, audio: AudioOptions) throws -> TrainingContext {
        let location = try store.location()
        let records = try failingOnStoreError { try StoreOpener.open(location) }
        let pitchStore = PitchStore(store: records)
        let profile = try failingOnStoreError { try pitchStore.loadProfile(timeZone: .current) }
        let engine = try failingOnAudioError {
            ToneEngine(output: try AudioOpener.open(try audio.destination()), timbre: .harmonic)
        }
        return TrainingContext(records: records, pitchStore: pitchStore, profile: profile, engine: engine)
    }

    /// Runs an exercise screen full-screen, then, with the terminal back, finishes the session
    /// (see `finish()`), prints its summary, and reports the error that ended it, if any.
    func runExercise(
        command: String,
        summary: () -> String?,
        _ screen: (Terminal) async throws -> Void
    ) async throws {
        var failure: (any Error)?
        do {
            try await withFullScreen(command: command, screen)
        } catch {
            failure = error
        }
        for line in finish() { print(line) }
        if let line = summary() { print(line) }
        if let failure { try rethrowReported(failure) }
    }

    /// Saves what the session left unsaved (or, failing that, writes it to a recovery file),
    /// refreshes the profile snapshot and closes the sound.
    /// - Returns: Lines to print for the learner once the screen is gone.
    func finish() -> [String] {
        var lines: [String] = []
        let unsaved = pitchStore.close()
        if !unsaved.isEmpty {
            lines.append(contentsOf: RecoveryFile.write(unsaved))
        } else if let profile = try? pitchStore.loadProfile(timeZone: .current) {
            _ = try? pitchStore.saveSnapshot(profile)
        }
        try? engine.close()
        return lines
    }
}
