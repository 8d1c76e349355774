import Audio
import AudioTestSupport
import Domain
import Foundation
import Persistence
import PersistenceTestSupport
import PitchTraining
import Testing

@Suite("The pitch-matching session with a tone engine")
struct MatchingSessionTests {
    @Test("adjusting moves the sounding pitch; the commit is stored with the error where the note was left")
    func adjustAndCommit() async throws {
        let settings = try PitchExerciseSettings(
            interval: .down(.minorThird), tuning: .justIntonation, noteDuration: .milliseconds(300))
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let store = InMemoryRecordStore()
        let session = MatchingSession(
            settings: settings, player: engine, clock: SystemClock(), random: SeededRandomSource(seed: 17),
            observers: [PitchStore(store: store)])
        let running = Task { try await session.run() }

        #expect(try await waitUntil { session.displayState.phase == .tuning })
        try await Task.sleep(for: .milliseconds(400))
        session.adjust(cents: MatchingStateMachine.coarseStep)
        session.adjust(cents: -MatchingStateMachine.fineStep)
        try await Task.sleep(for: .milliseconds(400))
        session.commit()
        #expect(try await waitUntil { session.displayState.completedTrials == 1 })
        session.interrupt()
        try await running.value
        try engine.close()

        var records = try store.records(of: MatchingRecord.self)
        let record = try #require(try records.all().first)
        #expect(record.userCentError == ((record.initialCentOffset + 9) * 10).rounded() / 10)
        #expect(record.interval == -3)

        let target = settings.tuning.frequency(ofTargetAt: settings.interval, from: record.referenceNote)
        let samples = output.samples
        let referenceEnd = 14_400
        // The start of the tunable note: the initial offset.
        let start = Array(samples[(referenceEnd + 1_200)..<(referenceEnd + 12_000)])
        let initial = ToneAnalysis.frequency(of: start, sampleRate: 48_000, near: target.hertz)
        #expect(abs(ToneAnalysis.cents(initial, relativeTo: target.hertz) - record.initialCentOffset) < 0.1)
        // The end of it, before the release: nine cents higher.
        let end = Array(samples[(samples.count - 12_000)..<(samples.count - 1_200)])
        let final = ToneAnalysis.frequency(of: end, sampleRate: 48_000, near: target.hertz)
        #expect(abs(ToneAnalysis.cents(final, relativeTo: target.hertz) - record.userCentError) < 0.1)
    }

    @Test("committing without moving stores the initial offset as the error")
    func commitUnmoved() async throws {
        let engine = ToneEngine(output: try RecordingOutput(keepsRealTime: true))
        let observer = CollectingObserver()
        let session = MatchingSession(
            settings: try PitchExerciseSettings(noteDuration: .milliseconds(300)), player: engine,
            clock: SystemClock(), random: SeededRandomSource(seed: 3), observers: [observer])
        let running = Task { try await session.run() }
        #expect(try await waitUntil { session.displayState.phase == .tuning })
        session.commit()
        #expect(try await waitUntil { observer.matchings.count == 1 })
        session.interrupt()
        try await running.value
        try engine.close()
        let completed = try #require(observer.matchings.first)
        #expect(completed.userCentError == completed.trial.initialOffset)
    }

    @Test("an interrupt while tuning stores nothing and stops the note")
    func interruptWhileTuning() async throws {
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let store = InMemoryRecordStore()
        let session = MatchingSession(
            settings: try PitchExerciseSettings(noteDuration: .milliseconds(300)), player: engine,
            clock: SystemClock(), random: SeededRandomSource(seed: 4), observers: [PitchStore(store: store)])
        let running = Task { try await session.run() }
        #expect(try await waitUntil { session.displayState.phase == .tuning })
        session.adjust(cents: 10)
        session.interrupt()
        session.commit()
        try await running.value
        #expect(try await waitUntil { output.samples.count > 0 && abs(output.samples.last ?? 1) < 1e-6 })
        try engine.close()
        #expect(try store.count(of: MatchingRecord.self) == 0)
        #expect(session.displayState.phase == .finished)
    }

    @Test("cancelling the task that runs the session ends it like an interrupt")
    func cancellation() async throws {
        let engine = ToneEngine(output: try RecordingOutput(keepsRealTime: true))
        let observer = CollectingObserver()
        let session = MatchingSession(
            settings: .standard, player: engine, clock: SystemClock(), random: SeededRandomSource(seed: 4),
            observers: [observer])
        let running = Task { try await session.run() }
        #expect(try await waitUntil { session.displayState.phase == .listeningToReference })
        running.cancel()
        try await running.value
        try engine.close()
        #expect(observer.matchings.isEmpty)
        #expect(session.displayState.phase == .finished)
    }

    @Test("a failing player ends the session with its error, and nothing is published")
    func playerFailure() async throws {
        let engine = ToneEngine(output: try RecordingOutput())
        try engine.close()
        let observer = CollectingObserver()
        let session = MatchingSession(
            settings: .standard, player: engine, clock: ManualClock(), random: SeededRandomSource(seed: 1),
            observers: [observer])
        await #expect(throws: AudioError.outputClosed) { try await session.run() }
        #expect(observer.matchings.isEmpty)
        #expect(session.displayState.phase == .finished)
    }
}
