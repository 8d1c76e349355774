public import Domain

/// Plays notes: a timed one that the caller waits for, or one that sounds until stopped.
///
/// Sessions talk to this protocol, so a test can give them a `ToneEngine` on a
/// `RecordingOutput` and read back exactly what a learner would have heard. Every note starts
/// and ends with a raised-cosine ramp, so no note clicks however it is started or stopped.
public protocol NotePlayer: Sendable {
    /// Plays a note for a fixed time and returns when its last sample has been handed to the
    /// output. Cancelling the calling task stops the note early, with its release ramp.
    /// - Parameters:
    ///   - frequency: The pitch, 20 Hz...20 kHz.
    ///   - amplitude: The level, 0...1.
    ///   - duration: How long the note sounds, ramps included; above zero.
    /// - Throws: `AudioError` for a parameter out of range (nothing is played), or when the
    ///   player is closed.
    func play(frequency: Frequency, amplitude: Double, duration: Duration) async throws(AudioError)

    /// Starts a note that sounds until its handle is stopped.
    /// - Parameters:
    ///   - frequency: The pitch, 20 Hz...20 kHz.
    ///   - amplitude: The level, 0...1.
    /// - Returns: The handle that adjusts and stops the note.
    /// - Throws: `AudioError` for a parameter out of range (nothing is played), or when the
    ///   player is closed.
    func play(frequency: Frequency, amplitude: Double) throws(AudioError) -> any PlaybackHandle

    /// Stops every sounding note with its release ramp, as an interrupted session must.
    func stopAll()
}
