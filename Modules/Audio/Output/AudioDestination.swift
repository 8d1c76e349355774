/// Where a program's sound goes, as the `--audio` option names it.
public enum AudioDestination: Sendable, Equatable, CustomStringConvertible {
    /// An ALSA PCM device by name, such as `default`, `hw:0,0` or `null`.
    case alsa(device: String)
    /// A WAV file that records the session as it sounds, silences included.
    case wav(path: String)
    /// No sound, but notes take as long as they would with sound.
    case null

    /// The ALSA device programs use unless told otherwise.
    public static let defaultDevice = "default"

    /// Reads `alsa`, `alsa:DEVICE`, `wav:PATH` or `null`.
    ///
    /// Everything after the first colon is the device or path, so device names that contain
    /// colons (`alsa:hw:0,0`, `alsa:file:FILE=out.wav`) pass through whole.
    /// - Throws: `AudioError.unknownOutput` naming the text, for any other scheme or an empty
    ///   device or path.
    public init(parsing text: String) throws(AudioError) {
        let scheme: Substring
        let rest: Substring?
        if let colon = text.firstIndex(of: ":") {
            scheme = text[..<colon]
            rest = text[text.index(after: colon)...]
        } else {
            scheme = text[...]
            rest = nil
        }
        switch (scheme, rest) {
        case ("alsa", nil): self = .alsa(device: Self.defaultDevice)
        case ("alsa", let device?) where !device.isEmpty: self = .alsa(device: String(device))
        case ("wav", let path?) where !path.isEmpty: self = .wav(path: String(path))
        case ("null", nil): self = .null
        default: throw .unknownOutput(text)
        }
    }

    /// The option's spelling of this destination.
    public var description: String {
        switch self {
        case .alsa(let device): "alsa:\(device)"
        case .wav(let path): "wav:\(path)"
        case .null: "null"
        }
    }
}
