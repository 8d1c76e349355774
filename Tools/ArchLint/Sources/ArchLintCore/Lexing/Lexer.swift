/// Splits Swift source into the tokens the import scanner needs.
///
/// It is a real lexer, not a pattern match: it knows nested block comments, string literals in all
/// their forms (escapes, interpolation with strings inside it, multi-line, raw with any number of
/// `#`), extended regular-expression literals (`#/.../#`) and backquoted identifiers, so the word
/// `import` inside any of them never looks like an import. Bare `/.../` regular expressions are
/// lexed as operators: harmless unless one holds a quote or a comment opener.
///
/// It works on UTF-8 bytes; columns are byte columns, as the compiler reports them.
struct Lexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var lineHasToken = false
    private var tokens: [Token] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Returns the significant tokens of `source`, in order.
    static func tokenize(_ source: String) -> [Token] {
        tokenize(Array(source.utf8))
    }

    /// Returns the significant tokens of UTF-8 `bytes`, in order.
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        return lexer.tokens
    }

    private var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1)
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    /// Moves one byte on, keeping the line count right when it passes a newline.
    private mutating func advance() {
        if bytes[index] == .newline {
            line += 1
            lineStart = index + 1
            lineHasToken = false
        }
        index += 1
    }

    private mutating func emit(_ kind: Token.Kind, at start: SourceLocation, startsLine: Bool) {
        tokens.append(Token(kind: kind, location: start, startsLine: startsLine))
        lineHasToken = true
    }

    private mutating func run() {
        if peek() == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF {
            index = 3  // a UTF-8 byte-order mark
            lineStart = 3
        }
        if peek() == .pound, peek(1) == .exclamation {
            skipToEndOfLine()  // a shebang line
        }
        while let byte = peek() {
            let start = location
            let startsLine = !lineHasToken
            switch byte {
            case .newline, .space, .tab, .carriageReturn, .formFeed, .verticalTab, 0:
                advance()
            case .slash where peek(1) == .slash:
                skipToEndOfLine()
            case .slash where peek(1) == .asterisk:
                skipBlockComment()
            case .quote:
                let value = scanString(pounds: 0)
                emit(.string(value: value), at: start, startsLine: startsLine)
            case .pound:
                lexPound(at: start, startsLine: startsLine)
            case .at where peek(1).map(\.isIdentifierStart) == true:
                index += 1
                emit(.attribute(scanIdentifier()), at: start, startsLine: startsLine)
            case .backquote:
                lexEscapedIdentifier(at: start, startsLine: startsLine)
            case _ where byte.isIdentifierStart:
                emit(.identifier(scanIdentifier(), escaped: false), at: start, startsLine: startsLine)
            case _ where byte.isDigit:
                skipNumber()
                emit(.number, at: start, startsLine: startsLine)
            default:
                index += 1
                emit(.punctuation(byte), at: start, startsLine: startsLine)
            }
        }
    }

    // MARK: - Comments

    private mutating func skipToEndOfLine() {
        while let byte = peek(), byte != .newline {
            index += 1
        }
    }

    /// Skips a block comment; Swift's block comments nest.
    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while depth > 0, let byte = peek() {
            if byte == .slash, peek(1) == .asterisk {
                depth += 1
                index += 2
            } else if byte == .asterisk, peek(1) == .slash {
                depth -= 1
                index += 2
            } else {
                advance()
            }
        }
    }

    // MARK: - Words

    private mutating func scanIdentifier() -> String {
        let start = index
        while let byte = peek(), byte.isIdentifierContinuation {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func lexEscapedIdentifier(at start: SourceLocation, startsLine: Bool) {
        index += 1
        let nameStart = index
        while let byte = peek(), byte != .backquote, byte != .newline {
            index += 1
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if peek() == .backquote {
            index += 1
        }
        emit(.identifier(name, escaped: true), at: start, startsLine: startsLine)
    }

    private mutating func skipNumber() {
        while let byte = peek() {
            if byte.isIdentifierContinuation || (byte == .dot && peek(1).map(\.isDigit) == true) {
                index += 1
            } else {
                return
            }
        }
    }

    /// `#` starts a directive or macro (`#if`), a raw string (`#"..."#`), an extended regular
    /// expression (`#/.../#`), or is an operator character on its own.
    private mutating func lexPound(at start: SourceLocation, startsLine: Bool) {
        var pounds = 0
        while peek(pounds) == .pound {
            pounds += 1
        }
        switch peek(pounds) {
        case .quote?:
            index += pounds
            let value = scanString(pounds: pounds)
            emit(.string(value: value), at: start, startsLine: startsLine)
        case .slash? where pounds > 0:
            index += pounds
            skipExtendedRegex(pounds: pounds)
            emit(.regex, at: start, startsLine: startsLine)
        case let next? where pounds == 1 && next.isIdentifierStart:
            index += 1
            emit(.pound(scanIdentifier()), at: start, startsLine: startsLine)
        default:
            index += 1
            emit(.punctuation(.pound), at: start, startsLine: startsLine)
        }
    }

    // MARK: - Literals

    private func matches(_ byte: UInt8, repeated count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { peek(offset + $0) == byte }
    }

    /// Scans a string literal whose opening quote is at the current position, `pounds` being the
    /// number of `#` before it (already consumed). Returns the literal's text when it is a plain
    /// one-line literal without escapes or interpolation, else nil.
    private mutating func scanString(pounds: Int) -> String? {
        let multiline = matches(.quote, repeated: 3, at: 0) && onlyWhitespaceUntilEndOfLine(from: index + 3)
        let quotes = multiline ? 3 : 1
        index += quotes
        let contentStart = index
        var plain = !multiline
        while let byte = peek() {
            if byte == .backslash, matches(.pound, repeated: pounds, at: 1) {
                plain = false
                index += 1 + pounds
                if peek() == .leftParenthesis {
                    skipInterpolation(canSpanLines: multiline)
                } else if peek() != nil {
                    advance()
                }
            } else if byte == .quote, matches(.quote, repeated: quotes, at: 0),
                matches(.pound, repeated: pounds, at: quotes)
            {
                let value = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += quotes + pounds
                lineHasToken = true
                return plain ? value : nil
            } else if byte == .newline && !multiline {
                return nil  // unterminated: the compiler reports it; resume on the next line
            } else {
                advance()
            }
        }
        return nil
    }

    /// True when only spaces and tabs stand between `position` and the end of its line: a `"""` is
    /// the start of a multi-line literal only then (`#"""#` is a one-line string holding `"`).
    private func onlyWhitespaceUntilEndOfLine(from position: Int) -> Bool {
        var position = position
        while position < bytes.count {
            switch bytes[position] {
            case .space, .tab, .carriageReturn: position += 1
            case .newline: return true
            default: return false
            }
        }
        return true
    }

    /// Skips `\( ... )` inside a string, which may hold strings, comments and parentheses of its own.
    /// In a one-line string it ends at the line's end, as the compiler's does, so that an unbalanced
    /// parenthesis (inside a bare regex literal, say) cannot swallow the rest of the file.
    private mutating func skipInterpolation(canSpanLines: Bool) {
        index += 1
        var depth = 1
        while depth > 0, let byte = peek() {
            if byte == .newline && !canSpanLines { return }
            switch byte {
            case .leftParenthesis:
                depth += 1
                index += 1
            case .rightParenthesis:
                depth -= 1
                index += 1
            case .quote:
                _ = scanString(pounds: 0)
            case .pound:
                var pounds = 0
                while peek(pounds) == .pound {
                    pounds += 1
                }
                index += pounds
                if peek() == .quote {
                    _ = scanString(pounds: pounds)
                }
            case .slash where peek(1) == .slash:
                skipToEndOfLine()
            case .slash where peek(1) == .asterisk:
                skipBlockComment()
            default:
                advance()
            }
        }
    }

    /// Skips `#/ ... /#` (any number of `#`), which may span lines.
    private mutating func skipExtendedRegex(pounds: Int) {
        index += 1
        while let byte = peek() {
            if byte == .backslash, peek(1) != nil {
                index += 1
                advance()
            } else if byte == .slash, matches(.pound, repeated: pounds, at: 1) {
                index += 1 + pounds
                return
            } else {
                advance()
            }
        }
    }
}

extension UInt8 {
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let verticalTab: UInt8 = 0x0B
    fileprivate static let formFeed: UInt8 = 0x0C
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let exclamation = UInt8(ascii: "!")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let pound = UInt8(ascii: "#")
    fileprivate static let leftParenthesis = UInt8(ascii: "(")
    fileprivate static let rightParenthesis = UInt8(ascii: ")")
    fileprivate static let asterisk = UInt8(ascii: "*")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let at = UInt8(ascii: "@")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let backquote = UInt8(ascii: "`")

    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// Letters, `_`, and every byte of a multi-byte UTF-8 sequence (Swift allows most of Unicode
    /// in identifiers; treating all of it as identifier text is safe for finding imports).
    fileprivate var isIdentifierStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self >= 0x80
    }

    fileprivate var isIdentifierContinuation: Bool { isIdentifierStart || isDigit }
}
