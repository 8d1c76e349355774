import Audio
import AudioTestSupport
import Domain
import Foundation
import Persistence
import PersistenceTestSupport
import PitchTraining
import Testing

@Suite("The comparison session with a tone engine")
struct ComparisonSessionTests {
    @Test(
        "a full trial plays both notes for their duration at the right frequencies, and the answer is stored")
    func fullTrial() async throws {
        let settings = try PitchExerciseSettings(
            interval: .up(.perfectFifth), tuning: .justIntonation, noteDuration: .milliseconds(500))
        let output = try RecordingOutput()
        let engine = ToneEngine(output: output)
        let store = InMemoryRecordStore()
        let facade = PitchStore(store: store)
        let session = ComparisonSession(
            settings: settings, player: engine, clock: ManualClock(), random: SeededRandomSource(seed: 21),
            startingOffset: 37.34, observers: [facade])
        let running = Task { try await session.run() }

        #expect(try await waitUntil { session.displayState.phase == .answering })
        #expect(session.displayState.revealedOffset == nil)
        session.answer(higher: true)
        #expect(try await waitUntil { session.displayState.completedTrials == 1 })
        session.interrupt()
        try await running.value
        try engine.close()

        var records = try store.records(of: ComparisonRecord.self)
        let record = try #require(try records.all().first)
        #expect(try store.count(of: ComparisonRecord.self) == 1)
        #expect(abs(record.centOffset) == 37.3)
        #expect(record.interval == 7 && record.tuningSystem == .justIntonation)
        #expect(record.isCorrect == (record.centOffset > 0))

        // The recording holds exactly the two notes, each its duration to within half a period.
        let samples = output.samples
        let reference = settings.tuning.frequency(of: record.referenceNote)
        let pure = settings.tuning.frequency(ofTargetAt: settings.interval, from: record.referenceNote)
        let target = pure.transposed(by: Cents(record.centOffset))
        let noteFrames = 24_000
        let periods = 48_000 / reference.hertz + 48_000 / target.hertz
        #expect(abs(Double(samples.count - 2 * noteFrames)) <= periods / 2 + 2)
        let margin = 2_400
        let first = Array(samples[margin..<(noteFrames - margin)])
        let second = Array(samples[(noteFrames + margin)..<(samples.count - margin)])
        let measuredReference = ToneAnalysis.frequency(of: first, sampleRate: 48_000, near: reference.hertz)
        let measuredTarget = ToneAnalysis.frequency(of: second, sampleRate: 48_000, near: target.hertz)
        #expect(abs(ToneAnalysis.cents(measuredReference, relativeTo: reference.hertz)) < 0.1)
        #expect(abs(ToneAnalysis.cents(measuredTarget, relativeTo: pure.hertz) - record.centOffset) < 0.1)
    }

    @Test("answering during note 2 stops it and the answer counts")
    func answerDuringSecondNote() async throws {
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let observer = CollectingObserver()
        // Three-second notes, so that a machine busy with other tests still answers well within
        // the second one.
        let settings = try PitchExerciseSettings(noteDuration: .seconds(3))
        let session = ComparisonSession(
            settings: settings, player: engine, clock: SystemClock(), random: SeededRandomSource(seed: 5),
            startingOffset: 100, observers: [observer])
        let running = Task { try await session.run() }

        #expect(try await waitUntil { session.displayState.phase == .listeningToTarget })
        session.answer(higher: false)
        #expect(try await waitUntil { !observer.comparisons.isEmpty })
        session.interrupt()
        try await running.value
        try engine.close()

        #expect(observer.comparisons.count == 1)
        #expect(observer.comparisons.first?.answeredHigher == false)
        // Note 1 sounded its full three seconds; note 2 was cut short of its three.
        #expect(output.samples.count < 3 * 48_000 + 132_000)
        #expect(abs(output.samples.last ?? 1) < 1e-6)
    }

    @Test("an interrupt mid-trial stores nothing and silences the note")
    func interruptMidTrial() async throws {
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output)
        let store = InMemoryRecordStore()
        let observer = CollectingObserver()
        let session = ComparisonSession(
            settings: .standard, player: engine, clock: SystemClock(), random: SeededRandomSource(seed: 6),
            startingOffset: 100, observers: [PitchStore(store: store), observer])
        let running = Task { try await session.run() }

        #expect(try await waitUntil { session.displayState.phase == .listeningToReference })
        try await Task.sleep(for: .milliseconds(100))
        session.answer(higher: true)
        session.interrupt()
        try await running.value
        try engine.close()

        #expect(try store.count(of: ComparisonRecord.self) == 0)
        #expect(observer.comparisons.isEmpty)
        #expect(session.displayState.phase == .finished)
        #expect(output.samples.count < 38_000)
        #expect(abs(output.samples.last ?? 1) < 1e-6)
    }

    @Test("the screen's states go from ready through the phases to finished")
    func statesStream() async throws {
        let engine = ToneEngine(output: try RecordingOutput())
        let session = ComparisonSession(
            settings: try PitchExerciseSettings(noteDuration: .milliseconds(300)), player: engine,
            clock: ManualClock(), random: SeededRandomSource(seed: 8), startingOffset: 20, observers: [])
        let running = Task { try await session.run() }
        var phases: [ComparisonDisplayState.Phase] = []
        for await state in session.states {
            phases.append(state.phase)
            if state.phase == .answering { session.answer(higher: true) }
            if case .feedback = state.phase { session.interrupt() }
        }
        try await running.value
        try engine.close()
        #expect(phases.first == .ready)
        #expect(phases.last == .finished)
        #expect(phases.contains(.listeningToReference) && phases.contains(.answering))
        #expect(phases.contains { if case .feedback = $0 { true } else { false } })
    }

    @Test("a second trial follows the feedback, at the Kazez offset")
    func nextTrial() async throws {
        let engine = ToneEngine(output: try RecordingOutput())
        let observer = CollectingObserver()
        let session = ComparisonSession(
            settings: try PitchExerciseSettings(noteDuration: .milliseconds(300)), player: engine,
            clock: ManualClock(), random: SeededRandomSource(seed: 9), startingOffset: 50,
            observers: [observer])
        let running = Task { try await session.run() }
        for number in 1...2 {
            #expect(
                try await waitUntil {
                    session.displayState.phase == .answering && session.displayState.trialNumber == number
                })
            session.answer(higher: false)
        }
        #expect(try await waitUntil { observer.comparisons.count == 2 })
        session.interrupt()
        try await running.value
        try engine.close()
        let first = observer.comparisons[0]
        let expected = KazezStrategy().next(after: 50, wasCorrect: first.isCorrect)
        #expect(abs(observer.comparisons[1].trial.centOffset) == (expected * 10).rounded() / 10)
    }

    @Test("a failing player ends the session with its error, and nothing is published")
    func playerFailure() async throws {
        let engine = ToneEngine(output: try RecordingOutput())
        try engine.close()
        let observer = CollectingObserver()
        let session = ComparisonSession(
            settings: .standard, player: engine, clock: ManualClock(), random: SeededRandomSource(seed: 1),
            startingOffset: 50, observers: [observer])
        await #expect(throws: AudioError.outputClosed) { try await session.run() }
        #expect(observer.comparisons.isEmpty)
        #expect(session.displayState.phase == .finished)
    }
}
