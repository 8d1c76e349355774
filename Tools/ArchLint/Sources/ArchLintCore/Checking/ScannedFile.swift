/// A source file of a target, read and scanned.
public struct ScannedFile: Sendable {
    /// The target's name.
    public var target: String
    /// The path relative to the package root.
    public var path: String
    /// Its import statements.
    public var imports: [ImportDeclaration]
    /// Its lines that hold more than white space.
    public var nonBlankLines: Int
}
