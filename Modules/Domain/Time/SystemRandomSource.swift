/// The operating system's cryptographically secure random numbers, for real sessions.
public struct SystemRandomSource: RandomSource {
    private var generator = SystemRandomNumberGenerator()

    /// Makes a source of fresh randomness; every instance draws independently.
    public init() {}

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        generator.next()
    }
}
