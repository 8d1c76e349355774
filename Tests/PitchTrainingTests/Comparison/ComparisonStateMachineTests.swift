import Domain
import Foundation
import PitchTraining
import Testing

@Suite("The comparison state machine")
struct ComparisonStateMachineTests {
    typealias Machine = ComparisonStateMachine

    let clock = ManualClock(start: Date(timeIntervalSince1970: 1_700_000_000))

    func machine(startingOffset: Double = 50, seed: UInt64 = 1) -> Machine {
        Machine(
            settings: .standard, clock: clock, random: SeededRandomSource(seed: seed),
            startingOffset: startingOffset)
    }

    @Test("start plays the reference note of a trial drawn at the starting offset")
    func start() throws {
        var machine = machine()
        #expect(machine.state == .idle)
        let effects = machine.start()
        let trial = try #require(Self.trial(in: machine.state))
        #expect(machine.state == .playingReference(trial))
        #expect(effects == [.play(trial.referenceFrequency, amplitude: 0.5, duration: .seconds(1))])
        #expect(abs(trial.centOffset) == 50)
        #expect(machine.trialNumber == 1)
        #expect(machine.start().isEmpty)
    }

    @Test("a whole trial: note 1, note 2, answer, feedback, the next trial at the Kazez offset")
    func wholeTrial() throws {
        var machine = machine()
        _ = machine.start()
        let trial = try #require(Self.trial(in: machine.state))
        #expect(machine.noteEnded() == [.play(trial.targetFrequency, amplitude: 0.5, duration: .seconds(1))])
        #expect(machine.state == .playingTarget(trial))
        #expect(machine.noteEnded().isEmpty)
        #expect(machine.state == .awaitingAnswer(trial))
        clock.advance(by: .milliseconds(2_345))
        let effects = machine.answer(higher: trial.isTargetHigher)
        let completed = CompletedComparison(
            trialNumber: 1, trial: trial, answeredHigher: trial.isTargetHigher, timestamp: clock.now())
        #expect(effects == [.completed(completed), .scheduleFeedbackEnd(after: .milliseconds(400))])
        #expect(completed.isCorrect)
        #expect(completed.timestamp == Date(timeIntervalSince1970: 1_700_000_002.345))
        #expect(machine.state == .feedback(completed))
        #expect((machine.completedCount, machine.correctCount) == (1, 1))
        #expect(machine.nextOffset == KazezStrategy().next(after: 50, wasCorrect: true))

        let next = machine.feedbackElapsed()
        let second = try #require(Self.trial(in: machine.state))
        #expect(next == [.play(second.referenceFrequency, amplitude: 0.5, duration: .seconds(1))])
        #expect(abs(second.centOffset) == 32.3)
        #expect(machine.trialNumber == 2)
    }

    @Test("a wrong answer counts as wrong and widens the next offset to 81.8")
    func wrongAnswer() throws {
        var machine = machine()
        let trial = try answerable(&machine)
        let effects = machine.answer(higher: !trial.isTargetHigher)
        guard case .completed(let completed) = effects.first else {
            Issue.record("no completed trial in \(effects)")
            return
        }
        #expect(!completed.isCorrect)
        #expect((machine.completedCount, machine.correctCount) == (1, 0))
        _ = machine.feedbackElapsed()
        #expect(abs(try #require(Self.trial(in: machine.state)).centOffset) == 81.8)
    }

    @Test("answers are stamped by the injected clock, to the millisecond the store keeps")
    func timestampsFromClock() throws {
        var machine = machine()
        _ = try answerable(&machine)
        clock.advance(by: .microseconds(61_234_567))
        guard case .completed(let completed) = machine.answer(higher: true).first else {
            Issue.record("no completed trial")
            return
        }
        #expect(completed.timestamp.timeIntervalSince1970 == 1_700_000_061.235)
    }

