public import Domain

/// Runs the real comparison session against a simulated listener, with no audio and no waiting:
/// `pitch-trainer simulate`.
///
/// It drives the same `ComparisonStateMachine` as `ComparisonSession`, performing its effects
/// itself: a note "plays" by moving the clock on by its duration, the feedback by moving it on by
/// 400 ms, and the listener answers once both notes have sounded, half a second later. Completed
/// trials go to the observers exactly as in a real session, so a `PitchStore` among them stores
/// the records a real session would. The same seed gives the same chain.
public enum PitchSimulation {
    /// How many trials a simulation may run.
    public static let allowedTrialCounts: ClosedRange<Int> = 1...1_000_000

    /// How long the simulated listener takes to answer after the second note.
    public static let answerDelay: Duration = .milliseconds(500)

    /// Runs a simulation.
    /// - Parameters:
    ///   - settings: What the session plays (the notes matter only to the records).
    ///   - listenerThreshold: The listener's threshold in cents, 0.1...100.
    ///   - trials: How many trials to answer, 1...1,000,000.
    ///   - random: The seed of everything: trials and the listener's luck each get a stream
    ///     derived from it.
    ///   - startingOffset: The first trial's offset in cents (100 for a new learner).
    ///   - clock: The simulated time; moved on as the session would take time, so the records'
    ///     timestamps are spaced like a real session's.
    ///   - observers: Who hears of each answered trial, in order.
    /// - Returns: The chain of offsets and how it converged.
    /// - Throws: `PitchTrainingError.listenerThresholdOutOfRange` or `.trialCountOutOfRange`.
    public static func run(
        settings: PitchExerciseSettings = .standard,
        listenerThreshold: Double,
        trials: Int,
        random: some RandomSource,
        startingOffset: Double = KazezStrategy.defaultStartingOffset,
        clock: ManualClock,
        observers: [any PitchSessionObserver] = []
    ) throws(PitchTrainingError) -> SimulationSummary {
        guard allowedTrialCounts.contains(trials) else { throw .trialCountOutOfRange(trials) }
        var seeds = random
        var listener = try SimulatedListener(
            threshold: listenerThreshold, random: SeededRandomSource(seed: seeds.next()))
        var machine = ComparisonStateMachine(
            settings: settings, clock: clock, random: SeededRandomSource(seed: seeds.next()),
            startingOffset: startingOffset)
        var steps: [SimulationSummary.Step] = []
        steps.reserveCapacity(trials)
        var pending = machine.start()
        while steps.count < trials, machine.state != .finished {
            for effect in pending {
                switch effect {
                case .play(_, _, let duration):
                    _ = machine.noteStarted()
                    clock.advance(by: duration)
                case .completed(let completed):
                    steps.append(
                        .init(offset: abs(completed.trial.centOffset), isCorrect: completed.isCorrect))
                    for observer in observers { observer.didComplete(completed) }
                case .scheduleFeedbackEnd(let duration):
                    clock.advance(by: duration)
                case .stopNote:
                    break
                }
            }
            pending = next(&machine, listener: &listener, clock: clock)
        }
        _ = machine.interrupt()
        return SimulationSummary(
            listenerThreshold: listenerThreshold, steps: steps, nextOffset: machine.nextOffset)
    }

    /// The event that follows in the simulated session, and the machine's effects for it.
    private static func next(
        _ machine: inout ComparisonStateMachine, listener: inout SimulatedListener, clock: ManualClock
    ) -> [ComparisonStateMachine.Effect] {
        switch machine.state {
        case .playingReference, .playingTarget:
            return machine.noteEnded()
        case .awaitingAnswer(let trial):
            clock.advance(by: answerDelay)
            return machine.answer(higher: listener.answer(trial))
        case .feedback:
            return machine.feedbackElapsed()
        case .idle:
            return machine.start()
        case .finished:
            return []
        }
    }
}
