import Domain
import Foundation
import Testing

@Suite("MathConstant")
struct MathConstantTests {
    @Test("the well-known constants have stable identifiers, symbols, names and integer parts")
    func wellKnown() {
        let constants = MathConstant.wellKnown
        #expect(constants.map(\.identifier) == ["pi", "e", "phi", "sqrt2"])
        #expect(constants.map(\.symbol) == ["π", "e", "φ", "√2"])
        #expect(constants.map(\.name) == ["pi", "Euler's number", "golden ratio", "square root of 2"])
        #expect(constants.map(\.integerPart) == [3, 2, 1, 1])
    }

    @Test(
        "reads identifiers and symbols",
        arguments: [
            ("pi", MathConstant.pi), ("π", .pi), ("PI", .pi), ("e", .e), ("E", .e), ("phi", .goldenRatio),
            ("φ", .goldenRatio), ("sqrt2", .squareRootOfTwo), ("√2", .squareRootOfTwo),
        ]
    )
    func parsing(text: String, expected: MathConstant) throws {
        #expect(try MathConstant(identifier: text) == expected)
    }

    @Test("reads and writes square roots of any non-square", arguments: [3, 5, 10, 99, 1_000_003])
    func squareRoots(radicand: Int) throws {
        let root = try MathConstant.squareRoot(of: radicand)
        #expect(root.kind == .squareRoot(radicand))
        #expect(root.identifier == "sqrt\(radicand)")
        #expect(root.symbol == "√\(radicand)")
        #expect(try MathConstant(identifier: "√\(radicand)") == root)
        #expect(MathConstant(root.description) == root)
    }

    @Test("rejects square roots that are whole or not real", arguments: [4, 9, 1_000_000, 1, 0, -2])
    func rejectsPerfectSquares(radicand: Int) {
        #expect(throws: DomainError.notAnIrrationalSquareRoot(radicand)) {
            try MathConstant.squareRoot(of: radicand)
        }
        #expect(throws: DomainError.notAnIrrationalSquareRoot(radicand)) {
            try MathConstant(.squareRoot(radicand))
        }
    }

    @Test("rejects a perfect square written as an identifier, naming the number")
    func rejectsSquareIdentifier() {
        #expect(throws: DomainError.notAnIrrationalSquareRoot(4)) { try MathConstant(identifier: "sqrt4") }
    }

    @Test(
        "rejects text that names no constant",
        arguments: ["tau", "", "sqrt", "sqrtx", "sqrt+2", "√-2", "sqrt 2"])
    func rejectsUnknown(text: String) {
        #expect(throws: DomainError.unknownConstant(text)) { try MathConstant(identifier: text) }
    }

    @Test(
        "the integer part of a square root is its floor, exactly, even for huge radicands",
        arguments: [
            (2, 1), (3, 1), (5, 2), (99, 9), (101, 10), (1_000_000_000_000_000_001, 1_000_000_000),
            (Int.max, 3_037_000_499),
        ]
    )
    func squareRootIntegerPart(radicand: Int, integerPart: Int) throws {
        #expect(try MathConstant.squareRoot(of: radicand).integerPart == integerPart)
    }

    @Test("is stored as its identifier, and decoding checks it")
    func codable() throws {
        #expect(try json(MathConstant.goldenRatio) == "\"phi\"")
        #expect(try decode(MathConstant.self, from: "\"sqrt7\"") == MathConstant.squareRoot(of: 7))
        #expect(throws: DecodingError.self) { try decode(MathConstant.self, from: "\"sqrt16\"") }
    }
}
