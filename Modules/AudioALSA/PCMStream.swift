/// The calls the writer thread makes on a playback stream, in ALSA's terms.
///
/// `PCMDevice` is the real thing; tests put a device that keeps time and runs dry in its place,
/// since ALSA's `null` and `file` devices take samples as fast as they come and never underrun.
/// Results follow ALSA: a count or 0 on success, a negative errno on failure.
protocol PCMStream: Sendable {
    /// Hands interleaved frames over, blocking while the device's buffer is full; like
    /// `snd_pcm_writei`.
    /// - Returns: The frames taken, or `-EPIPE` after an underrun, or another negative errno.
    func write(_ frames: UnsafeRawPointer, count: Int) -> Int

    /// Brings the stream back after `write` failed with `code`; like `snd_pcm_recover`, silently.
    /// - Returns: 0 when the stream can be written again, else a negative errno.
    func recover(from code: Int32) -> Int32

    /// Waits until every frame written has been played, leaving the stream stopped; like
    /// `snd_pcm_drain`.
    func drain() -> Int32

    /// Makes a stopped stream ready to start again on the next writes; like `snd_pcm_prepare`.
    func prepare() -> Int32

    /// Releases the device. Called once, after the writer thread ended.
    func close() -> Int32
}
