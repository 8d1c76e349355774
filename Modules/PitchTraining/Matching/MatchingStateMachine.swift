public import Domain

/// The pitch-matching session as a state machine: one function per event, each returning the
/// effects a driver must perform.
///
/// A trial goes `playingReference` → (note ended) → `tuning`, where the tunable note sounds at
/// the target plus the trial's initial offset and `adjust(cents:)` moves it → (commit) →
/// `feedback` → (feedback elapsed) → the next trial. The error is measured from the frequency the
/// learner left the note at, so committing without moving scores the initial offset.
///
/// The current offset lives in `State.tuning`, which a screen must not read: the screen reads
/// `displayState` (or `MatchingSession`'s states), which has no offset and no frequency until the
/// trial is committed. Events that do not apply (an adjustment during the reference, a second
/// commit) are ignored, and an interrupt before the commit discards the trial.
public struct MatchingStateMachine: Sendable {
    /// How long the feedback shows before the next trial starts.
    public static let feedbackDuration: Duration = .milliseconds(400)
    /// The fine adjustment step, in cents (arrow keys).
    public static let fineStep = 1.0
    /// The coarse adjustment step, in cents (with shift or the page keys).
    public static let coarseStep = 10.0
    /// How far from the target the tunable note may be moved, either way, in cents: far beyond
    /// any honest attempt, and near enough that every note of the keyboard stays audible.
    public static let offsetLimit = 200.0

    /// Where the session is.
    public enum State: Sendable, Equatable {
        /// Not started.
        case idle
        /// The reference note is playing.
        case playingReference(MatchingTrial)
        /// The tunable note sounds `offset` cents from the target; the learner moves it.
        case tuning(MatchingTrial, offset: Double)
        /// Committed and published; feedback shows until `feedbackElapsed()`.
        case feedback(CompletedMatching)
        /// Interrupted; every event is ignored from now on.
        case finished
    }

    /// What the driver must do, in the order given.
    public enum Effect: Sendable, Equatable {
        /// Play a timed note; report `noteEnded()` once it has sounded its duration.
        case play(Frequency, amplitude: Double, duration: Duration)
        /// Start the tunable note, which sounds until `stopNote`.
        case startTunable(Frequency, amplitude: Double)
        /// Move the tunable note to a new pitch.
        case retune(Frequency)
        /// Stop the sounding note, with its release ramp.
        case stopNote
        /// Publish the committed trial to the observers (the store writes it at once).
        case completed(CompletedMatching)
        /// Call `feedbackElapsed()` after this long.
        case scheduleFeedbackEnd(after: Duration)
    }

    /// The exercise's settings.
    public let settings: PitchExerciseSettings
    /// Where the session is.
    public private(set) var state: State = .idle
    /// How many trials have been committed.
    public private(set) var completedCount = 0
    /// The last committed trial, for the display.
    public private(set) var lastCompleted: CompletedMatching?

    private let clock: any Clock
    private var random: SourceOfTrials

    /// Makes a machine in the idle state.
    /// - Parameters:
    ///   - settings: What to play.
    ///   - clock: Where the commits' timestamps come from.
    ///   - random: Where trials come from; the machine keeps and advances its own copy.
    public init(settings: PitchExerciseSettings, clock: any Clock, random: any RandomSource) {
        self.settings = settings
        self.clock = clock
        self.random = SourceOfTrials(random)
    }

    /// The number of the trial being played or last committed, from 1; 0 before the start.
    public var trialNumber: Int {
        switch state {
        case .idle: 0
        case .playingReference, .tuning: completedCount + 1
        case .feedback, .finished: completedCount
        }
    }

    // MARK: Events

    /// Starts the first trial. Only from `idle`.
    public mutating func start() -> [Effect] {
        guard case .idle = state else { return [] }
        return beginTrial()
    }

    /// A note began to sound. Nothing depends on it (the machine entered the note's state when it
    /// asked for the note), so this changes nothing in any state.
    public mutating func noteStarted() -> [Effect] {
        []
    }

    /// The reference note has sounded its duration: the tunable note starts off the target.
    public mutating func noteEnded() -> [Effect] {
        guard case .playingReference(let trial) = state else { return [] }
        state = .tuning(trial, offset: trial.initialOffset)
        return [.startTunable(trial.frequency(atOffset: trial.initialOffset), amplitude: settings.amplitude)]
    }

    /// The learner moved the tunable note. Only while tuning; the offset stays within
    /// `offsetLimit` and on the 0.1-cent grid.
    /// - Parameter cents: The step: ±`fineStep` or ±`coarseStep` from the keys, or any finite
    ///   number of cents.
    public mutating func adjust(cents: Double) -> [Effect] {
        guard case .tuning(let trial, let offset) = state, cents.isFinite else { return [] }
        let moved = min(max(offset + cents, -Self.offsetLimit), Self.offsetLimit).roundedToTenthOfCent
        guard moved != offset else { return [] }
        state = .tuning(trial, offset: moved)
        return [.retune(trial.frequency(atOffset: moved))]
    }

    /// The learner says the note matches: the error is measured, the trial published.
    public mutating func commit() -> [Effect] {
        guard case .tuning(let trial, let offset) = state else { return [] }
        let error = trial.frequency(atOffset: offset).cents(from: trial.targetFrequency).value
        let completed = CompletedMatching(
            trialNumber: completedCount + 1, trial: trial, userCentError: error,
            timestamp: clock.now().roundedToMillisecond)
        completedCount += 1
        lastCompleted = completed
        state = .feedback(completed)
        return [.stopNote, .completed(completed), .scheduleFeedbackEnd(after: Self.feedbackDuration)]
    }

    /// The feedback has shown long enough: the next trial starts.
    public mutating func feedbackElapsed() -> [Effect] {
        guard case .feedback = state else { return [] }
        return beginTrial()
    }

    /// The learner left. A trial not yet committed is discarded (never published); a sounding
    /// note is stopped. Afterwards the machine is `finished`.
    public mutating func interrupt() -> [Effect] {
        let sounding: Bool
        switch state {
        case .finished: return []
        case .playingReference, .tuning: sounding = true
        case .idle, .feedback: sounding = false
        }
        state = .finished
        return sounding ? [.stopNote] : []
    }

    // MARK: Transitions

    private mutating func beginTrial() -> [Effect] {
        let trial = MatchingTrial.random(settings: settings, using: &random)
        state = .playingReference(trial)
        return [
            .play(trial.referenceFrequency, amplitude: settings.amplitude, duration: settings.noteDuration)
        ]
    }
}
