/// Finds where targets and their dependencies are written in `Package.swift`, so that breaches in
/// the manifest graph point at a real line.
struct ManifestLocator {
    private static let declarations: Set<String> = [
        "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "plugin", "macro",
    ]
    /// Products and package dependencies also have `name:`; their literals belong to no target.
    private static let otherDeclarations: Set<String> = ["library", "executable", "package"]
    private static let notATarget = "#not-a-target"

    /// The string literals of each target declaration, keyed by target name.
    private var literalsByTarget: [String: [(String, SourceLocation)]] = [:]

    init(manifest: String) {
        let tokens = Lexer.tokenize(manifest)
        var depth = 0
        var open: (name: String?, depth: Int)?  // the declaration being read, if any
        for (index, token) in tokens.enumerated() {
            if token.isPunctuation("(") || token.isPunctuation("[") {
                if open == nil, index >= 2, tokens[index - 2].isPunctuation("."),
                    let word = tokens[index - 1].identifier,
                    Self.declarations.contains(word) || Self.otherDeclarations.contains(word)
                {
                    open = (Self.declarations.contains(word) ? nil : Self.notATarget, depth)
                }
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") {
                depth -= 1
                if let current = open, current.depth == depth {
                    open = nil
                }
            } else if case .string(let value?) = token.kind, let current = open {
                if let name = current.name {
                    literalsByTarget[name, default: []].append((value, token.location))
                } else if index >= 2, tokens[index - 1].isPunctuation(":"),
                    tokens[index - 2].identifier == "name"
                {
                    open?.name = value
                    literalsByTarget[value, default: []].append((value, token.location))
                }
            }
        }
    }

    /// Where `target` is declared: its `name:` literal.
    func location(ofTarget target: String) -> SourceLocation {
        literalsByTarget[target]?.first?.1 ?? SourceLocation(line: 1, column: 1)
    }

    /// Where `target` names `dependency`, or where the target is declared when the name is not
    /// written as a literal there.
    func location(ofDependency dependency: String, in target: String) -> SourceLocation {
        let literals = literalsByTarget[target] ?? []
        return literals.dropFirst().first { $0.0 == dependency }?.1 ?? location(ofTarget: target)
    }
}
