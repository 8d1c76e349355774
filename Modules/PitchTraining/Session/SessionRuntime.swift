import Audio
import Domain

/// The tasks a session driver runs for its state machine: at most one timed note, one tunable
/// note and one feedback timer, each reporting back to the event loop.
///
/// It is owned by the loop (a local variable of `run()`), so it needs no lock.
struct SessionRuntime<Input: Sendable> {
    private let player: any NotePlayer
    private let events: AsyncStream<SessionEvent<Input>>.Continuation
    private var nextID = 1
    private var timedNote: (id: Int, task: Task<Void, Never>)?
    private var tunableNote: (any PlaybackHandle)?
    private var timer: (id: Int, task: Task<Void, Never>)?

    init(player: any NotePlayer, events: AsyncStream<SessionEvent<Input>>.Continuation) {
        self.player = player
        self.events = events
    }

    /// Whether a note report is about the timed note now playing.
    func isCurrentNote(_ id: Int) -> Bool {
        timedNote?.id == id
    }

    /// Whether a timer report is about the timer now running.
    func isCurrentTimer(_ id: Int) -> Bool {
        timer?.id == id
    }

    /// Plays a timed note on its own task, which reports its start and its end (or failure).
    mutating func playTimed(_ frequency: Frequency, amplitude: Double, duration: Duration) {
        let id = takeID()
        let player = player
        let events = events
        let task = Task {
            events.yield(.noteStarted(id))
            do throws(AudioError) {
                try await player.play(frequency: frequency, amplitude: amplitude, duration: duration)
                events.yield(.noteEnded(id))
            } catch {
                events.yield(.audioFailed(id, error))
            }
        }
        timedNote = (id, task)
    }

    /// Starts the note that sounds until stopped.
    mutating func startTunable(_ frequency: Frequency, amplitude: Double) throws(AudioError) {
        tunableNote?.stop()
        tunableNote = try player.play(frequency: frequency, amplitude: amplitude)
    }

    /// Moves the tunable note.
    func retune(_ frequency: Frequency) throws(AudioError) {
        try tunableNote?.adjustFrequency(frequency)
    }

    /// Stops whatever note sounds; a stopped timed note's end is not reported as its end.
    mutating func stopNote() {
        timedNote?.task.cancel()
        timedNote = nil
        tunableNote?.stop()
        tunableNote = nil
    }

    /// The timed note has ended; forget it.
    mutating func timedNoteEnded() {
        timedNote = nil
    }

    /// Reports `feedbackElapsed` after `duration`.
    mutating func schedule(after duration: Duration) {
        timer?.task.cancel()
        let id = takeID()
        let events = events
        let task = Task {
            do {
                try await Task.sleep(for: duration)
                events.yield(.feedbackElapsed(id))
            } catch {
                // Cancelled: the session ended.
            }
        }
        timer = (id, task)
    }

    /// The timer has fired; forget it.
    mutating func timerFired() {
        timer = nil
    }

    /// Stops every note and the timer, and waits until a stopped timed note has played its
    /// release ramp, so that nothing sounds once the session's `run()` returns.
    mutating func shutDown() async {
        timer?.task.cancel()
        timer = nil
        let playing = timedNote?.task
        stopNote()
        await playing?.value
    }

    private mutating func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }
}
