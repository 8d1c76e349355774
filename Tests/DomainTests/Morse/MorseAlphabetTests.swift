import Domain
import Foundation
import Testing

@Suite("MorseAlphabet")
struct MorseAlphabetTests {
    let alphabet = MorseAlphabet.itu

    @Test(
        "codes agree with ITU-R M.1677-1",
        arguments: [
            ("A", ".-"), ("Q", "--.-"), ("Y", "-.--"), ("0", "-----"), ("9", "----."), (".", ".-.-.-"),
            (",", "--..--"), (":", "---..."), ("?", "..--.."), ("'", ".----."), ("-", "-....-"),
            ("/", "-..-."), ("(", "-.--."), (")", "-.--.-"), ("\"", ".-..-."), ("=", "-...-"),
            ("+", ".-.-."), ("@", ".--.-."),
        ] as [(Character, String)]
    )
    func ituCodes(character: Character, code: String) {
        #expect(alphabet.code(for: character) == code)
    }

    @Test("has the 26 letters, 10 digits and 13 punctuation marks, each with its own code")
    func repertoire() {
        #expect(alphabet.characters.count == 49)
        let codes = alphabet.characters.compactMap { alphabet.code(for: $0) }
        #expect(Set(codes).count == alphabet.characters.count)
    }

    @Test("every ITU character round-trips text to code to text", arguments: MorseAlphabet.itu.characters)
    func characterRoundTrip(character: Character) throws {
        let text = String(character)
        #expect(try alphabet.decode(alphabet.encode(text)) == text)
    }

    @Test("encodes letters in either case, a space between characters and a slash between words")
    func encoding() throws {
        #expect(try alphabet.encode("PARIS").description == ".--. .- .-. .. ...")
        #expect(try alphabet.encode("paris") == alphabet.encode("PARIS"))
        #expect(try alphabet.encode("  CQ   de\tK \n").description == "-.-. --.- / -.. . / -.-")
        #expect(try alphabet.encode("").isEmpty)
    }

    @Test("decodes to capitals, with one space between words")
    func decoding() throws {
        let code = try MorseCode(parsing: "-.-. --.- / -.. . / .-.-.-")
        #expect(try alphabet.decode(code) == "CQ DE .")
    }

    @Test("a whole sentence with every kind of character survives the round trip")
    func sentenceRoundTrip() throws {
        let text = #"THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG 0123456789 .,:?'-/()"=+@"#
        #expect(try alphabet.decode(alphabet.encode(text)) == text)
    }

    @Test(
        "prosigns encode as one group; decoding prefers a character with the same code",
        arguments: Prosign.allCases
    )
    func prosigns(prosign: Prosign) throws {
        let code = try alphabet.encode(prosign.written)
        #expect(code.words == [[prosign.code]])
        let expected = prosign.sharedCharacter.map { String($0) } ?? prosign.written
        #expect(try alphabet.decode(code) == expected)
    }

    @Test("prosigns are written in angle brackets, in either case, and run into the next character")
    func prosignText() throws {
        #expect(try alphabet.encode("<sk>").description == "...-.-")
        #expect(try alphabet.encode("73<SK>").description == "--... ...-- ...-.-")
        #expect(try alphabet.decode(MorseCode(parsing: "........ ...-.")) == "<HH><SN>")
    }

    @Test(
        "rejects a character without a code, naming it",
        arguments: ["~", "É", "&", "!", "_", "ß"] as [Character])
    func rejectsUnknownCharacter(character: Character) {
        #expect(throws: DomainError.characterHasNoMorseCode(character)) {
            try alphabet.encode("CQ \(character) DE")
        }
    }

    @Test(
        "rejects text in angle brackets that is no prosign, naming it",
        arguments: [("<XY>", "<XY>"), ("<>", "<>"), ("<A R>", "<A R>"), ("<AR K", "<AR")]
    )
    func rejectsUnknownProsign(text: String, named: String) {
        #expect(throws: DomainError.unknownProsign(named)) { try alphabet.encode("K \(text)") }
    }

    @Test("rejects a code group that is no character, naming it", arguments: ["......-", "..--", "-----."])
    func rejectsUnknownGroup(group: String) throws {
        let code = try MorseCode(parsing: ".- \(group) .-")
        #expect(throws: DomainError.unknownMorseGroup(group)) { try alphabet.decode(code) }
    }
}
