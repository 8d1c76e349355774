/// An irrational constant whose digits a learner memorises: π, e, φ, or the square root of a
/// whole number that is not a perfect square.
///
/// This is the constant's identity only; the digits are computed by the digits trainer. The
/// `identifier` (`pi`, `e`, `phi`, `sqrt2`, ...) is what records store and what the command line
/// takes, so it never changes; `symbol` and `name` are for people.
public struct MathConstant: Hashable, Sendable {
    /// Which constant this is, for code that computes its digits.
    public enum Kind: Hashable, Sendable {
        /// π, the ratio of a circle's circumference to its diameter.
        case pi
        /// e, the base of the natural logarithm.
        case e
        /// φ, the golden ratio (1 + √5) / 2.
        case goldenRatio
        /// √n, for a whole number n >= 2 that is not a perfect square.
        case squareRoot(Int)
    }

    /// π = 3.14159...
    public static let pi = MathConstant(unchecked: .pi)

    /// e = 2.71828...
    public static let e = MathConstant(unchecked: .e)

    /// φ = 1.61803..., the golden ratio.
    public static let goldenRatio = MathConstant(unchecked: .goldenRatio)

    /// √2 = 1.41421...
    public static let squareRootOfTwo = MathConstant(unchecked: .squareRoot(2))

    /// The constants every menu offers: π, e, φ and √2.
    public static let wellKnown: [MathConstant] = [.pi, .e, .goldenRatio, .squareRootOfTwo]

    /// Which constant this is; a `squareRoot` kind always holds a valid radicand.
    public let kind: Kind

    /// Makes a constant of a kind, checking the radicand of a square root.
    /// - Parameter kind: The kind of constant.
    /// - Throws: `DomainError.notAnIrrationalSquareRoot` for `.squareRoot(n)` where n is a
    ///   perfect square or less than 2: its root is a whole number (or not real), with no
    ///   endless digits to learn.
    public init(_ kind: Kind) throws(DomainError) {
        if case .squareRoot(let radicand) = kind {
            let root = Self.integerSquareRoot(of: radicand)
            guard radicand >= 2, root * root != radicand else {
                throw .notAnIrrationalSquareRoot(radicand)
            }
        }
        self.kind = kind
    }

    private init(unchecked kind: Kind) {
        self.kind = kind
    }

    /// The square root of a whole number: √2, √3, √5 and so on.
    /// - Parameter radicand: A whole number of at least 2 that is not a perfect square.
    /// - Returns: √radicand.
    /// - Throws: `DomainError.notAnIrrationalSquareRoot` when the root would be whole, as for
    ///   √4, or the radicand is below 2.
    public static func squareRoot(of radicand: Int) throws(DomainError) -> MathConstant {
        try MathConstant(.squareRoot(radicand))
    }

    /// The whole-number part, the digits before the decimal point: 3 for π, 2 for e, 1 for φ,
    /// and ⌊√n⌋ for √n.
    public var integerPart: Int {
        switch kind {
        case .pi: 3
        case .e: 2
        case .goldenRatio: 1
        case .squareRoot(let radicand): Self.integerSquareRoot(of: radicand)
        }
    }

    /// ⌊√n⌋ for n >= 0, exact for every `Int`: a `Double` square root alone is not, above 2^52.
    private static func integerSquareRoot(of n: Int) -> Int {
        guard n > 0 else { return 0 }
        var root = Int(Double(n).squareRoot())
        while root > n / root { root -= 1 }
        while root + 1 <= n / (root + 1) { root += 1 }
        return root
    }
}
