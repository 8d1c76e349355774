/// One dependency between two modules, from the manifest or from an `import` in a file.
public struct DependencyEdge: Hashable, Sendable, Codable {
    /// Where the dependency was declared.
    public enum Origin: String, Hashable, Sendable, Codable {
        /// A target's `dependencies:` in the manifest.
        case manifest
        /// An `import` statement in a source file.
        case source
    }

    /// The module that depends.
    public var importer: String
    /// The module it depends on.
    public var imported: String
    /// Manifest or source.
    public var origin: Origin
    /// The file holding the declaration, relative to the package root.
    public var file: String
    /// Where in that file.
    public var location: SourceLocation
    /// True for `@testable import`.
    public var isTestable: Bool

    /// Creates an edge.
    public init(
        importer: String,
        imported: String,
        origin: Origin,
        file: String,
        location: SourceLocation,
        isTestable: Bool = false
    ) {
        self.importer = importer
        self.imported = imported
        self.origin = origin
        self.file = file
        self.location = location
        self.isTestable = isTestable
    }

    /// "imports" or "depends on", for messages.
    var verb: String {
        origin == .manifest ? "depends on" : "imports"
    }
}
