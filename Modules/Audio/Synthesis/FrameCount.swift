/// Exact conversions between durations and sample positions.
///
/// `Duration` counts attoseconds, so sums of durations are exact; converting only the running
/// total to samples (never each piece) is what keeps a long Morse text exact to the sample:
/// "PARIS " twenty times at 20 WPM is 60 s and 2 880 000 samples at 48 kHz, not one more.
public enum FrameCount {
    /// The sample position nearest to a time, halves rounded up.
    /// - Parameters:
    ///   - duration: A time from the start; negative times give negative positions.
    ///   - sampleRate: Samples per second.
    /// - Returns: `round(duration * sampleRate)`, computed in 128-bit integers.
    public static func frames(in duration: Duration, sampleRate: Int) -> Int {
        let (seconds, attoseconds) = duration.components
        let total = Int128(seconds) * 1_000_000_000_000_000_000 + Int128(attoseconds)
        let scaled = total * Int128(sampleRate)
        let unit: Int128 = 1_000_000_000_000_000_000
        let half = unit / 2
        let rounded = scaled >= 0 ? (scaled + half) / unit : -((-scaled + half - 1) / unit)
        return Int(rounded)
    }

    /// The time at which a sample position starts.
    public static func duration(of frames: Int, sampleRate: Int) -> Duration {
        let attoseconds = Int128(frames) * 1_000_000_000_000_000_000 / Int128(sampleRate)
        return .init(
            secondsComponent: Int64(attoseconds / 1_000_000_000_000_000_000),
            attosecondsComponent: Int64(attoseconds % 1_000_000_000_000_000_000)
        )
    }
}
