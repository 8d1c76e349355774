/// The calls the writer thread makes on a playback stream, in ALSA's terms.
///
/// `PCMDevice` is the real thing; tests put a device that keeps time and runs dry in its place,
/// since ALSA's `null` and `file` devices take samples as fast as they come and never underrun.
/// Results follow ALSA: a count or 0 on success, a negative errno on failure.
protocol PCMStream: Sendable {
    /// Waits until the device has room for a period, or `timeout` passed; like `snd_pcm_wait`.
    /// - Returns: 1 when there is room, 0 when the time ran out, or a negative errno (`-EPIPE`
    ///   after an underrun).
    func waitForRoom(timeout: Duration) -> Int32

    /// Hands interleaved frames over, blocking while the device's buffer is full; like
    /// `snd_pcm_writei`.
    /// - Returns: The frames taken, or `-EPIPE` after an underrun, or another negative errno.
    func write(_ frames: UnsafeRawPointer, count: Int) -> Int

    /// The frames written that the device has not played yet; like `snd_pcm_delay`.
    /// - Returns: The count, or a negative errno: `-EPIPE` once the stream ran dry and stopped.
    func delay() -> Int

    /// The room in the device's buffer, in frames; like `snd_pcm_avail`.
    /// - Returns: The count, or a negative errno: `-EPIPE` once the stream ran dry and stopped.
    func avail() -> Int

    /// Brings the stream back after `write` failed with `code`; like `snd_pcm_recover`, silently.
    /// - Returns: 0 when the stream can be written again, else a negative errno.
    func recover(from code: Int32) -> Int32

    /// Stops the stream at once, discarding what it has not played; like `snd_pcm_drop`.
    func drop() -> Int32

    /// Makes a stopped stream ready to start again on the next writes; like `snd_pcm_prepare`.
    func prepare() -> Int32

    /// Releases the device. Called once, after the writer thread ended.
    func close() -> Int32
}
