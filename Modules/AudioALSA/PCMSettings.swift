import Audio

/// What a device agreed to play: the values the writer thread and the statistics go by.
struct PCMSettings: Sendable, Equatable {
    /// The sample format handed to ALSA.
    var format: SampleFormat
    /// 1, or 2 when the device refused mono (each sample then goes to both channels).
    var channels: Int
    /// The real rate, which may differ a little from the one asked for.
    var sampleRate: Int
    /// Frames per period: what the writer hands over at a time.
    var periodFrames: Int
    /// Frames the device's buffer holds.
    var bufferFrames: Int

    /// How long the device may take no sound before the writer gives it up as stalled: four
    /// buffers, and at least 0.2 s, far beyond what a working device or a busy machine needs.
    var stallTimeout: Duration {
        max(.milliseconds(200), Self.duration(of: bufferFrames, at: sampleRate) * 4)
    }

    /// The longest period allowed, in frames: 10 ms at `sampleRate`.
    static func longestPeriod(at sampleRate: Int) -> Int {
        sampleRate / 100
    }

    /// The number of frames in `duration` at `sampleRate`, rounded to nearest.
    static func frames(in duration: Duration, at sampleRate: Int) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int((Double(seconds) + Double(attoseconds) / 1e18) * Double(sampleRate) + 0.5)
    }

    /// How long `frames` take to play at `sampleRate`.
    static func duration(of frames: Int, at sampleRate: Int) -> Duration {
        .nanoseconds(Int64(frames) * 1_000_000_000 / Int64(sampleRate))
    }
}
