/// A position in a source file, 1-based, with the column counted in UTF-8 bytes as compilers do.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders by line, then column.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// One significant piece of Swift source: comments and white space never become tokens.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// An identifier or keyword. `escaped` is true for a backquoted identifier such as `` `import` ``,
        /// which is never a keyword.
        case identifier(String, escaped: Bool)
        /// `@name`, the start of an attribute.
        case attribute(String)
        /// `#name`: a compiler directive (`#if`, `#endif`) or a macro expansion.
        case pound(String)
        /// A string literal; `value` holds its text when it is a plain literal without interpolation.
        case string(value: String?)
        /// A regular-expression literal.
        case regex
        /// A number literal.
        case number
        /// One punctuation or operator character.
        case punctuation(UInt8)
    }

    var kind: Kind
    var location: SourceLocation
    /// True when nothing but white space and comments stands before this token on its line.
    var startsLine: Bool

    var identifier: String? {
        if case .identifier(let name, escaped: false) = kind { return name }
        return nil
    }

    func isPunctuation(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return kind == .punctuation(ascii)
    }
}
