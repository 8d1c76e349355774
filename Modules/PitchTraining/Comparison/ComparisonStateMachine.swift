public import Domain

/// The pitch-comparison session as a state machine: one function per event, each returning the
/// effects a driver must perform.
///
/// The machine decides everything and does nothing: it never plays, waits or writes. A driver
/// (`ComparisonSession` with a real player, `PitchSimulation` with a simulated listener) performs
/// the effects and reports what happened as events. Every transition is therefore a plain
/// function call a test can make, with a `ManualClock` for the timestamps and a
/// `SeededRandomSource` for the trials.
///
/// A trial goes `playingReference` → (note ended) → `playingTarget` → (note ended) →
/// `awaitingAnswer` → (answer) → `feedback` → (feedback elapsed) → the next trial's
/// `playingReference`. An answer during the second note stops it and counts. An event that does
/// not apply in the current state (an answer during the first note, a second answer, a stray note
/// end) is ignored: the state stays and no effect is returned. An interrupt before the answer
/// discards the trial, which is never published.
public struct ComparisonStateMachine: Sendable {
    /// How long the feedback shows before the next trial starts.
    public static let feedbackDuration: Duration = .milliseconds(400)

    /// Where the session is.
    public enum State: Sendable, Equatable {
        /// Not started.
        case idle
        /// The first note is playing.
        case playingReference(ComparisonTrial)
        /// The second note is playing; an answer now stops it and counts.
        case playingTarget(ComparisonTrial)
        /// Both notes have played; waiting for higher or lower.
        case awaitingAnswer(ComparisonTrial)
        /// The answer is in and published; feedback shows until `feedbackElapsed()`.
        case feedback(CompletedComparison)
        /// Interrupted; every event is ignored from now on.
        case finished
    }

    /// What the driver must do, in the order given.
    public enum Effect: Sendable, Equatable {
        /// Play a timed note; report `noteStarted()` as it starts and `noteEnded()` once it has
        /// sounded its duration (not when it was stopped).
        case play(Frequency, amplitude: Double, duration: Duration)
        /// Stop the sounding note, with its release ramp.
        case stopNote
        /// Publish the answered trial to the observers (the store writes it at once).
        case completed(CompletedComparison)
        /// Call `feedbackElapsed()` after this long.
        case scheduleFeedbackEnd(after: Duration)
    }

    /// The exercise's settings.
    public let settings: PitchExerciseSettings
    /// The adaptive rule.
    public let strategy: KazezStrategy
    /// Where the session is.
    public private(set) var state: State = .idle
    /// The magnitude, in cents, the next trial will be drawn with (not yet rounded).
    public private(set) var nextOffset: Double
    /// How many trials have been answered.
    public private(set) var completedCount = 0
    /// How many of them were answered correctly.
    public private(set) var correctCount = 0
    /// The last answered trial, for the display.
    public private(set) var lastCompleted: CompletedComparison?

    private let clock: any Clock
    private var random: SourceOfTrials

    /// Makes a machine in the idle state.
    /// - Parameters:
    ///   - settings: What to play.
    ///   - clock: Where the answers' timestamps come from.
    ///   - random: Where trials come from; the machine keeps and advances its own copy.
    ///   - startingOffset: The first trial's magnitude (see `KazezStrategy.startingOffset`);
    ///     clamped to 0.1...100 cents.
    ///   - strategy: The adaptive rule.
    public init(
        settings: PitchExerciseSettings,
        clock: any Clock,
        random: any RandomSource,
        startingOffset: Double,
        strategy: KazezStrategy = KazezStrategy()
    ) {
        self.settings = settings
        self.clock = clock
        self.random = SourceOfTrials(random)
        self.strategy = strategy
        self.nextOffset = strategy.startingOffset(profileMean: startingOffset)
    }

    /// The number of the trial being played or last answered, from 1; 0 before the start.
    public var trialNumber: Int {
        switch state {
        case .idle: 0
        case .playingReference, .playingTarget, .awaitingAnswer: completedCount + 1
        case .feedback, .finished: completedCount
        }
    }

    // MARK: Events

    /// Starts the first trial. Only from `idle`.
    public mutating func start() -> [Effect] {
        guard case .idle = state else { return [] }
        return beginTrial()
    }

    /// A timed note began to sound. Nothing depends on it: the machine entered the note's state
    /// when it asked for the note, so this changes nothing in any state. Drivers report it so
    /// that every note event goes through the machine.
    public mutating func noteStarted() -> [Effect] {
        []
    }

    /// The timed note has sounded its whole duration: the second note follows the first, and the
    /// answer is awaited after the second.
    public mutating func noteEnded() -> [Effect] {
        switch state {
        case .playingReference(let trial):
            state = .playingTarget(trial)
            return [play(trial.targetFrequency)]
        case .playingTarget(let trial):
            state = .awaitingAnswer(trial)
            return []
        default:
            return []
        }
    }

    /// The learner answered. Counts during the second note (which it stops) and after it;
    /// ignored anywhere else.
    /// - Parameter higher: Whether the learner said the second note was higher.
    public mutating func answer(higher: Bool) -> [Effect] {
        switch state {
        case .playingTarget(let trial):
            return [.stopNote] + complete(trial, answeredHigher: higher)
        case .awaitingAnswer(let trial):
            return complete(trial, answeredHigher: higher)
        default:
            return []
        }
    }

    /// The feedback has shown long enough: the next trial starts.
    public mutating func feedbackElapsed() -> [Effect] {
        guard case .feedback = state else { return [] }
        return beginTrial()
    }

    /// The learner left. A trial not yet answered is discarded (never published); a sounding
    /// note is stopped. Afterwards the machine is `finished`.
    public mutating func interrupt() -> [Effect] {
        let sounding: Bool
        switch state {
        case .finished: return []
        case .playingReference, .playingTarget: sounding = true
        case .idle, .awaitingAnswer, .feedback: sounding = false
        }
        state = .finished
        return sounding ? [.stopNote] : []
    }

    // MARK: Transitions

    private mutating func beginTrial() -> [Effect] {
        let trial = ComparisonTrial.random(settings: settings, magnitude: nextOffset, using: &random)
        state = .playingReference(trial)
        return [play(trial.referenceFrequency)]
    }

    private mutating func complete(_ trial: ComparisonTrial, answeredHigher: Bool) -> [Effect] {
        let completed = CompletedComparison(
            trialNumber: completedCount + 1, trial: trial, answeredHigher: answeredHigher,
            timestamp: clock.now().roundedToMillisecond)
        completedCount += 1
        if completed.isCorrect { correctCount += 1 }
        nextOffset = strategy.next(after: trial.centOffset, wasCorrect: completed.isCorrect)
        lastCompleted = completed
        state = .feedback(completed)
        return [.completed(completed), .scheduleFeedbackEnd(after: Self.feedbackDuration)]
    }

    private func play(_ frequency: Frequency) -> Effect {
        .play(frequency, amplitude: settings.amplitude, duration: settings.noteDuration)
    }
}
