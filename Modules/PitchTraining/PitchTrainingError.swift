public import Domain

/// Every way a pitch exercise's own input can be rejected.
///
/// Notes, intervals, tunings, ranges and reference pitches are checked by Domain when they are
/// made (`DomainError`); what is left is what only this module knows: which notes a trial may
/// use, how long a note may last, how loud it may be, and what a simulated listener may be asked
/// to do. Each case keeps the
/// value as given, so the errors are `Equatable` for tests, and `description` names the value and
/// what is allowed.
public enum PitchTrainingError: Error, Equatable, Sendable {
    /// A trial's note (its reference, or the target an interval away) outside the exercise's
    /// note range or the MIDI range.
    case noteOutsideRange(midiNote: Int, range: NoteRange)
    /// A note duration outside 0.3...3.0 s, or not a finite number.
    case noteDurationOutOfRange(seconds: Double)
    /// An amplitude outside 0...1, or not a finite number.
    case amplitudeOutOfRange(Double)
    /// A simulated listener's threshold outside 0.1...100 cents, or not a finite number.
    case listenerThresholdOutOfRange(cents: Double)
    /// A number of simulated trials outside 1...1,000,000.
    case trialCountOutOfRange(Int)
}
