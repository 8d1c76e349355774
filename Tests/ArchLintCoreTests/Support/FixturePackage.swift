import ArchLintCore
import Foundation

/// A small Swift package written to a temporary folder, for checking the lint against real
/// manifests read by the real `swift package dump-package`.
struct FixturePackage {
    /// One target of the fixture.
    struct Target {
        var name: String
        var kind = "target"
        var dependencies: [String] = []
        /// File name (relative to the target folder) to contents.
        var files: [String: String]
    }

    let root: URL

    /// Writes the package: a manifest declaring `targets` (each at `Sources/NAME`), their files, and
    /// `rules` as archlint.json.
    init(targets: [Target], rules: String) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("archlint-fixture-\(UUID().uuidString)")
        let declarations = targets.map { target in
            let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            return """
                        .\(target.kind)(
                            name: "\(target.name)",
                            dependencies: [\(dependencies)],
                            path: "Sources/\(target.name)"
                        ),
                """
        }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Fixture",
                targets: [
            \(declarations.joined(separator: "\n"))
                ]
            )

            """
        try write("Package.swift", manifest)
        try write("archlint.json", rules)
        for target in targets {
            for (name, contents) in target.files {
                try write("Sources/\(target.name)/\(name)", contents)
            }
        }
    }

    func write(_ path: String, _ contents: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func check() throws -> LintReport {
        try ArchLint.check(packageAt: root)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Rules with one layers contract (highest layer first) and the given other contracts (JSON
    /// objects) and exceptions.
    static func rules(
        layers: [(String, [String])],
        independentLayers: Set<String> = [],
        externalModules: [String] = [],
        contracts: [String] = [],
        exceptions: [String] = []
    ) -> String {
        let layerList = layers.map { name, modules in
            let names = modules.map { "\"\($0)\"" }.joined(separator: ", ")
            let independent = independentLayers.contains(name)
            return #"{ "name": "\#(name)", "modules": [\#(names)], "independent": \#(independent) }"#
        }
        let layersContract = """
            { "name": "layers", "kind": "layers", "layers": [
                \(layerList.joined(separator: ",\n    "))
              ] }
            """
        let externals = externalModules.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {
              "version": 1,
              "externalModules": [\(externals)],
              "contracts": [
                \(([layersContract] + contracts).joined(separator: ",\n"))
              ],
              "exceptions": [
                \(exceptions.joined(separator: ",\n"))
              ]
            }
            """
    }
}

extension LintReport {
    /// Each breach as "contract file:line:column importer->imported", for compact expectations.
    var summaries: [String] {
        breaches.map { breach in
            "\(breach.contract) \(breach.file):\(breach.location.line):\(breach.location.column) "
                + "\(breach.importer ?? "-")->\(breach.imported ?? "-")"
        }
    }
}
