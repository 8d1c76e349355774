/// Every way making or delivering sound can fail.
///
/// Parameters are checked before anything is rendered or written, so a rejected note makes no
/// sound and a rejected file is never created. Each case keeps the value as given, so the
/// errors are `Equatable` for tests, and `description` turns it into a message that names the
/// value and what is allowed.
public enum AudioError: Error, Equatable, Sendable {
    /// A tone frequency outside 20 Hz...20 kHz, or not a finite number.
    case frequencyOutOfRange(hertz: Double)
    /// An amplitude outside 0...1, or not a finite number.
    case amplitudeOutOfRange(Double)
    /// A note or segment duration of zero or below.
    case durationNotPositive(Duration)
    /// A duration above zero that is still shorter than one sample at the stream's rate.
    case durationShorterThanASample(Duration, sampleRate: Int)
    /// An attack or release ramp outside 1...10 ms.
    case rampOutOfRange(Duration)
    /// A sample rate outside 8 kHz...192 kHz.
    case sampleRateOutOfRange(Int)
    /// An `--audio` value that is not `alsa`, `alsa:DEVICE`, `wav:PATH` or `null`.
    case unknownOutput(String)
    /// A file to write in a directory that does not exist.
    case directoryMissing(path: String)
    /// A system call on a file failed: which operation, on which path, with which errno.
    case io(path: String, operation: String, errno: Int32)
    /// A file that is not a WAV file this module reads: which file and what is wrong.
    case invalidWAV(path: String, detail: String)
    /// A sound device that cannot be opened or set up as needed: which device, what the
    /// system said, and the names of other devices that exist.
    case deviceUnavailable(device: String, detail: String, otherDevices: [String])
    /// A device that failed while playing and could not be recovered.
    case deviceFailed(device: String, detail: String)
    /// A write to an output, or a note on a player, after it was closed.
    case outputClosed
}
