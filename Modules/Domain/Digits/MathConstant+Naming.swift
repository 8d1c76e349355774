extension MathConstant {
    /// The stable identifier that records and the command line use: `pi`, `e`, `phi`, or
    /// `sqrt` followed by the number, such as `sqrt2`. `init(identifier:)` reads it back.
    public var identifier: String {
        switch kind {
        case .pi: "pi"
        case .e: "e"
        case .goldenRatio: "phi"
        case .squareRoot(let radicand): "sqrt\(radicand)"
        }
    }

    /// The mathematical symbol for headings and charts: `π`, `e`, `φ`, `√2`.
    public var symbol: String {
        switch kind {
        case .pi: "π"
        case .e: "e"
        case .goldenRatio: "φ"
        case .squareRoot(let radicand): "√\(radicand)"
        }
    }

    /// The constant's name in words: "pi", "Euler's number", "golden ratio", "square root of 2".
    public var name: String {
        switch kind {
        case .pi: "pi"
        case .e: "Euler's number"
        case .goldenRatio: "golden ratio"
        case .squareRoot(let radicand): "square root of \(radicand)"
        }
    }

    /// Reads a constant from its identifier or its symbol.
    ///
    /// Accepted: `pi` or `π`, `e`, `phi` or `φ`, and `sqrtN` or `√N` for a whole number N
    /// written in decimal digits. The ASCII forms are read in any case (`PI`, `Sqrt2`).
    /// - Parameter text: An identifier such as `pi` or `sqrt3`, or a symbol such as `√3`.
    /// - Throws: `DomainError.notAnIrrationalSquareRoot` for a square root of a perfect square
    ///   or of a number below 2, such as `sqrt4`; `DomainError.unknownConstant` for anything else.
    public init(identifier text: String) throws(DomainError) {
        let lowercased = text.lowercased()
        switch lowercased {
        case "pi", "π": self = .pi
        case "e": self = .e
        case "phi", "φ": self = .goldenRatio
        default:
            let digits: Substring
            if lowercased.hasPrefix("sqrt") {
                digits = lowercased.dropFirst(4)
            } else if lowercased.hasPrefix("√") {
                digits = lowercased.dropFirst()
            } else {
                throw .unknownConstant(text)
            }
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let radicand = Int(digits)
            else { throw .unknownConstant(text) }
            self = try .squareRoot(of: radicand)
        }
    }
}

extension MathConstant: CustomStringConvertible, LosslessStringConvertible {
    /// The identifier, such as `pi` or `sqrt2`; use `symbol` or `name` to show it to people.
    public var description: String {
        identifier
    }

    /// Reads an identifier or symbol, or returns `nil`; use `init(identifier:)` to learn why
    /// text was rejected.
    /// - Parameter description: Text such as `pi`, `φ` or `sqrt3`.
    public init?(_ description: String) {
        try? self.init(identifier: description)
    }
}

extension MathConstant: Codable {
    /// Reads a constant stored as its identifier, such as `"sqrt2"`.
    /// - Throws: `DecodingError.dataCorrupted` with the `DomainError` message for an identifier
    ///   that names no valid constant.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        do {
            try self.init(identifier: identifier)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Stores the constant as its identifier, such as `"pi"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