    @Test("answering during note 2 stops it and counts")
    func answerDuringTarget() throws {
        var machine = machine()
        _ = machine.start()
        _ = machine.noteEnded()
        let trial = try #require(Self.trial(in: machine.state))
        let effects = machine.answer(higher: true)
        #expect(effects.first == .stopNote)
        #expect(effects.count == 3)
        #expect(
            machine.state
                == .feedback(
                    CompletedComparison(
                        trialNumber: 1, trial: trial, answeredHigher: true, timestamp: clock.now())))
        // The stopped note's end arrives late: ignored.
        #expect(machine.noteEnded().isEmpty)
        #expect(machine.completedCount == 1)
    }

    @Test(
        "an answer where it does not apply is ignored: no effect, no change",
        arguments: ["idle", "reference", "feedback", "finished"])
    func answerIgnored(stateName: String) throws {
        var machine = machine()
        switch stateName {
        case "reference": _ = machine.start()
        case "feedback": _ = machine.answer(higher: try answerable(&machine).isTargetHigher)
        case "finished": _ = machine.interrupt()
        default: break
        }
        let before = machine.state
        #expect(machine.answer(higher: true).isEmpty)
        #expect(machine.answer(higher: false).isEmpty)
        #expect(machine.state == before)
        #expect(machine.completedCount == (stateName == "feedback" ? 1 : 0))
    }

    @Test("note started changes nothing in any state; stray note ends and timers are ignored")
    func strayEvents() throws {
        var machine = machine()
        #expect(
            machine.noteStarted().isEmpty && machine.noteEnded().isEmpty && machine.feedbackElapsed().isEmpty)
        #expect(machine.state == .idle)
        _ = machine.start()
        let playing = machine.state
        #expect(machine.noteStarted().isEmpty && machine.feedbackElapsed().isEmpty)
        #expect(machine.state == playing)
        _ = machine.noteEnded()
        _ = machine.noteEnded()
        let waiting = machine.state
        #expect(
            machine.noteStarted().isEmpty && machine.noteEnded().isEmpty && machine.feedbackElapsed().isEmpty)
        #expect(machine.state == waiting)
        _ = machine.answer(higher: true)
        let feedback = machine.state
        #expect(machine.noteStarted().isEmpty && machine.noteEnded().isEmpty)
        #expect(machine.state == feedback)
    }

    @Test(
        "an interrupt before the answer discards the trial: nothing is published, every event ignored after")
    func interruptDiscards() throws {
        for notesEnded in 0...2 {
            var machine = machine()
            _ = machine.start()
            for _ in 0..<notesEnded { _ = machine.noteEnded() }
            let effects = machine.interrupt()
            #expect(effects == (notesEnded < 2 ? [.stopNote] : []))
            #expect(machine.state == .finished)
            #expect(machine.answer(higher: true).isEmpty)
            #expect(
                machine.start().isEmpty && machine.feedbackElapsed().isEmpty && machine.interrupt().isEmpty)
            #expect(machine.completedCount == 0)
            #expect(machine.displayState.phase == .finished)
        }
    }

    @Test("an interrupt during feedback keeps the answered trial and ends the session")
    func interruptDuringFeedback() throws {
        var machine = machine()
        _ = machine.answer(higher: try answerable(&machine).isTargetHigher)
        #expect(machine.interrupt().isEmpty)
        #expect(machine.state == .finished)
        #expect(machine.completedCount == 1)
    }

    @Test("the display shows a trial's offset only after its answer")
    func displayHidesOffset() throws {
        var machine = machine()
        #expect(machine.displayState.phase == .ready)
        _ = machine.start()
        #expect(machine.displayState.phase == .listeningToReference)
        #expect(machine.displayState.revealedOffset == nil)
        _ = machine.noteEnded()
        #expect(machine.displayState.phase == .listeningToTarget)
        _ = machine.noteEnded()
        #expect(machine.displayState.phase == .answering)
        #expect(machine.displayState.revealedOffset == nil)
        let trial = try #require(Self.trial(in: machine.state))
        _ = machine.answer(higher: trial.isTargetHigher)
        #expect(
            machine.displayState
                == ComparisonDisplayState(
                    trialNumber: 1, phase: .feedback(correct: true), revealedOffset: 50,
                    revealedTargetWasHigher: trial.isTargetHigher, completedTrials: 1, correctAnswers: 1))
    }

    @Test("the same seed plays the same trials")
    func reproducible() {
        func offsets(seed: UInt64) -> [Double] {
            var machine = machine(seed: seed)
            var offsets: [Double] = []
            _ = machine.start()
            for index in 0..<30 {
                _ = machine.noteEnded()
                _ = machine.noteEnded()
                if let trial = Self.trial(in: machine.state) { offsets.append(trial.centOffset) }
                _ = machine.answer(higher: index % 3 == 0)
                _ = machine.feedbackElapsed()
            }
            return offsets
        }
        #expect(offsets(seed: 9) == offsets(seed: 9))
        #expect(offsets(seed: 9) != offsets(seed: 10))
    }

    // MARK: Helpers

    /// Starts the machine and plays both notes.
    private func answerable(_ machine: inout Machine) throws -> ComparisonTrial {
        _ = machine.start()
        _ = machine.noteEnded()
        _ = machine.noteEnded()
        return try #require(Self.trial(in: machine.state))
    }

    static func trial(in state: Machine.State) -> ComparisonTrial? {
        switch state {
        case .playingReference(let trial), .playingTarget(let trial), .awaitingAnswer(let trial): trial
        default: nil
        }
    }
}
