public import Audio
import Synchronization

/// Plays through an ALSA PCM device, fed by a real-time writer thread.
///
/// `write(_:)` copies samples into a ring of two periods and returns; it waits only while the
/// ring is full, which is what paces the engine to the device. The writer thread takes a period
/// at a time, converts it to the negotiated format (16-bit samples are rounded and clipped by
/// `SampleFormat.int16(from:)`), duplicates it when the device refused mono, and hands it to
/// `snd_pcm_writei`. So `latency`, the most a sample waits before it is heard, is the device's
/// buffer plus the ring.
///
/// `flush()` ends a burst: the writer plays out the ring and pads the last partial period with
/// silence. It never waits for the device to play out: a burst written while the device still
/// plays the last one's end follows it at once, and once only the padding is left to play, the
/// writer stops the device until the next write, so a pause between notes is not an underrun.
/// Every burst thus reaches ALSA as whole periods: a file written through ALSA's `file` plugin
/// holds each burst followed by zeros up to the next multiple of `periodFrames`. `close()` ends
/// the last burst the same way, and waits for it to be heard.
///
/// A device that takes no sound for a while (four buffers, at least 0.2 s), such as a suspended
/// sound server sink, counts as failed: writes then throw instead of waiting for ever.
///
/// ALSA's diagnostics never reach stderr: errors carry them in the project's own messages.
public final class ALSAOutput: AudioOutput {
    /// Frames per second the device really plays, which may differ a little from the rate asked.
    public let sampleRate: Int
    /// The device's buffer plus the ring: the most a written sample waits before it is heard.
    public let latency: Duration
    /// The PCM device name as given, such as "default" or "hw:0".
    public let name: String
    /// The sample format ALSA is given.
    public let negotiatedFormat: SampleFormat
    /// 1, or 2 when the device refused mono: each sample then goes to both channels.
    public let channels: Int
    /// Frames per period: what the writer thread hands to ALSA at a time (10 ms or less).
    public let periodFrames: Int
    /// Frames the device's buffer holds.
    public let bufferFrames: Int

    private let stream: any PCMStream
    private let ring: SampleRing
    private let counters: WriterCounters
    private let thread: WriterThread

    /// Opens an ALSA PCM device for playback and starts its writer thread.
    /// - Parameters:
    ///   - device: An ALSA PCM name: "default", "hw:0", "null", "file:FILE=out.wav,FORMAT=wav"...
    ///   - sampleRate: The rate to ask for, 8 kHz...192 kHz; the device may settle on a close one,
    ///     which `sampleRate` then reports.
    ///   - format: The format to use, or nil for 32-bit float when the device takes it, else
    ///     16-bit integers. ALSA's `file` plugin writes a correct WAV header only for `.int16`.
    ///   - periodTarget: The period aimed for; the period the device settles on is 10 ms or less
    ///     whatever is asked.
    /// - Throws: `AudioError.sampleRateOutOfRange`, `.durationNotPositive` for the period, or
    ///   `.deviceUnavailable` when the device cannot be opened or cannot play mono or stereo
    ///   S16_LE or FLOAT_LE with periods of 10 ms or less; its message names the device and the
    ///   other devices ALSA knows.
    public convenience init(
        device: String = "default",
        sampleRate: Int = ToneLimits.defaultSampleRate,
        format: SampleFormat? = nil,
        periodTarget: Duration = .milliseconds(5)
    ) throws(AudioError) {
        guard ToneLimits.sampleRates.contains(sampleRate) else { throw .sampleRateOutOfRange(sampleRate) }
        guard periodTarget > .zero else { throw .durationNotPositive(periodTarget) }
        let pcm = try PCMDevice.open(name: device)
        let settings: PCMSettings
        do {
            settings = try pcm.configure(sampleRate: sampleRate, format: format, periodTarget: periodTarget)
        } catch {
            _ = pcm.close()
            throw error
        }
        self.init(stream: pcm, settings: settings, name: device)
    }

    /// Starts the writer thread on a stream already set up as `settings` says.
    init(stream: any PCMStream, settings: PCMSettings, name: String) {
        self.stream = stream
        self.name = name
        sampleRate = settings.sampleRate
        negotiatedFormat = settings.format
        channels = settings.channels
        periodFrames = settings.periodFrames
        bufferFrames = settings.bufferFrames
        ring = SampleRing(periodFrames: settings.periodFrames)
        latency = PCMSettings.duration(of: settings.bufferFrames + ring.capacity, at: settings.sampleRate)
        counters = WriterCounters()
        thread = ALSAWriter(stream: stream, settings: settings, ring: ring, counters: counters).start()
    }

    deinit {
        try? close()
    }

    // MARK: - Statistics

    /// How often the device ran dry in the middle of a burst (each one recovered). Pauses after
    /// `flush()` do not count.
    public var underruns: Int { counters.underruns.load(ordering: .relaxed) }

    /// Frames handed to `snd_pcm_writei` so far, the silence that pads each burst included.
    public var framesWritten: Int { counters.framesWritten.load(ordering: .relaxed) }

    /// Whether the writer thread runs with real-time (`SCHED_FIFO`) priority; without the
    /// permission for it, it runs at normal priority.
    public var hasRealTimePriority: Bool { counters.realTime.load(ordering: .acquiring) }

    // MARK: - Output

    /// Copies the samples into the ring, waiting only while it is full.
    /// - Throws: `AudioError.outputClosed` after `close()`; `.deviceFailed` once the device
    ///   failed in a way ALSA could not recover from, or took no sound for a while.
    public func write(_ samples: Span<Float>) throws(AudioError) {
        do {
            try ring.append(samples)
        } catch {
            switch error {
            case .closed: throw .outputClosed
            case .failed(let detail): throw .deviceFailed(device: name, detail: detail)
            }
        }
    }

    /// Ends the burst: the writer plays out what was written, padded with silence to a whole
    /// period, and stops the device once it is heard, unless more comes first. Does not wait.
    public func flush() {
        ring.markBurstEnd()
    }

    /// Plays out everything written, stops the writer thread and closes the device. Calling it
    /// again does nothing.
    /// - Throws: `AudioError.deviceFailed` when the device failed after the last write, or
    ///   could not be closed.
    public func close() throws(AudioError) {
        guard ring.close() else { return }
        thread.join()
        let code = stream.close()
        if let failure = ring.takeUnreportedFailure() {
            throw .deviceFailed(device: name, detail: failure)
        }
        if code < 0 {
            throw .deviceFailed(
                device: name, detail: ALSADiagnostics.detail("closing the device failed", code: code))
        }
    }
}
