import Domain
import Foundation
import PitchTraining
import Profiles
import Testing

@Suite("The pitch-matching state machine")
struct MatchingStateMachineTests {
    typealias Machine = MatchingStateMachine

    let clock = ManualClock(start: Date(timeIntervalSince1970: 1_700_000_000))

    func machine(seed: UInt64 = 1, interval: DirectedInterval = .unison) throws -> Machine {
        Machine(
            settings: try PitchExerciseSettings(interval: interval, tuning: .justIntonation),
            clock: clock, random: SeededRandomSource(seed: seed))
    }

    @Test("the reference plays, then the tunable note starts at the target plus the initial offset")
    func startsOffTarget() throws {
        var machine = try machine(interval: .down(.perfectFourth))
        let effects = machine.start()
        guard case .playingReference(let trial) = machine.state else {
            Issue.record("not playing the reference: \(machine.state)")
            return
        }
        #expect(effects == [.play(trial.referenceFrequency, amplitude: 0.5, duration: .seconds(1))])
        let started = machine.noteEnded()
        #expect(machine.state == .tuning(trial, offset: trial.initialOffset))
        guard case .startTunable(let frequency, 0.5)? = started.first, started.count == 1 else {
            Issue.record("no tunable note in \(started)")
            return
        }
        #expect(abs(frequency.cents(from: trial.targetFrequency).value - trial.initialOffset) < 1e-9)
    }

    @Test("fine and coarse steps move the note and retune it; the offset stays on the 0.1 grid")
    func adjust() throws {
        var machine = try machine()
        let trial = try tuning(&machine)
        var expected = trial.initialOffset
        for step in [
            Machine.fineStep, Machine.coarseStep, -Machine.fineStep, -Machine.coarseStep, -Machine.coarseStep,
        ] {
            expected = ((expected + step) * 10).rounded() / 10
            let effects = machine.adjust(cents: step)
            #expect(machine.state == .tuning(trial, offset: expected))
            guard case .retune(let frequency)? = effects.first, effects.count == 1 else {
                Issue.record("no retune in \(effects)")
                return
            }
            #expect(abs(frequency.cents(from: trial.targetFrequency).value - expected) < 1e-9)
        }
    }

    @Test("the note cannot be moved more than 200 cents from the target")
    func adjustClamped() throws {
        var machine = try machine()
        let trial = try tuning(&machine)
        _ = machine.adjust(cents: 1_000)
        #expect(machine.state == .tuning(trial, offset: 200))
        #expect(machine.adjust(cents: 1).isEmpty)
        _ = machine.adjust(cents: -1_000)
        #expect(machine.state == .tuning(trial, offset: -200))
        #expect(machine.adjust(cents: .nan).isEmpty)
    }

    @Test("committing without moving scores the initial offset, not zero")
    func commitUnmoved() throws {
        var machine = try machine(seed: 4)
        let trial = try tuning(&machine)
        #expect(trial.initialOffset != 0)
        clock.advance(by: .seconds(3))
        let effects = machine.commit()
        let completed = CompletedMatching(
            trialNumber: 1, trial: trial, userCentError: trial.initialOffset, timestamp: clock.now())
        #expect(
            effects == [.stopNote, .completed(completed), .scheduleFeedbackEnd(after: .milliseconds(400))])
        #expect(machine.state == .feedback(completed))
        #expect(MatchingRecord(completed).userCentError == trial.initialOffset)
        #expect(MatchingRecord(completed).initialCentOffset == trial.initialOffset)
    }

    @Test("the error is where the learner left the note, signed (sharp is positive)")
    func commitMoved() throws {
        var machine = try machine(seed: 2, interval: .up(.majorThird))
        let trial = try tuning(&machine)
        _ = machine.adjust(cents: -trial.initialOffset)
        _ = machine.adjust(cents: 3)
        guard case .completed(let completed) = machine.commit()[1] else {
            Issue.record("no completed trial")
            return
        }
        #expect(completed.userCentError == 3)
        #expect(completed.band == .close)
        _ = machine.feedbackElapsed()
        guard case .playingReference = machine.state else {
            Issue.record("no next trial: \(machine.state)")
            return
        }
        #expect(machine.trialNumber == 2)
    }

    @Test("adjustments and commits where they do not apply are ignored")
    func ignored() throws {
        var machine = try machine()
        #expect(machine.adjust(cents: 1).isEmpty && machine.commit().isEmpty && machine.noteStarted().isEmpty)
        #expect(machine.state == .idle)
        _ = machine.start()
        let reference = machine.state
        #expect(
            machine.adjust(cents: 1).isEmpty && machine.commit().isEmpty && machine.feedbackElapsed().isEmpty)
        #expect(machine.state == reference)
        _ = machine.noteEnded()
        _ = machine.commit()
        let feedback = machine.state
        #expect(machine.adjust(cents: 1).isEmpty && machine.commit().isEmpty && machine.noteEnded().isEmpty)
        #expect(machine.state == feedback)
        #expect(machine.completedCount == 1)
    }

    @Test("an interrupt before the commit discards the trial")
    func interruptDiscards() throws {
        var machine = try machine()
        _ = try tuning(&machine)
        _ = machine.adjust(cents: 10)
        #expect(machine.interrupt() == [.stopNote])
        #expect(machine.state == .finished)
        #expect(machine.commit().isEmpty)
        #expect(machine.completedCount == 0)
        #expect(machine.lastCompleted == nil)
    }

    @Test("the display does not change when the note moves, and shows the error only after commit")
    func displayHidesOffset() throws {
        var machine = try machine()
        _ = try tuning(&machine)
        let before = machine.displayState
        #expect(
            before == MatchingDisplayState(trialNumber: 1, phase: .tuning, lastError: nil, completedTrials: 0)
        )
        _ = machine.adjust(cents: 10)
        _ = machine.adjust(cents: -1)
        #expect(machine.displayState == before)
        _ = machine.commit()
        let error = try #require(machine.lastCompleted?.userCentError)
        #expect(machine.displayState.lastError == error)
        #expect(machine.displayState.phase == .feedback(MatchingBand(error: error)))
    }

    @Test(
        "feedback bands: 0, under 10, 10 to 30, over 30 cents",
        arguments: [
            (0.0, MatchingBand.deadCentre), (0.04, .deadCentre), (0.1, .close), (-9.9, .close),
            (10, .moderate),
            (-30, .moderate), (30.1, .far), (-150, .far),
        ])
    func bands(error: Double, band: MatchingBand) {
        #expect(MatchingBand(error: error) == band)
    }

    /// Starts the machine and ends the reference, so the tunable note sounds.
    private func tuning(_ machine: inout Machine) throws -> MatchingTrial {
        _ = machine.start()
        _ = machine.noteEnded()
        guard case .tuning(let trial, _) = machine.state else {
            throw Failure.notTuning
        }
        return trial
    }

    enum Failure: Error { case notTuning }
}
