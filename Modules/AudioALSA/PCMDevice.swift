import Audio
internal import CALSA
import Glibc

/// An open ALSA playback PCM.
///
/// `@unchecked Sendable` because the handle is a C pointer. No lock guards it; ownership does,
/// handed from one thread to the next: the thread that opens it sets it up, then only the writer
/// thread calls it, and `ALSAOutput.close()` waits for the writer thread to end before it closes
/// the handle from its own thread.
struct PCMDevice: PCMStream, @unchecked Sendable {
    /// The `snd_pcm_t *`.
    let handle: OpaquePointer
    /// The PCM name as given, for messages.
    let name: String

    /// Opens `name` for blocking playback.
    /// - Throws: `AudioError.deviceUnavailable` saying why, in the project's words, with the
    ///   other devices ALSA knows.
    static func open(name: String) throws(AudioError) -> PCMDevice {
        ALSADiagnostics.captureMessages()
        ALSADiagnostics.discardMessage()
        var handle: OpaquePointer?
        let code = snd_pcm_open(&handle, name, SND_PCM_STREAM_PLAYBACK, 0)
        guard code == 0, let handle else {
            throw .alsaUnavailable(
                name, openFailure(code: code, device: name, alsaSaid: ALSADiagnostics.takeMessage()))
        }
        return PCMDevice(handle: handle, name: name)
    }

    /// Why `snd_pcm_open` failed, in words a person can act on.
    /// - Parameters:
    ///   - code: The negative errno it returned.
    ///   - device: The PCM name.
    ///   - alsaSaid: The message ALSA reported, quoted unless it only repeats the first part.
    static func openFailure(code: Int32, device: String, alsaSaid: String) -> String {
        let text =
            switch -code {
            case ENOENT: "ALSA knows no PCM called \"\(device)\""
            case EBUSY: "it is in use by another program"
            case EACCES, EPERM: "permission to open it was denied (is the user in the audio group?)"
            case ENODEV, ENXIO: "the sound card is gone (unplugged or switched off?)"
            default: "ALSA could not open it: \(ALSADiagnostics.text(of: code))"
            }
        var notes: [String] = []
        if [ENOENT, ENODEV, ENXIO].contains(-code), ALSADiagnostics.noSoundCard {
            notes.append("no sound card was found")
        }
        if !alsaSaid.isEmpty, alsaSaid != "Unknown PCM \(device)" { notes.append("ALSA: \(alsaSaid)") }
        return notes.isEmpty ? text : "\(text) (\(notes.joined(separator: "; ")))"
    }

    func waitForRoom(timeout: Duration) -> Int32 {
        let (seconds, attoseconds) = timeout.components
        let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
        return snd_pcm_wait(handle, Int32(clamping: max(1, milliseconds)))
    }

    func write(_ frames: UnsafeRawPointer, count: Int) -> Int {
        snd_pcm_writei(handle, frames, snd_pcm_uframes_t(count))
    }

    func delay() -> Int {
        var frames = snd_pcm_sframes_t(0)
        let code = snd_pcm_delay(handle, &frames)
        return code < 0 ? Int(code) : max(0, frames)
    }

    func avail() -> Int {
        snd_pcm_avail(handle)
    }

    func recover(from code: Int32) -> Int32 {
        snd_pcm_recover(handle, code, 1)
    }

    func drop() -> Int32 {
        snd_pcm_drop(handle)
    }

    func prepare() -> Int32 {
        snd_pcm_prepare(handle)
    }

    func close() -> Int32 {
        snd_pcm_close(handle)
    }
}
