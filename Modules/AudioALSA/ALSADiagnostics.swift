internal import CALSA

/// ALSA's own diagnostics, kept off the terminal and turned into the project's messages.
///
/// ALSA reports trouble by printing from inside the library ("ALSA lib pcm.c:2666:
/// (snd_pcm_open_noupdate) Unknown PCM default"), which would scribble over a trainer's screen.
/// The shim's handler keeps the last message of each thread instead, and the errors this module
/// throws quote it where it adds to the project's own words.
///
/// Every call into the shim lives in this file on purpose: the shim's functions and its
/// thread-local buffer are `static` in a header, so each object file that calls them gets a copy
/// of its own, and a message stored through one copy could not be read through another.
enum ALSADiagnostics {
    /// Installs the handler once per process, before the first ALSA call that needs it.
    private static let installed: Void = trainers_alsa_capture_errors()

    /// Routes ALSA's messages away from stderr. Cheap after the first call; safe from any thread.
    static func captureMessages() {
        installed
    }

    /// The last message ALSA reported on this thread, then forgets it ("" when there was none).
    static func takeMessage() -> String {
        String(cString: trainers_alsa_take_message())
    }

    /// Forgets what ALSA said on this thread, before a call whose message matters.
    static func discardMessage() {
        _ = trainers_alsa_take_message()
    }

    /// ALSA's text for an error code (a negative errno or one of ALSA's own codes).
    static func text(of code: Int32) -> String {
        String(cString: snd_strerror(code))
    }

    /// The project's wording for a failed call: what failed, ALSA's text for the code, and the
    /// message ALSA reported on this thread when there is one.
    /// - Parameters:
    ///   - summary: What could not be done, such as "writing to the device failed".
    ///   - code: The negative code the call returned.
    static func detail(_ summary: String, code: Int32) -> String {
        let message = takeMessage()
        return "\(summary): \(text(of: code))" + (message.isEmpty ? "" : " (ALSA: \(message))")
    }

    /// Whether ALSA sees no sound card at all, which explains most failures to open `default`.
    static var noSoundCard: Bool {
        var card: Int32 = -1
        return snd_card_next(&card) == 0 && card < 0
    }
}
