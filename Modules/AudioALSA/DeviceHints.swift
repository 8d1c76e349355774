internal import CALSA
import Glibc

/// The names of the PCM devices ALSA knows, for a message that offers alternatives.
///
/// ALSA lists them from its configuration and from the cards present (`snd_device_name_hint`);
/// on a machine without a sound card that is typically only `null`. Capture-only devices are
/// left out: they cannot play.
enum DeviceHints {
    /// The playback PCM names, in ALSA's order, without repeats and without `excluded`.
    /// - Parameter excluded: The device that just failed, which would be no alternative.
    static func playbackNames(excluding excluded: String) -> [String] {
        ALSADiagnostics.captureMessages()
        var hints: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        guard snd_device_name_hint(-1, "pcm", &hints) == 0, let hints else {
            ALSADiagnostics.discardMessage()
            return []
        }
        defer { snd_device_name_free_hint(hints) }
        var names: [String] = []
        var index = 0
        while let hint = hints[index] {
            index += 1
            guard let name = string(hint, "NAME"), string(hint, "IOID") != "Input" else { continue }
            if name != excluded, !names.contains(name) { names.append(name) }
        }
        // Listing evaluates every card's configuration, which reports each missing card.
        ALSADiagnostics.discardMessage()
        return names
    }

    /// One field of a hint, copied and freed; nil when the hint lacks it.
    private static func string(_ hint: UnsafeMutableRawPointer, _ field: String) -> String? {
        guard let value = snd_device_name_get_hint(hint, field) else { return nil }
        defer { free(value) }
        return String(cString: value)
    }
}
