/// One `import` statement found in a Swift file.
public struct ImportDeclaration: Hashable, Sendable, Codable {
    /// The imported module: the first component of the path (`A` in `import struct A.B`).
    public var module: String
    /// Every component after `import` and its kind (`["A", "B"]` in `import struct A.B`).
    public var path: [String]
    /// The declaration kind of a scoped import (`struct`, `func`, ...), nil for a whole module.
    public var declarationKind: String?
    /// The attributes before the import, without `@` (`testable`, `_exported`, `preconcurrency`).
    public var attributes: [String]
    /// The access level written on the import (`public`, `package`, `internal`, ...), if any.
    public var accessLevel: String?
    /// Where the statement starts (its first attribute, modifier or the `import` keyword).
    public var location: SourceLocation
    /// True when the import stands inside an `#if` block (for example `#if canImport(X)`).
    public var isConditional: Bool

    /// True for `@testable import`.
    public var isTestable: Bool { attributes.contains("testable") }

    /// Creates a declaration; the scanner is the usual source of these.
    public init(
        module: String,
        path: [String],
        declarationKind: String? = nil,
        attributes: [String] = [],
        accessLevel: String? = nil,
        location: SourceLocation,
        isConditional: Bool = false
    ) {
        self.module = module
        self.path = path
        self.declarationKind = declarationKind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.location = location
        self.isConditional = isConditional
    }
}
