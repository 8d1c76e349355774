/// The length of the raised-cosine attack and release every note has.
public struct Ramp: Sendable, Equatable {
    /// How long the level takes to rise from silence to full, and to fall back.
    public let duration: Duration

    /// The default, 5 ms: short enough to feel immediate, long enough not to click.
    public static let standard = Ramp(checked: ToneLimits.defaultRamp)

    /// Checks a ramp length.
    /// - Throws: `AudioError.rampOutOfRange` outside 1...10 ms.
    public init(_ duration: Duration) throws(AudioError) {
        guard ToneLimits.ramp.contains(duration) else { throw .rampOutOfRange(duration) }
        self.duration = duration
    }

    private init(checked duration: Duration) {
        self.duration = duration
    }

    /// The ramp's length in whole samples at a sample rate.
    public func frames(atSampleRate sampleRate: Int) -> Int {
        max(1, FrameCount.frames(in: duration, sampleRate: sampleRate))
    }
}
