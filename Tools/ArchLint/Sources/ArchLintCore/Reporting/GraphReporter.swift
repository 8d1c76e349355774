/// The target graph with its layers as clusters, in Graphviz dot or Mermaid.
///
/// Solid arrows are declared dependencies, dashed ones imports the manifest does not declare, red
/// ones breaches. Modules outside the package (GRDB, Foundation is left out) stand in their own
/// cluster.
public enum GraphReporter {
    /// The two graph languages.
    public enum Format: Sendable {
        /// Graphviz `dot`.
        case dot
        /// Mermaid `flowchart`.
        case mermaid
    }

    private struct Arrow: Hashable {
        var from: String
        var to: String
        var declared: Bool
        var breach: Bool
    }

    /// Renders the graph of `report` in `format`.
    public static func render(_ report: LintReport, as format: Format) -> String {
        let targets = report.package.targets
        let names = Dictionary(targets.map { ($0.moduleName, $0.name) }) { first, _ in first }
        let external = Set(report.rules.externalModules)
        let breachPairs = Set(
            report.breaches.compactMap { breach in
                breach.importer.flatMap { from in breach.imported.map { "\(from)>\($0)" } }
            })
        var arrows: [String: Arrow] = [:]
        for edge in report.edges where names[edge.imported] != nil || external.contains(edge.imported) {
            let from = names[edge.importer] ?? edge.importer
            let to = names[edge.imported] ?? edge.imported
            let key = "\(from)>\(to)"
            var arrow = arrows[key] ?? Arrow(from: from, to: to, declared: false, breach: false)
            arrow.declared = arrow.declared || edge.origin == .manifest
            arrow.breach = arrow.breach || breachPairs.contains("\(edge.importer)>\(edge.imported)")
            arrows[key] = arrow
        }
        let placed = Set(report.layers.flatMap(\.modules))
        var clusters = report.layers.map { layer in
            (name: layer.name, members: layer.modules.filter { name in targets.contains { $0.name == name } })
        }
        let unplaced = targets.map(\.name).filter { !placed.contains($0) }
        if !unplaced.isEmpty {
            clusters.append((name: "unplaced", members: unplaced))
        }
        let externals = Set(arrows.values.map(\.to)).filter { name in !targets.contains { $0.name == name } }
        if !externals.isEmpty {
            clusters.append((name: "external", members: externals.sorted()))
        }
        let sortedArrows = arrows.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        switch format {
        case .dot:
            return dot(clusters: clusters, arrows: sortedArrows)
        case .mermaid:
            return mermaid(clusters: clusters, arrows: sortedArrows)
        }
    }

    private static func dot(clusters: [(name: String, members: [String])], arrows: [Arrow]) -> String {
        var lines = [
            "digraph architecture {", "    rankdir=TB;", "    node [shape=box, fontname=\"Helvetica\"];",
        ]
        for (index, cluster) in clusters.enumerated() {
            lines.append("    subgraph cluster_\(index) {")
            lines.append("        label=\"\(cluster.name)\";")
            for member in cluster.members {
                lines.append("        \"\(member)\";")
            }
            lines.append("    }")
        }
        for arrow in arrows {
            var attributes: [String] = []
            if !arrow.declared { attributes.append("style=dashed") }
            if arrow.breach { attributes.append("color=red") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \"\(arrow.from)\" -> \"\(arrow.to)\"\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaid(clusters: [(name: String, members: [String])], arrows: [Arrow]) -> String {
        var identifiers: [String: String] = [:]
        var lines = ["flowchart TB"]
        for (index, cluster) in clusters.enumerated() {
            lines.append("    subgraph layer\(index)[\"\(cluster.name)\"]")
            for member in cluster.members {
                let identifier = "n\(identifiers.count)"
                identifiers[member] = identifier
                lines.append("        \(identifier)[\"\(member)\"]")
            }
            lines.append("    end")
        }
        var breachLinks: [Int] = []
        for (index, arrow) in arrows.enumerated() {
            let from = identifiers[arrow.from] ?? arrow.from
            let to = identifiers[arrow.to] ?? arrow.to
            lines.append("    \(from) \(arrow.declared ? "-->" : "-.->") \(to)")
            if arrow.breach { breachLinks.append(index) }
        }
        if !breachLinks.isEmpty {
            lines.append("    linkStyle \(breachLinks.map(String.init).joined(separator: ",")) stroke:red")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
