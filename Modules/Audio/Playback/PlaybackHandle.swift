public import Domain

/// A note that sounds until it is stopped, as pitch matching needs.
public protocol PlaybackHandle: Sendable {
    /// Moves the note to a new pitch without a jump in the waveform: the phase carries on from
    /// where it was, only its rate changes, so there is no click.
    /// - Parameter frequency: The new pitch, 20 Hz...20 kHz.
    /// - Throws: `AudioError.frequencyOutOfRange`; the note keeps its pitch.
    func adjustFrequency(_ frequency: Frequency) throws(AudioError)

    /// Ends the note with its release ramp. Stopping a stopped note does nothing.
    func stop()

    /// Whether the note has finished: stopped and its release ramp rendered.
    var isFinished: Bool { get }
}
