import Domain
import Foundation
import Testing

@Suite("DirectedInterval")
struct DirectedIntervalTests {
    @Test("a unison is always up, however it is made")
    func unisonIsUp() throws {
        #expect(DirectedInterval(.unison, .down) == .unison)
        #expect(DirectedInterval.down(.unison).direction == .up)
        #expect(try DirectedInterval(parsing: "-P1") == .unison)
        #expect(try DirectedInterval(semitones: 0) == .unison)
    }

    @Test("semitones are signed: positive up, negative down")
    func signedSemitones() throws {
        #expect(DirectedInterval.up(.perfectFifth).semitones == 7)
        #expect(DirectedInterval.down(.perfectFifth).semitones == -7)
        #expect(try DirectedInterval(semitones: -3) == .down(.minorThird))
        #expect(throws: DomainError.intervalOutOfRange(semitones: 13)) {
            try DirectedInterval(semitones: 13)
        }
    }

    @Test(
        "reads a name with an optional direction word or sign",
        arguments: [
            ("P5", DirectedInterval.up(.perfectFifth)),
            ("P5 up", .up(.perfectFifth)),
            ("P5 down", .down(.perfectFifth)),
            ("+P5", .up(.perfectFifth)),
            ("-m3", .down(.minorThird)),
            ("P1 down", .unison),
            ("P8", .up(.octave)),
        ]
    )
    func parsing(text: String, expected: DirectedInterval) throws {
        #expect(try DirectedInterval(parsing: text) == expected)
    }

    @Test(
        "rejects other text",
        arguments: ["", "P5 sideways", "P5  down", "*P5", "P5 down up", "+P5 down", "down", "P9 up", "+"]
    )
    func rejectsOtherText(text: String) {
        #expect(throws: DomainError.invalidDirectedInterval(text)) { try DirectedInterval(parsing: text) }
    }

    @Test("its description reads back to it, in both directions", arguments: Interval.allCases)
    func descriptionRoundTrip(interval: Interval) throws {
        for directed in [DirectedInterval.up(interval), .down(interval)] {
            #expect(try DirectedInterval(parsing: directed.description) == directed)
        }
        #expect(DirectedInterval.down(.perfectFifth).description == "P5 down")
        #expect(DirectedInterval.unison.description == "P1")
    }

    @Test("directions read only as up and down")
    func directions() throws {
        #expect(try DirectedInterval.Direction(parsing: "down") == .down)
        #expect(throws: DomainError.invalidDirection("Up")) { try DirectedInterval.Direction(parsing: "Up") }
    }

    @Test("is stored as a signed number of semitones")
    func codable() throws {
        #expect(try json(DirectedInterval.down(.perfectFifth)) == "-7")
        #expect(try decode(DirectedInterval.self, from: "4") == .up(.majorThird))
        #expect(throws: DecodingError.self) { try decode(DirectedInterval.self, from: "-13") }
    }
}
