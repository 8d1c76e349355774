public import Audio
import AudioALSA

/// Opens the output a destination names: the one place that knows the ALSA plugin.
public enum AudioOpener {
    /// Opens the output for `destination`.
    /// - Parameter sampleRate: The rate to ask for; an ALSA device may settle on another, which
    ///   the returned output reports.
    /// - Throws: `AudioError`: a device that cannot be used (naming the alternatives), a WAV path
    ///   in a directory that does not exist, an impossible sample rate.
    public static func open(
        _ destination: AudioDestination,
        sampleRate: Int = ToneLimits.defaultSampleRate
    ) throws(AudioError) -> any AudioOutput {
        switch destination {
        case .alsa(let device): try ALSAOutput(device: device, sampleRate: sampleRate)
        case .wav(let path): try WAVFileOutput(path: path, sampleRate: sampleRate)
        case .null: try NullOutput(sampleRate: sampleRate)
        }
    }
}
