/// A reproducible random source: the same seed always gives the same sequence, on every
/// platform and in every version of this module.
///
/// The generator is xoshiro256** (Blackman and Vigna, 2018), whose 256 bits of state are filled
/// from the seed by SplitMix64, as its authors recommend. It is fast and statistically strong,
/// but not cryptographically secure: use it for simulations (`pitch-trainer simulate --seed`)
/// and tests, never for secrets.
///
/// The sequence for a seed is part of this type's contract, because stored simulations and
/// tests rely on it: changing the algorithm means a new type, not a new version of this one.
public struct SeededRandomSource: RandomSource {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Makes a source whose sequence is determined by `seed`.
    /// - Parameter seed: Any number, zero included; different seeds give unrelated sequences.
    public init(seed: UInt64) {
        var splitMix = seed
        state = (
            Self.splitMix64(&splitMix), Self.splitMix64(&splitMix),
            Self.splitMix64(&splitMix), Self.splitMix64(&splitMix)
        )
    }

    /// The next 64 bits of the sequence (xoshiro256**).
    public mutating func next() -> UInt64 {
        let result = (state.1 &* 5).rotatedLeft(by: 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = state.3.rotatedLeft(by: 45)
        return result
    }

    /// One step of SplitMix64 (Steele, Lea and Flood, 2014), which spreads any seed, even 0,
    /// over well-mixed state words.
    private static func splitMix64(_ x: inout UInt64) -> UInt64 {
        x &+= 0x9E37_79B9_7F4A_7C15
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension UInt64 {
    /// The bits rotated left, those shifted out at the top coming back in at the bottom.
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
