import Foundation

/// A signed pitch distance in cents: a hundredth of an equal-tempered semitone, 1200 to the
/// octave.
///
/// Cents are the unit the learner sees and the unit records store. They add like any other
/// amount (`AdditiveArithmetic`), and write as literals, so `let offset: Cents = -12.5` works.
/// The trainers present and store cents to a tenth (`roundedToTenth()`), which is finer than
/// anyone can hear; the arithmetic itself keeps full precision so rounding happens once, at the
/// edge, and errors do not accumulate.
public struct Cents: Hashable, Comparable, Sendable {
    /// The number of cents; negative means downwards (flat).
    public var value: Double

    /// Wraps a number of cents.
    /// - Parameter value: The number of cents, negative for downwards.
    public init(_ value: Double) {
        self.value = value
    }

    /// The distance that multiplies a frequency by `ratio`.
    ///
    /// For example `Cents(ratio: 3.0 / 2.0)` is the just fifth, 701.955 cents.
    /// - Parameter ratio: A positive, finite frequency ratio; anything else is a programmer error.
    public init(ratio: Double) {
        precondition(ratio > 0 && ratio.isFinite, "a frequency ratio must be positive and finite")
        self.init(1200 * log2(ratio))
    }

    /// The factor this distance multiplies a frequency by: `2^(value / 1200)`.
    public var ratio: Double {
        pow(2, value / 1200)
    }

    /// The size of the distance without its direction.
    ///
    /// The adaptive rules work on the magnitude of the previous offset, then choose a sign.
    public var magnitude: Cents {
        Cents(abs(value))
    }

    /// The distance rounded to the 0.1-cent resolution that the trainers show and store.
    ///
    /// Halves round away from zero, as `Double.rounded()` does, so `0.05` becomes `0.1` and
    /// `-0.05` becomes `-0.1`: the sign of a tiny offset survives unless it rounds to zero.
    /// - Returns: The nearest multiple of 0.1 cents.
    public func roundedToTenth() -> Cents {
        Cents((value * 10).rounded() / 10)
    }

    /// Orders distances from most downwards to most upwards (not by size: see `magnitude`).
    public static func < (lhs: Cents, rhs: Cents) -> Bool {
        lhs.value < rhs.value
    }
}

extension Cents: AdditiveArithmetic {
    /// No distance at all.
    public static let zero = Cents(0)

    /// The sum of two distances, as when a cent offset is added to an interval.
    public static func + (lhs: Cents, rhs: Cents) -> Cents {
        Cents(lhs.value + rhs.value)
    }

    /// The difference of two distances.
    public static func - (lhs: Cents, rhs: Cents) -> Cents {
        Cents(lhs.value - rhs.value)
    }

    /// The same distance in the other direction.
    public static prefix func - (operand: Cents) -> Cents {
        Cents(-operand.value)
    }
}

extension Cents: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// Writes cents as a decimal literal, `let offset: Cents = 12.5`.
    public init(floatLiteral value: Double) {
        self.init(value)
    }

    /// Writes cents as a whole-number literal, `let offset: Cents = 100`.
    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }
}

extension Cents: Codable {
    /// Reads cents stored as a bare number.
    /// - Throws: `DecodingError` when the stored value is not a number.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(Double.self))
    }

    /// Stores the cents as a bare number, the form the records' cent fields use.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
