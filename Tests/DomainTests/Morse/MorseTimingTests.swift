import Domain
import Foundation
import Testing

@Suite("MorseTiming")
struct MorseTimingTests {
    @Test("standard timing at 20 WPM: 60 ms units, dahs and gaps of 3 and 7 units")
    func standardTiming() throws {
        let timing = try MorseTiming(characterWPM: 20)
        #expect(timing.effectiveWPM == 20)
        #expect(!timing.isFarnsworth)
        #expect(timing.dit == .milliseconds(60))
        #expect(timing.dah == .milliseconds(180))
        #expect(timing.elementGap == .milliseconds(60))
        #expect(timing.characterGap == .milliseconds(180))
        #expect(timing.wordGap == .milliseconds(420))
    }

    @Test("Farnsworth at 20/10 WPM: character gap 653.7 ms, word gap 1525.3 ms, characters unchanged")
    func farnsworth() throws {
        let timing = try MorseTiming(characterWPM: 20, effectiveWPM: 10)
        #expect(timing.isFarnsworth)
        #expect(isClose(milliseconds(timing.characterGap), 653.7, within: 0.05))
        #expect(isClose(milliseconds(timing.wordGap), 1525.3, within: 0.05))
        #expect(timing.dit == .milliseconds(60))
        #expect(timing.elementGap == .milliseconds(60))
    }

    @Test(
        "\"PARIS \" is 50 units, and a word gap follows every word",
        arguments: [
            ("PARIS ", 50), ("PARIS", 50), ("PARIS PARIS", 100), ("E", 8), ("", 0),
        ])
    func standardUnits(text: String, units: Int) throws {
        #expect(MorseTiming.standardUnits(of: try MorseAlphabet.itu.encode(text)) == units)
    }

    @Test(
        "PARIS with its word gap lasts one minute divided by the effective speed",
        arguments: [(20, 20), (20, 10), (5, 4), (18, 5), (60, 60), (60, 4), (25, 12)]
    )
    func parisLastsAWordAtTheEffectiveSpeed(characterWPM: Int, effectiveWPM: Int) throws {
        let timing = try MorseTiming(characterWPM: characterWPM, effectiveWPM: effectiveWPM)
        let segments = timing.segments(for: try MorseAlphabet.itu.encode("PARIS"))
        let total = segments.reduce(timing.wordGap) { $0 + $1.duration }
        #expect(isClose(milliseconds(total), 60_000 / Double(effectiveWPM), within: 0.001))
    }

    @Test("segments alternate tones for dits and dahs with the gaps between them")
    func segments() throws {
        let timing = try MorseTiming(characterWPM: 20)
        let code = try MorseCode(parsing: ".- / -")
        #expect(
            timing.segments(for: code) == [
                .tone(.milliseconds(60)), .silence(.milliseconds(60)), .tone(.milliseconds(180)),
                .silence(.milliseconds(420)), .tone(.milliseconds(180)),
            ])
        let twoCharacters = timing.segments(for: try MorseCode(parsing: ". ."))
        #expect(twoCharacters.map(\.isTone) == [true, false, true])
        #expect(twoCharacters[1] == .silence(.milliseconds(180)))
        #expect(timing.segments(for: try MorseCode(parsing: "")).isEmpty)
    }

    @Test("character speeds from 5 to 60 WPM are accepted", arguments: [5, 20, 60])
    func acceptsCharacterSpeeds(wpm: Int) throws {
        #expect(try MorseTiming(characterWPM: wpm).characterWPM == wpm)
    }

    @Test("character speeds outside 5 to 60 WPM are rejected", arguments: [0, 4, 61, -20])
    func rejectsCharacterSpeeds(wpm: Int) {
        #expect(throws: DomainError.characterSpeedOutOfRange(wpm: wpm)) { try MorseTiming(characterWPM: wpm) }
    }

    @Test("effective speeds from 4 WPM up to the character speed are accepted")
    func acceptsEffectiveSpeeds() throws {
        #expect(try MorseTiming(characterWPM: 5, effectiveWPM: 4).effectiveWPM == 4)
        #expect(try MorseTiming(characterWPM: 20, effectiveWPM: 20).isFarnsworth == false)
    }

    @Test(
        "effective speeds below 4 WPM or above the character speed are rejected", arguments: [3, 0, 21, 25])
    func rejectsEffectiveSpeeds(wpm: Int) {
        #expect(throws: DomainError.effectiveSpeedOutOfRange(effectiveWPM: wpm, characterWPM: 20)) {
            try MorseTiming(characterWPM: 20, effectiveWPM: wpm)
        }
    }

    @Test("is stored as both speeds, and decoding checks them")
    func codable() throws {
        let timing = try MorseTiming(characterWPM: 20, effectiveWPM: 10)
        #expect(try json(timing) == #"{"characterWPM":20,"effectiveWPM":10}"#)
        #expect(try decode(MorseTiming.self, from: json(timing)) == timing)
        #expect(throws: DecodingError.self) {
            try decode(MorseTiming.self, from: #"{"characterWPM":20,"effectiveWPM":25}"#)
        }
    }
}
