public import Audio
public import Domain
import Synchronization

/// A pitch-matching session with a real note player: the driver that performs the state
/// machine's effects and feeds it the events.
///
/// `run()` plays trials until the learner leaves; the front end calls `adjust(cents:)` from the
/// arrow keys (`MatchingStateMachine.fineStep` or `.coarseStep`, signed), `commit()` when the
/// learner is satisfied, and `interrupt()` to leave, and shows `states` (or polls
/// `displayState`). The display states carry no offset before commit, so the screen cannot give
/// the answer away. All decisions are the `MatchingStateMachine`'s; events are handled one at a
/// time by `run()`'s loop, in the order they arrive.
public final class MatchingSession: Sendable {
    private typealias Event = SessionEvent<Input>

    private enum Input: Sendable {
        case adjust(cents: Double)
        case commit
        case interrupt
    }

    /// Every display state, in order, from the first (`ready`) to the last (`finished`).
    ///
    /// It keeps the newest 64 if the screen falls behind; it ends when `run()` returns.
    public let states: AsyncStream<MatchingDisplayState>

    private let settings: PitchExerciseSettings
    private let player: any NotePlayer
    private let clock: any Clock
    private let random: any RandomSource
    private let observers: [any PitchSessionObserver]
    private let events: AsyncStream<Event>
    private let eventInput: AsyncStream<Event>.Continuation
    private let stateOutput: AsyncStream<MatchingDisplayState>.Continuation
    private let shared: Mutex<(started: Bool, display: MatchingDisplayState)>

    /// Makes a session; nothing plays until `run()`.
    /// - Parameters:
    ///   - settings: What to play.
    ///   - player: Where notes play (a `ToneEngine`).
    ///   - clock: Where the commits' timestamps come from.
    ///   - random: Where trials come from.
    ///   - observers: Who hears of each committed trial, in order (the store facade first).
    public init(
        settings: PitchExerciseSettings,
        player: any NotePlayer,
        clock: any Clock,
        random: any RandomSource,
        observers: [any PitchSessionObserver]
    ) {
        self.settings = settings
        self.player = player
        self.clock = clock
        self.random = random
        self.observers = observers
        (events, eventInput) = AsyncStream.makeStream(of: Event.self)
        (states, stateOutput) = AsyncStream.makeStream(
            of: MatchingDisplayState.self, bufferingPolicy: .bufferingNewest(64))
        let initial = MatchingStateMachine(settings: settings, clock: clock, random: random)
        shared = Mutex((false, initial.displayState))
    }

    /// The latest display state, for a screen that polls rather than reads `states`.
    public var displayState: MatchingDisplayState {
        shared.withLock { $0.display }
    }

    /// Plays trials until `interrupt()` (or until the calling task is cancelled), then stops
    /// the sound and returns. A trial not yet committed is discarded. Call it once; a second
    /// call returns at once.
    /// - Throws: `AudioError` when the player fails; the pending trial is discarded first.
    public func run() async throws(AudioError) {
        let alreadyStarted = shared.withLock { state in
            defer { state.started = true }
            return state.started
        }
        guard !alreadyStarted else { return }
        stateOutput.yield(displayState)
        var machine = MatchingStateMachine(settings: settings, clock: clock, random: random)
        var runtime = SessionRuntime<Input>(player: player, events: eventInput)
        var failure = perform(machine.start(), &runtime)
        publish(machine.displayState)
        var iterator = events.makeAsyncIterator()
        while failure == nil, machine.state != .finished, let event = await iterator.next() {
            let effects: [MatchingStateMachine.Effect]
            switch event {
            case .input(.adjust(let cents)):
                effects = machine.adjust(cents: cents)
            case .input(.commit):
                effects = machine.commit()
            case .input(.interrupt):
                effects = machine.interrupt()
            case .noteStarted(let id):
                guard runtime.isCurrentNote(id) else { continue }
                effects = machine.noteStarted()
            case .noteEnded(let id):
                guard runtime.isCurrentNote(id) else { continue }
                runtime.timedNoteEnded()
                effects = machine.noteEnded()
            case .feedbackElapsed(let id):
                guard runtime.isCurrentTimer(id) else { continue }
                runtime.timerFired()
                effects = machine.feedbackElapsed()
            case .audioFailed(let id, let error):
                guard runtime.isCurrentNote(id) else { continue }
                failure = error
                effects = []
            }
            failure = failure ?? perform(effects, &runtime)
            publish(machine.displayState)
        }
        _ = perform(machine.interrupt(), &runtime)
        await runtime.shutDown()
        eventInput.finish()
        publish(machine.displayState)
        stateOutput.finish()
        if let failure { throw failure }
    }

    /// The learner moved the tunable note by `cents` (±`MatchingStateMachine.fineStep` or
    /// ±`.coarseStep`). Ignored unless the tunable note sounds.
    public func adjust(cents: Double) {
        eventInput.yield(.input(.adjust(cents: cents)))
    }

    /// The learner says the note matches. Ignored unless the tunable note sounds.
    public func commit() {
        eventInput.yield(.input(.commit))
    }

    /// Ends the session: stops the sound, discards a trial not yet committed, and makes `run()`
    /// return.
    public func interrupt() {
        eventInput.yield(.input(.interrupt))
    }

    /// Performs the effects in order; returns the player's failure, after which the rest are
    /// skipped.
    private func perform(_ effects: [MatchingStateMachine.Effect], _ runtime: inout SessionRuntime<Input>)
        -> AudioError?
    {
        do throws(AudioError) {
            for effect in effects {
                switch effect {
                case .play(let frequency, let amplitude, let duration):
                    runtime.playTimed(frequency, amplitude: amplitude, duration: duration)
                case .startTunable(let frequency, let amplitude):
                    try runtime.startTunable(frequency, amplitude: amplitude)
                case .retune(let frequency):
                    try runtime.retune(frequency)
                case .stopNote:
                    runtime.stopNote()
                case .completed(let completed):
                    for observer in observers { observer.didComplete(completed) }
                case .scheduleFeedbackEnd(let duration):
                    runtime.schedule(after: duration)
                }
            }
            return nil
        } catch {
            return error
        }
    }

    private func publish(_ display: MatchingDisplayState) {
        let changed = shared.withLock { state in
            defer { state.display = display }
            return state.display != display
        }
        if changed { stateOutput.yield(display) }
    }
}
