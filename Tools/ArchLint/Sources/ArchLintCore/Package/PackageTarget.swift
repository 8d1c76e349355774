/// A target of the checked package, as its manifest declares it.
public struct PackageTarget: Hashable, Sendable, Codable {
    /// What SwiftPM builds the target as.
    public enum Kind: String, Hashable, Sendable, Codable {
        case regular, executable, test, system, binary, plugin, macro
    }

    /// One declared dependency of a target.
    public struct Dependency: Hashable, Sendable, Codable {
        /// The target or product name as written in the manifest.
        public var name: String
        /// The package a `.product` dependency comes from; nil for targets and by-name dependencies.
        public var package: String?

        /// Creates a dependency.
        public init(name: String, package: String? = nil) {
            self.name = name
            self.package = package
        }
    }

    /// The target's name in the manifest.
    public var name: String
    /// What SwiftPM builds it as.
    public var kind: Kind
    /// Its source folder, relative to the package root.
    public var path: String
    /// The files or folders listed in `sources:`, relative to `path`; nil means all of `path`.
    public var sources: [String]?
    /// The files or folders listed in `exclude:`, relative to `path`.
    public var exclude: [String]
    /// Its declared direct dependencies, in manifest order.
    public var dependencies: [Dependency]

    /// Creates a target description.
    public init(
        name: String,
        kind: Kind,
        path: String,
        sources: [String]? = nil,
        exclude: [String] = [],
        dependencies: [Dependency] = []
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.sources = sources
        self.exclude = exclude
        self.dependencies = dependencies
    }

    /// The name other files import it by: the target name with every character that cannot stand
    /// in a Swift identifier replaced by `_` (`pitch-trainer` becomes `pitch_trainer`).
    public var moduleName: String {
        String(
            name.unicodeScalars.enumerated().map { offset, scalar in
                let isLetter = scalar.properties.isAlphabetic || scalar == "_"
                let isDigit = ("0"..."9").contains(scalar)
                return isLetter || (isDigit && offset > 0) ? Character(scalar) : "_"
            }
        )
    }

    /// True for the targets whose sources are Swift files the lint scans.
    public var hasSwiftSources: Bool {
        kind != .system && kind != .binary
    }
}
