import Foundation

/// The report as JSON for other programs: the breaches, the graph and a summary.
public enum JSONReporter {
    private struct Document: Encodable {
        struct Summary: Encodable {
            var breaches: Int
            var targets: Int
            var files: Int
            var imports: Int
            var contracts: Int
        }
        struct Target: Encodable {
            var name: String
            var module: String
            var kind: String
            var layer: String?
            var dependencies: [String]
        }
        var package: String
        var root: String
        var summary: Summary
        var breaches: [Breach]
        var targets: [Target]
    }

    /// Renders `report` as pretty-printed JSON with sorted keys.
    public static func render(_ report: LintReport) -> String {
        let layerOfTarget = Dictionary(
            report.layers.flatMap { layer in layer.modules.map { ($0, layer.name) } },
            uniquingKeysWith: { first, _ in first }
        )
        let document = Document(
            package: report.package.name,
            root: report.package.root.path,
            summary: .init(
                breaches: report.breaches.count,
                targets: report.package.targets.count,
                files: report.fileCount,
                imports: report.importCount,
                contracts: report.rules.contracts.count
            ),
            breaches: report.breaches,
            targets: report.package.targets.map { target in
                .init(
                    name: target.name,
                    module: target.moduleName,
                    kind: target.kind.rawValue,
                    layer: layerOfTarget[target.name],
                    dependencies: target.dependencies.map(\.name)
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
