public import ArgumentParser
public import Audio

/// The `--audio` option, spelled the same in every program.
public struct AudioOptions: ParsableArguments, Sendable {
    /// The destination given on the command line, if any.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where the sound goes: alsa[:DEVICE], wav:PATH or null.",
            discussion: """
                alsa plays through ALSA's default device; alsa:DEVICE through another (alsa:hw:0,0, \
                alsa:null). wav:PATH records the session to a WAV file. null is silent but keeps time.
                """,
            valueName: "output"))
    public var audio: String?

    /// Creates the options with no destination given.
    public init() {}

    /// The destination: the one given, or ALSA's default device.
    /// - Throws: a `ValidationError` (usage error, exit status 64) naming the bad value.
    public func destination() throws -> AudioDestination {
        guard let audio else { return .alsa(device: AudioDestination.defaultDevice) }
        do {
            return try AudioDestination(parsing: audio)
        } catch {
            throw ValidationError("--audio: \(error)")
        }
    }

    /// Checks the value while the command line is parsed, so a bad one is a usage error.
    public func validate() throws {
        _ = try destination()
    }
}
