import Foundation

/// A frequency in hertz, always positive and finite.
///
/// Frequencies come from one place: `TuningSystem.frequency(of:detunedBy:referencePitch:)` and
/// its interval sibling. Everything else works in notes and cents and converts at the edge, so
/// that a change to tuning is made once. Use `cents(from:)` to measure the distance between two
/// frequencies, the way pitch matching scores the learner's answer.
public struct Frequency: Hashable, Comparable, Sendable {
    /// The number of cycles per second.
    public let hertz: Double

    /// Makes a frequency from a number of hertz.
    ///
    /// A frequency of zero, a negative one or a NaN is a programmer error, not a user error:
    /// user input reaches frequencies through validated types such as `ReferencePitch`.
    /// - Parameter hertz: A positive, finite number of cycles per second.
    public init(hertz: Double) {
        precondition(hertz > 0 && hertz.isFinite, "a frequency must be positive and finite")
        self.hertz = hertz
    }

    /// The signed distance from another frequency to this one, in cents.
    ///
    /// Positive when this frequency is higher, so `userFrequency.cents(from: target)` is the
    /// pitch-matching error with positive meaning sharp. The result is exact to floating-point
    /// precision; round it with `Cents.roundedToTenth()` for display or storage.
    /// - Parameter other: The frequency to measure from.
    /// - Returns: `1200 * log2(self / other)`.
    public func cents(from other: Frequency) -> Cents {
        Cents(1200 * log2(hertz / other.hertz))
    }

    /// This frequency moved up (positive cents) or down (negative cents).
    /// - Parameter cents: How far to move.
    /// - Returns: `self * 2^(cents / 1200)`.
    public func transposed(by cents: Cents) -> Frequency {
        Frequency(hertz: hertz * cents.ratio)
    }

    /// Orders frequencies from low to high.
    public static func < (lhs: Frequency, rhs: Frequency) -> Bool {
        lhs.hertz < rhs.hertz
    }
}

extension Frequency: Codable {
    /// Reads a frequency stored as a bare number of hertz, rejecting zero, negative and
    /// non-finite numbers.
    /// - Throws: `DecodingError.dataCorrupted` when the number is not a valid frequency.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let hertz = try container.decode(Double.self)
        guard hertz > 0, hertz.isFinite else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "frequency \(hertz) Hz is invalid; allowed: a positive, finite number"
            )
        }
        self.init(hertz: hertz)
    }

    /// Stores the frequency as a bare number of hertz.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hertz)
    }
}
