import Domain
import Foundation
import Testing

@Suite("Cents")
struct CentsTests {
    @Test("the ratio of a distance and the distance of a ratio are inverse")
    func ratioRoundTrip() {
        #expect(Cents(1200).ratio == 2)
        #expect(Cents(-1200).ratio == 0.5)
        #expect(isClose(Cents(ratio: 3.0 / 2.0).value, 701.955, within: 0.0005))
        #expect(isClose(Cents(ratio: Cents(-33.3).ratio).value, -33.3, within: 1e-9))
    }

    @Test("adds, subtracts and negates like an amount, and writes as literals")
    func arithmetic() {
        let offset: Cents = 10
        let interval: Cents = 702.5
        #expect(offset + 2.5 == 12.5)
        #expect(interval - offset == Cents(692.5))
        #expect(-offset == Cents(-10))
        #expect(Cents.zero + offset == offset)
    }

    @Test("magnitude drops the direction")
    func magnitude() {
        #expect(Cents(-12.5).magnitude == Cents(12.5))
        #expect(Cents(12.5).magnitude == Cents(12.5))
    }

    @Test("orders from most downwards to most upwards")
    func ordering() {
        #expect(Cents(-50) < Cents(-5))
        #expect(Cents(-5) < Cents(3))
    }

    @Test(
        "rounds to the 0.1-cent resolution that is shown and stored",
        arguments: [
            (701.955, 702.0), (12.34, 12.3), (12.36, 12.4), (-0.05, -0.1), (0.04, 0), (-33.349, -33.3),
        ]
    )
    func roundedToTenth(value: Double, expected: Double) {
        #expect(Cents(value).roundedToTenth() == Cents(expected))
    }

    @Test("is stored as a bare number")
    func codable() throws {
        #expect(try json(Cents(-12.5)) == "-12.5")
        #expect(try decode(Cents.self, from: "7") == Cents(7))
    }
}
