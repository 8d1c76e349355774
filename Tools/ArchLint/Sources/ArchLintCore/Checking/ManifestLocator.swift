/// Finds where targets and their dependencies are written in `Package.swift`, so that breaches in
/// the manifest graph point at a real line.
struct ManifestLocator {
    private static let declarations: Set<String> = [
        "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "plugin", "macro",
    ]

    /// The string literals of each target declaration, keyed by target name.
    private var literalsByTarget: [String: [(String, SourceLocation)]] = [:]

    /// Reads the declarations in the package's `targets:` array only: constants before the package
    /// (`let core: Target.Dependency = .target(name: "Core")`) and products of the same name are not
    /// target declarations.
    init(manifest: String) {
        let tokens = Lexer.tokenize(manifest)
        var depth = 0
        var targetsArray: Int?  // the depth inside the `targets: [` of the package
        var open: (name: String?, depth: Int)?  // the target declaration being read, if any
        for (index, token) in tokens.enumerated() {
            if token.isPunctuation("(") || token.isPunctuation("[") {
                if token.isPunctuation("["), targetsArray == nil, open == nil, index >= 2,
                    tokens[index - 1].isPunctuation(":"), tokens[index - 2].identifier == "targets"
                {
                    targetsArray = depth + 1
                } else if open == nil, depth == targetsArray, index >= 2,
                    tokens[index - 2].isPunctuation("."),
                    let word = tokens[index - 1].identifier, Self.declarations.contains(word)
                {
                    open = (nil, depth)
                }
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") {
                depth -= 1
                if let current = open, current.depth == depth {
                    open = nil
                }
                if let array = targetsArray, depth < array {
                    targetsArray = nil
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
