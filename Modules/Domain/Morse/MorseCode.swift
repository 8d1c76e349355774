/// Text in Morse code: words made of code groups, each group the dots and dashes of one
/// character or prosign.
///
/// Written form: dots `.` and dashes `-`, one space between the groups of a word and ` / `
/// between words, as in `.--. .- .-. .. ...` for PARIS. A `MorseCode` value always holds
/// non-empty words of non-empty groups of dots and dashes, so `MorseTiming` can time it without
/// checks. Whether each group means something is the alphabet's business:
/// `MorseAlphabet.decode(_:)` says which groups it does not know.
public struct MorseCode: Hashable, Sendable {
    /// The words in order; each word is its code groups in order, such as `[".--.", ".-"]`.
    public let words: [[String]]

    /// Wraps words that are known to be well formed, for the alphabet's encoder.
    init(checkedWords words: [[String]]) {
        self.words = words
    }

    /// Reads Morse code written with dots, dashes, spaces and slashes.
    ///
    /// Groups are separated by any run of spaces (or other white space), words by `/` with or
    /// without spaces around it. Empty words (`/ /`) and leading or trailing separators are
    /// ignored, so the code of an empty text is empty.
    /// - Parameter text: The code, such as `.--. .- / ...`.
    /// - Throws: `DomainError.invalidMorseCode` when the text contains anything other than
    ///   dots, dashes, white space and slashes.
    public init(parsing text: String) throws(DomainError) {
        guard text.allSatisfy({ $0 == "." || $0 == "-" || $0 == "/" || $0.isWhitespace }) else {
            throw .invalidMorseCode(text)
        }
        words =
            text
            .split(separator: "/")
            .map { word in word.split(whereSeparator: \.isWhitespace).map(String.init) }
            .filter { !$0.isEmpty }
    }

    /// Whether there is nothing to send.
    public var isEmpty: Bool {
        words.isEmpty
    }
}

extension MorseCode: CustomStringConvertible {
    /// The written form: groups separated by a space, words by ` / `.
    public var description: String {
        words.map { $0.joined(separator: " ") }.joined(separator: " / ")
    }
}
