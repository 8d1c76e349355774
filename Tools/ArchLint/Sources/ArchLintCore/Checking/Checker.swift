/// Checks a scanned package against its rules and collects every breach.
///
/// It works on one graph of module dependencies with two kinds of edge: the manifest's target
/// dependencies and the source files' imports. Contracts are checked on both, so a dependency that
/// is declared but unused, or used but undeclared, is caught either way.
struct Checker {
    let package: PackageModel
    let rules: Rules
    /// The rules file's path as messages show it.
    let rulesFile: String
    let manifest: ManifestLocator
    let files: [ScannedFile]

    var breaches: [Breach] = []
    private var usedExceptions: Set<Int> = []
    let edges: [DependencyEdge]
    /// The same edges as a graph, for chains and cycles.
    let graph: ModuleGraph
    private let targetsByModule: [String: PackageTarget]
    /// Module name for every name the rules may use (target names map to their module names).
    private let moduleNames: [String: String]

    init(package: PackageModel, rules: Rules, rulesFile: String, manifestText: String, files: [ScannedFile]) {
        self.package = package
        self.rules = rules
        self.rulesFile = rulesFile
        self.manifest = ManifestLocator(manifest: manifestText)
        self.files = files
        var targetsByModule: [String: PackageTarget] = [:]
        var moduleNames: [String: String] = [:]
        for target in package.targets {
            targetsByModule[target.moduleName] = target
            moduleNames[target.name] = target.moduleName
        }
        for external in rules.externalModules where moduleNames[external] == nil {
            moduleNames[external] = external
        }
        self.targetsByModule = targetsByModule
        self.moduleNames = moduleNames
        self.edges = Self.edges(of: package, files: files, manifest: manifest)
        self.graph = ModuleGraph(edges: edges)
    }

    /// Every manifest dependency and every import, except a module importing itself.
    private static func edges(of package: PackageModel, files: [ScannedFile], manifest: ManifestLocator)
        -> [DependencyEdge]
    {
        var edges: [DependencyEdge] = []
        for target in package.targets {
            for dependency in target.dependencies {
                let module =
                    package.targets.first { $0.name == dependency.name }?.moduleName ?? dependency.name
                edges.append(
                    DependencyEdge(
                        importer: target.moduleName,
                        imported: module,
                        origin: .manifest,
                        file: "Package.swift",
                        location: manifest.location(ofDependency: dependency.name, in: target.name)
                    )
                )
            }
        }
        let moduleOfTarget = Dictionary(package.targets.map { ($0.name, $0.moduleName) }) { first, _ in first
        }
        for file in files {
            let importer = moduleOfTarget[file.target] ?? file.target
            for declaration in file.imports where declaration.module != importer {
                edges.append(
                    DependencyEdge(
                        importer: importer,
                        imported: declaration.module,
                        origin: .source,
                        file: file.path,
                        location: declaration.location,
                        isTestable: declaration.isTestable
                    )
                )
            }
        }
        return edges
    }

    /// Runs every check and returns the breaches, sorted.
    mutating func run() -> [Breach] {
        checkRuleNames()
        checkPlacement()
        for edge in edges {
            checkBuiltIns(edge)
            for contract in rules.contracts {
                checkDirect(edge, against: contract)
            }
        }
        for contract in rules.contracts {
            checkIndirect(contract)
            checkThin(contract)
        }
        checkCycles()
        checkStaleExceptions()
        return Array(Set(breaches)).sorted()
    }

    // MARK: - Recording

    /// Records a breach unless an exception of the rules file excuses it.
    mutating func report(_ breach: Breach) {
        let excuse = rules.exceptions.indices.first { index in
            let exception = rules.exceptions[index]
            return exception.contract == breach.contract
                && module(exception.importer) == breach.importer
                && module(exception.imported) == breach.imported
                && (exception.file == nil || exception.file == breach.file)
        }
        if let excuse {
            usedExceptions.insert(excuse)
        } else {
            breaches.append(breach)
        }
    }

    /// The module name a rules-file name stands for.
    func module(_ name: String) -> String {
        moduleNames[name] ?? name
    }

    func target(ofModule module: String) -> PackageTarget? {
        targetsByModule[module]
    }

    // MARK: - The rules file itself

    private mutating func checkRuleNames() {
        for contract in rules.contracts {
            for name in Set(contract.mentionedModules).sorted() where moduleNames[name] == nil {
                breaches.append(
                    Breach(
                        contract: "rules",
                        kind: "rules",
                        file: rulesFile,
                        location: SourceLocation(
                            line: rules.line(of: "\"\(name)\"", after: Rules.contractAnchor(contract.name)),
                            column: 1),
                        message:
                            "contract '\(contract.name)' names '\(name)', which is neither a target of the package nor listed in externalModules"
                    )
                )
            }
        }
    }

    private mutating func checkPlacement() {
        let placed = Set(
            rules.contracts.flatMap { contract -> [String] in
                guard case .layers(let layers) = contract.kind else { return [] }
                return layers.flatMap(\.modules)
            }
        )
        for target in package.targets where !placed.contains(target.name) {
            breaches.append(
                Breach(
                    contract: "placement",
                    kind: "placement",
                    file: "Package.swift",
                    location: manifest.location(ofTarget: target.name),
                    message:
                        "target \(target.name) is in no layer; place it in a layers contract of \(rulesFile)"
                )
            )
        }
    }

    private mutating func checkStaleExceptions() {
        for (index, exception) in rules.exceptions.enumerated() where !usedExceptions.contains(index) {
            let line = rules.line(of: "\"importer\"", after: ["\"exceptions\""], occurrence: index)
            breaches.append(
                Breach(
                    contract: "stale-exception",
                    kind: "stale-exception",
                    file: rulesFile,
                    location: SourceLocation(line: line, column: 1),
                    importer: exception.importer,
                    imported: exception.imported,
                    message:
                        "the exception for \(exception.importer) -> \(exception.imported) in contract '\(exception.contract)' matches no breach any more; remove it"
                )
            )
        }
    }

    // MARK: - Built-in checks on one edge

    private mutating func checkBuiltIns(_ edge: DependencyEdge) {
        guard edge.origin == .source, let importer = target(ofModule: edge.importer) else { return }
        if edge.isTestable && importer.kind != .test {
            report(
                Breach(
                    contract: "testable",
                    kind: "testable",
                    file: edge.file,
                    location: edge.location,
                    importer: edge.importer,
                    imported: edge.imported,
                    message:
                        "\(edge.importer) uses @testable import \(edge.imported); @testable import belongs in test targets only"
                )
            )
        }
        if let imported = target(ofModule: edge.imported),
            !importer.dependencies.contains(where: { $0.name == imported.name })
        {
            report(
                Breach(
                    contract: "undeclared",
                    kind: "undeclared",
                    file: edge.file,
                    location: edge.location,
                    importer: edge.importer,
                    imported: edge.imported,
                    message:
                        "\(edge.importer) imports \(edge.imported), which is not a declared dependency of \(importer.name); add it to the target's dependencies in Package.swift"
                )
            )
        }
    }
}
