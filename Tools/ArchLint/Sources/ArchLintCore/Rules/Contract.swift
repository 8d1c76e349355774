/// One named rule of the rules file.
public struct Contract: Hashable, Sendable {
    /// What a contract requires.
    public enum Kind: Hashable, Sendable {
        /// Layers from highest to lowest: a module may import its own layer and lower ones only.
        case layers([Layer])
        /// None of these modules may import another, directly or through a chain.
        case independence(modules: [String])
        /// No module of `from` may import a module of `to`; with `indirect`, not through a chain
        /// either.
        case forbidden(from: [String], to: [String], indirect: Bool)
        /// Only `allowedImporters` may import `modules`.
        case protected(modules: [String], allowedImporters: [String])
        /// Each target keeps to `maxFiles` files and `maxLines` lines and imports only
        /// `allowedImports`.
        case thin(targets: [String], maxLines: Int, maxFiles: Int, allowedImports: [String])
    }

    /// One layer of a `layers` contract.
    public struct Layer: Hashable, Sendable, Codable {
        /// Its name, used in messages.
        public var name: String
        /// The modules (target names) on it.
        public var modules: [String]
        /// True when the modules on this layer must not import each other.
        public var independent: Bool

        /// Creates a layer.
        public init(name: String, modules: [String], independent: Bool = false) {
            self.name = name
            self.modules = modules
            self.independent = independent
        }
    }

    /// The name messages show in brackets, unique in the file.
    public var name: String
    /// What it requires.
    public var kind: Kind

    /// Creates a contract.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The kind as it is spelled in the rules file.
    public var kindName: String {
        switch kind {
        case .layers: "layers"
        case .independence: "independence"
        case .forbidden: "forbidden"
        case .protected: "protected"
        case .thin: "thin"
        }
    }

    /// Every module name the contract mentions.
    public var mentionedModules: [String] {
        switch kind {
        case .layers(let layers): layers.flatMap(\.modules)
        case .independence(let modules): modules
        case .forbidden(let from, let to, _): from + to
        case .protected(let modules, let importers): modules + importers
        case .thin(let targets, _, _, let imports): targets + imports
        }
    }
}

extension Contract: Decodable {
    private enum CodingKeys: String, CodingKey {
        case name, kind, layers, modules, from, to, indirect, allowedImporters, targets, maxLines, maxFiles,
            allowedImports
    }

    /// Reads `{"name": ..., "kind": "layers" | "independence" | "forbidden" | "protected" | "thin", ...}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        let kindName = try container.decode(String.self, forKey: .kind)
        switch kindName {
        case "layers":
            kind = .layers(try container.decode([Layer].self, forKey: .layers))
        case "independence":
            kind = .independence(modules: try container.decode([String].self, forKey: .modules))
        case "forbidden":
            kind = .forbidden(
                from: try container.decode([String].self, forKey: .from),
                to: try container.decode([String].self, forKey: .to),
                indirect: try container.decodeIfPresent(Bool.self, forKey: .indirect) ?? false
            )
        case "protected":
            kind = .protected(
                modules: try container.decode([String].self, forKey: .modules),
                allowedImporters: try container.decode([String].self, forKey: .allowedImporters)
            )
        case "thin":
            kind = .thin(
                targets: try container.decode([String].self, forKey: .targets),
                maxLines: try container.decode(Int.self, forKey: .maxLines),
                maxFiles: try container.decodeIfPresent(Int.self, forKey: .maxFiles) ?? 1,
                allowedImports: try container.decode([String].self, forKey: .allowedImports)
            )
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind,
                in: container,
                debugDescription:
                    "contract '\(name)' has kind '\(kindName)'; allowed: layers, independence, forbidden, protected, thin"
            )
        }
    }
}

extension Contract.Layer {
    private enum CodingKeys: String, CodingKey {
        case name, modules, independent
    }

    /// Reads `{"name": ..., "modules": [...], "independent": false}`; `independent` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        modules = try container.decode([String].self, forKey: .modules)
        independent = try container.decodeIfPresent(Bool.self, forKey: .independent) ?? false
    }
}
