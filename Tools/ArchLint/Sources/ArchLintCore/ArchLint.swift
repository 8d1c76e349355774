public import Foundation

/// The architecture lint: reads a package and its rules, scans every Swift file's imports, and
/// reports each breach of the rules.
public enum ArchLint {
    /// Checks the package at `packageRoot`.
    /// - Parameters:
    ///   - packageRoot: the folder holding `Package.swift`.
    ///   - rulesFile: the rules; by default `archlint.json` in the package root.
    ///   - loader: how the manifest is read (and whether its cache is used).
    /// - Returns: the report, whose `breaches` are empty when the package keeps every rule.
    /// - Throws: `ArchLintError` when the rules or the package cannot be read.
    public static func check(
        packageAt packageRoot: URL,
        rulesFile: URL? = nil,
        loader: ManifestLoader = ManifestLoader()
    ) throws(ArchLintError) -> LintReport {
        let root = packageRoot.standardizedFileURL
        let rulesURL = rulesFile ?? root.appendingPathComponent(Rules.defaultFileName)
        let rules = try Rules.load(from: rulesURL)
        let package = try loader.load(packageAt: root)
        let manifestText =
            (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let files = scan(package)
        var checker = Checker(
            package: package,
            rules: rules,
            rulesFile: package.relativePath(of: rulesURL.standardizedFileURL.path),
            manifestText: manifestText,
            files: files
        )
        let breaches = checker.run()
        return LintReport(
            package: package,
            rules: rules,
            breaches: breaches,
            edges: checker.edges,
            fileCount: files.count,
            importCount: files.reduce(0) { $0 + $1.imports.count }
        )
    }

    /// Reads and scans every Swift file of every target.
    static func scan(_ package: PackageModel) -> [ScannedFile] {
        package.targets.filter(\.hasSwiftSources).flatMap { target in
            package.swiftFiles(of: target).map { path in
                let bytes =
                    (try? Data(contentsOf: package.root.appendingPathComponent(path))).map(Array.init) ?? []
                let lines = bytes.split(separator: UInt8(ascii: "\n")).filter { line in
                    line.contains {
                        $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r")
                    }
                }
                return ScannedFile(
                    target: target.name,
                    path: path,
                    imports: ImportScanner.imports(inUTF8: bytes),
                    nonBlankLines: lines.count
                )
            }
        }
    }
}
