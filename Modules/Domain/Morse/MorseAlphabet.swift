/// A table from characters to their Morse code and back, with the text encoder and decoder.
///
/// `itu` is the international alphabet of ITU-R M.1677-1: the letters A-Z, the digits 0-9, the
/// punctuation marks `. , : ? ' - / ( ) " = + @`, and the prosigns of `Prosign`. Letters are
/// encoded whatever their case and decoded as capitals, which is how Morse is copied.
public struct MorseAlphabet: Sendable {
    /// The international Morse alphabet (ITU-R M.1677-1) with the common prosigns.
    public static let itu = MorseAlphabet(
        characterCodes: [
            ("A", ".-"), ("B", "-..."), ("C", "-.-."), ("D", "-.."), ("E", "."), ("F", "..-."),
            ("G", "--."), ("H", "...."), ("I", ".."), ("J", ".---"), ("K", "-.-"), ("L", ".-.."),
            ("M", "--"), ("N", "-."), ("O", "---"), ("P", ".--."), ("Q", "--.-"), ("R", ".-."),
            ("S", "..."), ("T", "-"), ("U", "..-"), ("V", "...-"), ("W", ".--"), ("X", "-..-"),
            ("Y", "-.--"), ("Z", "--.."),
            ("1", ".----"), ("2", "..---"), ("3", "...--"), ("4", "....-"), ("5", "....."),
            ("6", "-...."), ("7", "--..."), ("8", "---.."), ("9", "----."), ("0", "-----"),
            (".", ".-.-.-"), (",", "--..--"), (":", "---..."), ("?", "..--.."), ("'", ".----."),
            ("-", "-....-"), ("/", "-..-."), ("(", "-.--."), (")", "-.--.-"), ("\"", ".-..-."),
            ("=", "-...-"), ("+", ".-.-."), ("@", ".--.-."),
        ],
        prosigns: Prosign.allCases
    )

    /// Every character the alphabet encodes, in table order (letters, digits, punctuation).
    public let characters: [Character]

    /// The prosigns the alphabet encodes.
    public let prosigns: [Prosign]

    private let codesByCharacter: [Character: String]
    private let textsByCode: [String: String]

    private init(characterCodes: [(Character, String)], prosigns: [Prosign]) {
        characters = characterCodes.map(\.0)
        self.prosigns = prosigns
        codesByCharacter = Dictionary(uniqueKeysWithValues: characterCodes)
        // Prosigns first, so that a character with the same code (AR and +) replaces them.
        var texts = Dictionary(uniqueKeysWithValues: prosigns.map { ($0.code, $0.written) })
        for (character, code) in characterCodes {
            texts[code] = String(character)
        }
        textsByCode = texts
    }

    /// The dots and dashes of a character, or `nil` if it has none.
    ///
    /// Letters are looked up as capitals, so `a` and `A` give the same code.
    /// - Parameter character: A letter, digit or punctuation mark.
    public func code(for character: Character) -> String? {
        let capital = character.uppercased()
        guard capital.count == 1, let key = capital.first else { return nil }
        return codesByCharacter[key]
    }

    /// What a code group stands for: a character as a one-character string, a prosign in its
    /// written form such as `<SK>`, or `nil` for a group the alphabet does not know.
    ///
    /// Where a prosign shares its code with a character, the character wins: `.-.-.` is `+`,
    /// not `<AR>`.
    /// - Parameter code: One group of dots and dashes, such as `.-`.
    public func text(for code: String) -> String? {
        textsByCode[code]
    }
}
