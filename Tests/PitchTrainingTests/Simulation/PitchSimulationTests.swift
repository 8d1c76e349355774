import Domain
import Foundation
import Persistence
import PersistenceTestSupport
import PitchTraining
import Testing

@Suite("The simulation")
struct PitchSimulationTests {
    @Test(
        "the chain converges near the listener's threshold",
        arguments: [(5.0, 101), (20, 202), (50, 303)] as [(Double, UInt64)])
    func converges(threshold: Double, seed: UInt64) throws {
        let summary = try PitchSimulation.run(
            listenerThreshold: threshold, trials: 2_000, random: SeededRandomSource(seed: seed),
            clock: ManualClock())
        print(
            "threshold \(threshold): settled \(summary.settledOffset), reversals \(summary.reversalMean ?? .nan), "
                + "fitted \(summary.fittedThreshold ?? .nan), correct \(summary.fractionCorrect)")
        #expect(summary.trialCount == 2_000)
        let fitted = try #require(summary.fittedThreshold)
        // Fitting the listener's psychometric function recovers its threshold.
        #expect(fitted > 0.8 * threshold && fitted < 1.25 * threshold)
        // The Kazez chain itself works below the threshold, at 55 to 65% correct.
        #expect(summary.settledOffset > 0.15 * threshold && summary.settledOffset < 0.8 * threshold)
        let reversals = try #require(summary.reversalMean)
        #expect(reversals > 0.1 * threshold && reversals < 0.8 * threshold)
        #expect(summary.fractionCorrect > 0.52 && summary.fractionCorrect < 0.7)
    }

    @Test("a simulation stores one record per trial, like a real session, spaced in simulated time")
    func storesRecords() throws {
        let store = InMemoryRecordStore()
        let facade = PitchStore(store: store)
        let start = Date(timeIntervalSince1970: 1_750_000_000)
        let settings = try PitchExerciseSettings(interval: .up(.majorThird), tuning: .justIntonation)
        let summary = try PitchSimulation.run(
            settings: settings, listenerThreshold: 10, trials: 150, random: SeededRandomSource(seed: 1),
            clock: ManualClock(start: start), observers: [facade])
        var cursor = try store.records(of: ComparisonRecord.self)
        let records = try cursor.all()
        #expect(records.count == 150)
        #expect(facade.unsavedCount == 0)
        #expect(records.map { abs($0.centOffset) } == summary.steps.map(\.offset))
        #expect(records.map(\.isCorrect) == summary.steps.map(\.isCorrect))
        #expect(records.allSatisfy { $0.interval == 4 && $0.tuningSystem == .justIntonation })
        // Two 1 s notes, half a second to answer, 400 ms of feedback: 2.9 s a trial.
        let first = try #require(records.first?.timestamp.timeIntervalSince(start))
        let last = try #require(records.last?.timestamp.timeIntervalSince(start))
        #expect(abs(first - 2.5) < 0.001)
        #expect(abs(last - (2.5 + 149 * 2.9)) < 0.001)
        #expect(abs(records[0].centOffset) == 100)
    }

    @Test("the same seed gives the same chain; another seed another")
    func reproducible() throws {
        func run(_ seed: UInt64) throws -> SimulationSummary {
            try PitchSimulation.run(
                listenerThreshold: 15, trials: 300, random: SeededRandomSource(seed: seed),
                clock: ManualClock())
        }
        #expect(try run(7) == run(7))
        #expect(try run(7).steps != run(8).steps)
    }

    @Test("the chain starts from the given offset and follows the Kazez rule")
    func followsRule() throws {
        let summary = try PitchSimulation.run(
            listenerThreshold: 30, trials: 200, random: SeededRandomSource(seed: 2), startingOffset: 42,
            clock: ManualClock())
        #expect(summary.steps.first?.offset == 42)
        let strategy = KazezStrategy()
        for (step, next) in zip(summary.steps, summary.steps.dropFirst()) {
            let expected = strategy.next(after: step.offset, wasCorrect: step.isCorrect)
            #expect(next.offset == max(0.1, (expected * 10).rounded() / 10))
        }
    }

    @Test("bad input is refused with a message naming it")
    func badInput() {
        #expect(throws: PitchTrainingError.listenerThresholdOutOfRange(cents: 0)) {
            try PitchSimulation.run(
                listenerThreshold: 0, trials: 10, random: SeededRandomSource(seed: 1), clock: ManualClock())
        }
        #expect(throws: PitchTrainingError.trialCountOutOfRange(0)) {
            try PitchSimulation.run(
                listenerThreshold: 5, trials: 0, random: SeededRandomSource(seed: 1), clock: ManualClock())
        }
        #expect(throws: PitchTrainingError.self) {
            try PitchSimulation.run(
                listenerThreshold: .nan, trials: 10, random: SeededRandomSource(seed: 1), clock: ManualClock()
            )
        }
        #expect(
            PitchTrainingError.listenerThresholdOutOfRange(cents: 150).description
                == "listener threshold 150 cents is out of range; allowed: 0.1...100 cents")
        #expect(
            PitchTrainingError.trialCountOutOfRange(0).description
                == "0 trials is out of range; allowed: 1...1000000 trials")
    }

    @Test("the listener is right half the time far below its threshold, 81.6% at it, always far above")
    func psychometric() {
        #expect(SimulatedListener.probabilityCorrect(offset: 0, threshold: 10) == 0.5)
        #expect(abs(SimulatedListener.probabilityCorrect(offset: 10, threshold: 10) - 0.816) < 0.001)
        #expect(SimulatedListener.probabilityCorrect(offset: -100, threshold: 10) > 0.999_999)
    }
}
