public import Audio
public import Domain
import Synchronization

/// A pitch-comparison session with a real note player: the driver that performs the state
/// machine's effects and feeds it the events.
///
/// `run()` plays trials until the learner leaves; the front end calls `answer(higher:)` from its
/// key handling and `interrupt()` to leave, and shows `states` (or polls `displayState`). All
/// decisions are the `ComparisonStateMachine`'s: this class only plays notes (a timed note's
/// `play` returning is the note's end), waits out the feedback with `Task.sleep`, publishes
/// completed trials to the observers, and publishes display states.
///
/// Events are handled one at a time by `run()`'s loop, in the order they arrive, so an answer and
/// the end of the second note can never race.
public final class ComparisonSession: Sendable {
    private typealias Event = SessionEvent<Input>

    private enum Input: Sendable {
        case answer(higher: Bool)
        case interrupt
    }

    /// Every display state, in order, from the first (`ready`) to the last (`finished`).
    ///
    /// It keeps the newest 64 if the screen falls behind; it ends when `run()` returns.
    public let states: AsyncStream<ComparisonDisplayState>

    private let settings: PitchExerciseSettings
    private let player: any NotePlayer
    private let clock: any Clock
    private let random: any RandomSource
    private let startingOffset: Double
    private let observers: [any PitchSessionObserver]
    private let events: AsyncStream<Event>
    private let eventInput: AsyncStream<Event>.Continuation
    private let stateOutput: AsyncStream<ComparisonDisplayState>.Continuation
    private let shared: Mutex<(started: Bool, display: ComparisonDisplayState)>

    /// Makes a session; nothing plays until `run()`.
    /// - Parameters:
    ///   - settings: What to play.
    ///   - player: Where notes play (a `ToneEngine`).
    ///   - clock: Where the answers' timestamps come from.
    ///   - random: Where trials come from.
    ///   - startingOffset: The first trial's offset in cents (`KazezStrategy.startingOffset`).
    ///   - observers: Who hears of each answered trial, in order (the store facade first).
    public init(
        settings: PitchExerciseSettings,
        player: any NotePlayer,
        clock: any Clock,
        random: any RandomSource,
        startingOffset: Double,
        observers: [any PitchSessionObserver]
    ) {
        self.settings = settings
        self.player = player
        self.clock = clock
        self.random = random
        self.startingOffset = startingOffset
        self.observers = observers
        (events, eventInput) = AsyncStream.makeStream(of: Event.self)
        (states, stateOutput) = AsyncStream.makeStream(
            of: ComparisonDisplayState.self, bufferingPolicy: .bufferingNewest(64))
        let initial = ComparisonStateMachine(
            settings: settings, clock: clock, random: random, startingOffset: startingOffset)
        shared = Mutex((false, initial.displayState))
    }

    /// The latest display state, for a screen that polls rather than reads `states`.
    public var displayState: ComparisonDisplayState {
        shared.withLock { $0.display }
    }

    /// Plays trials until `interrupt()` (or until the calling task is cancelled), then stops
    /// the sound and returns. A trial not yet answered is discarded. Call it once; a second
    /// call returns at once.
    /// - Throws: `AudioError` when the player fails; the pending trial is discarded first.
    public func run() async throws(AudioError) {
        let alreadyStarted = shared.withLock { state in
            defer { state.started = true }
            return state.started
        }
        guard !alreadyStarted else { return }
        stateOutput.yield(displayState)
        var machine = ComparisonStateMachine(
            settings: settings, clock: clock, random: random, startingOffset: startingOffset)
        var runtime = SessionRuntime<Input>(player: player, events: eventInput)
        var failure: AudioError?
        perform(machine.start(), &runtime)
        publish(machine.displayState)
        for await event in events {
            let effects: [ComparisonStateMachine.Effect]
            switch event {
            case .input(.answer(let higher)):
                effects = machine.answer(higher: higher)
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
                effects = machine.interrupt()
            }
            perform(effects, &runtime)
            publish(machine.displayState)
            if machine.state == .finished { break }
        }
        perform(machine.interrupt(), &runtime)
        await runtime.shutDown()
        eventInput.finish()
        publish(machine.displayState)
        stateOutput.finish()
        if let failure { throw failure }
    }

    /// The learner answered "higher" (true) or "lower" (false). Counts during the second note
    /// and after it; ignored at any other moment.
    public func answer(higher: Bool) {
        eventInput.yield(.input(.answer(higher: higher)))
    }

    /// Ends the session: stops the sound, discards a trial not yet answered, and makes `run()`
    /// return.
    public func interrupt() {
        eventInput.yield(.input(.interrupt))
    }

    private func perform(_ effects: [ComparisonStateMachine.Effect], _ runtime: inout SessionRuntime<Input>) {
        for effect in effects {
            switch effect {
            case .play(let frequency, let amplitude, let duration):
                runtime.playTimed(frequency, amplitude: amplitude, duration: duration)
            case .stopNote:
                runtime.stopNote()
            case .completed(let completed):
                for observer in observers { observer.didComplete(completed) }
            case .scheduleFeedbackEnd(let duration):
                runtime.schedule(after: duration)
            }
        }
    }

    private func publish(_ display: ComparisonDisplayState) {
        let changed = shared.withLock { state in
            defer { state.display = display }
            return state.display != display
        }
        if changed { stateOutput.yield(display) }
    }
}
