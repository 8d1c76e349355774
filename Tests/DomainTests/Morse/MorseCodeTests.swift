import Domain
import Foundation
import Testing

@Suite("MorseCode")
struct MorseCodeTests {
    @Test("reads groups separated by spaces and words separated by slashes")
    func parsing() throws {
        let code = try MorseCode(parsing: ".--. .- / ...")
        #expect(code.words == [[".--.", ".-"], ["..."]])
    }

    @Test(
        "normalises spacing in its written form",
        arguments: [
            ("  .-   -/...", ".- - / ..."), (".-\t-\n/ ...", ".- - / ..."), ("... / / ---", "... / ---"),
            ("/ .- /", ".-"),
        ]
    )
    func normalisedDescription(text: String, expected: String) throws {
        #expect(try MorseCode(parsing: text).description == expected)
    }

    @Test("code without groups is empty", arguments: ["", "   ", " / / "])
    func empty(text: String) throws {
        #expect(try MorseCode(parsing: text).isEmpty)
    }

    @Test("rejects anything but dots, dashes, spaces and slashes", arguments: ["._", ".- x", "·−", "1"])
    func rejectsOtherSymbols(text: String) {
        #expect(throws: DomainError.invalidMorseCode(text)) { try MorseCode(parsing: text) }
    }
}
