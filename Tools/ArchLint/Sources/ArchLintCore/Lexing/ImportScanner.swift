/// Finds the `import` statements of a Swift file.
///
/// A statement starts at the beginning of the file, of a line, or after `;`. An import statement is
/// any number of attributes (with arguments, as in `@_spi(Internal)`), any access-level modifiers,
/// the keyword `import`, an optional declaration kind, and a dotted module path. The lexer has already
/// removed comments and string literals, so nothing inside them can match.
public enum ImportScanner {
    private static let accessModifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]
    private static let declarationKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// Returns every import statement in `source`, in order.
    public static func imports(in source: String) -> [ImportDeclaration] {
        imports(in: Lexer.tokenize(source))
    }

    /// Returns every import statement in the UTF-8 `bytes` of a file, in order.
    public static func imports(inUTF8 bytes: [UInt8]) -> [ImportDeclaration] {
        imports(in: Lexer.tokenize(bytes))
    }

    static func imports(in tokens: [Token]) -> [ImportDeclaration] {
        var found: [ImportDeclaration] = []
        var conditionalDepth = 0
        var index = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .pound("if"):
                conditionalDepth += 1
            case .pound("endif"):
                conditionalDepth = max(0, conditionalDepth - 1)
            default:
                break
            }
            let startsStatement =
                index == 0 || tokens[index].startsLine || tokens[index - 1].isPunctuation(";")
            if startsStatement, let (declaration, end) = parseImport(in: tokens, at: index) {
                var declaration = declaration
                declaration.isConditional = conditionalDepth > 0
                found.append(declaration)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// Parses an import statement starting at `start`; returns it and the index after it, or nil.
    private static func parseImport(in tokens: [Token], at start: Int) -> (ImportDeclaration, Int)? {
        var index = start
        var attributes: [String] = []
        var accessLevel: String?
        while index < tokens.count, case .attribute(let name) = tokens[index].kind {
            attributes.append(name)
            index += 1
            if index < tokens.count, tokens[index].isPunctuation("(") {
                index = indexAfterParentheses(in: tokens, from: index)
            }
        }
        while index < tokens.count, let word = tokens[index].identifier, accessModifiers.contains(word) {
            accessLevel = word
            index += 1
        }
        guard index < tokens.count, tokens[index].identifier == "import" else { return nil }
        index += 1
        var declarationKind: String?
        if index < tokens.count, let word = tokens[index].identifier, declarationKinds.contains(word) {
            declarationKind = word
            index += 1
        }
        var path: [String] = []
        while index < tokens.count, case .identifier(let name, _) = tokens[index].kind {
            path.append(name)
            index += 1
            guard index + 1 < tokens.count, tokens[index].isPunctuation("."),
                case .identifier = tokens[index + 1].kind
            else { break }
            index += 1
        }
        // An import ends its statement: what follows starts a line or is `;`. This tells
        // `func f(\n import x: Int)`, an argument label, from an import.
        guard let module = path.first,
            index == tokens.count || tokens[index].startsLine || tokens[index].isPunctuation(";")
        else { return nil }
        let declaration = ImportDeclaration(
            module: module,
            path: path,
            declarationKind: declarationKind,
            attributes: attributes,
            accessLevel: accessLevel,
            location: tokens[start].location
        )
        return (declaration, index)
    }

    private static func indexAfterParentheses(in tokens: [Token], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].isPunctuation("(") {
                depth += 1
            } else if tokens[index].isPunctuation(")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }
}
