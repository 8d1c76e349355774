import Audio
import Domain
public import Foundation

extension PitchTrainingError: CustomStringConvertible {
    /// A message a learner can act on: it names the rejected value and says what is allowed.
    ///
    /// The allowed values are read from the constants that enforce them, so a message cannot
    /// drift from its rule.
    public var description: String {
        switch self {
        case .noteOutsideRange(let midiNote, let range):
            "\(noteText(midiNote)) is outside the note range \(range.lower)-\(range.upper) "
                + "(MIDI \(range.lower.rawValue)...\(range.upper.rawValue)); a trial's reference note and "
                + "its target must both lie in the range"
        case .noteDurationOutOfRange(let seconds):
            "note duration \(number(seconds)) s is out of range; allowed: "
                + "\(secondsText(PitchExerciseSettings.allowedNoteDurations.lowerBound))..."
                + "\(secondsText(PitchExerciseSettings.allowedNoteDurations.upperBound)) s"
        case .amplitudeOutOfRange(let amplitude):
            "amplitude \(number(amplitude)) is out of range; allowed: "
                + "\(number(ToneLimits.amplitude.lowerBound))...\(number(ToneLimits.amplitude.upperBound)) "
                + "(1 is full scale)"
        case .listenerThresholdOutOfRange(let cents):
            "listener threshold \(number(cents)) cents is out of range; allowed: "
                + "\(number(SimulatedListener.allowedThresholds.lowerBound))..."
                + "\(number(SimulatedListener.allowedThresholds.upperBound)) cents"
        case .trialCountOutOfRange(let count):
            "\(count) trials is out of range; allowed: \(PitchSimulation.allowedTrialCounts.lowerBound)..."
                + "\(PitchSimulation.allowedTrialCounts.upperBound) trials"
        }
    }
}

extension PitchTrainingError: LocalizedError {
    /// The same text as `description`, so Foundation's error presentation shows the message.
    public var errorDescription: String? { description }
}

/// A number without a needless `.0`: `3` rather than `3.0`, but `0.25` as it is.
private func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int(value))
    }
    return String(value)
}

/// A duration in seconds, written with one decimal: `0.3`, `3.0`.
private func secondsText(_ duration: Duration) -> String {
    String(format: "%.1f", duration.inSeconds)
}

/// A note by name and number, `note C7 (MIDI 96)`, or by number alone outside the MIDI range.
private func noteText(_ midiNote: Int) -> String {
    guard let note = MIDINote(rawValue: midiNote) else { return "MIDI note \(midiNote)" }
    return "note \(note) (MIDI \(midiNote))"
}
