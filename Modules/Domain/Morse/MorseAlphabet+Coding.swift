extension MorseAlphabet {
    /// Turns text into Morse code.
    ///
    /// Letters may be in either case. Runs of white space separate words; white space at either
    /// end is ignored. A prosign is written in angle brackets, `<AR>`, and becomes one group.
    /// - Parameter text: The text, such as `CQ de <AR>`.
    /// - Returns: The code, whose `description` is the written form (`-.-. --.- / -.. .`).
    /// - Throws: `DomainError.characterHasNoMorseCode` naming the first character without a
    ///   code, or `DomainError.unknownProsign` for text in angle brackets that is no prosign.
    public func encode(_ text: String) throws(DomainError) -> MorseCode {
        var words: [[String]] = []
        var word: [String] = []
        var rest = Substring(text)
        while let character = rest.popFirst() {
            if character.isWhitespace {
                if !word.isEmpty { words.append(word) }
                word = []
            } else if character == "<" {
                word.append(try prosignCode(readingFrom: &rest))
            } else if let code = code(for: character) {
                word.append(code)
            } else {
                throw .characterHasNoMorseCode(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return MorseCode(checkedWords: words)
    }

    /// Turns Morse code into text: capitals, digits, punctuation, and prosigns that share no
    /// code with a character written as `<SK>`; one space between words.
    ///
    /// Every character of the alphabet survives `decode(encode(text))`, apart from case; a
    /// prosign that shares its code with a character comes back as that character (`<AR>`
    /// becomes `+`).
    /// - Parameter code: The code to read.
    /// - Returns: The text.
    /// - Throws: `DomainError.unknownMorseGroup` naming the first group that stands for nothing.
    public func decode(_ code: MorseCode) throws(DomainError) -> String {
        var words: [String] = []
        for word in code.words {
            var decoded = ""
            for group in word {
                guard let text = text(for: group) else { throw .unknownMorseGroup(group) }
                decoded += text
            }
            words.append(decoded)
        }
        return words.joined(separator: " ")
    }

    /// Reads a prosign's letters and closing bracket after its `<` and returns its code; an
    /// unclosed bracket is reported up to the end of its word, not to the end of the text.
    private func prosignCode(readingFrom rest: inout Substring) throws(DomainError) -> String {
        guard let closing = rest.firstIndex(of: ">") else {
            throw .unknownProsign("<" + rest.prefix { !$0.isWhitespace })
        }
        let letters = rest[..<closing]
        rest = rest[rest.index(after: closing)...]
        guard let prosign = Prosign(rawValue: letters.uppercased()), prosigns.contains(prosign)
        else { throw .unknownProsign("<\(letters)>") }
        return prosign.code
    }
}
