import Audio

/// What reaches a session driver's event loop: the learner's input, and the runtime's own
/// reports about the notes and the feedback timer it runs.
///
/// Note and timer reports carry the id the runtime gave them, so a report from a note that was
/// stopped meanwhile (an answer during the second note) is recognised as stale and dropped
/// instead of advancing the next trial.
enum SessionEvent<Input: Sendable>: Sendable {
    case input(Input)
    case noteStarted(Int)
    case noteEnded(Int)
    case feedbackElapsed(Int)
    case audioFailed(Int, AudioError)
}
