/// What one run of the lint found.
public struct LintReport: Sendable {
    /// The checked package.
    public var package: PackageModel
    /// The rules it was checked against.
    public var rules: Rules
    /// Every breach, sorted by file and line; empty when the package is clean.
    public var breaches: [Breach]
    /// Every dependency seen: the manifest's and the imports'.
    public var edges: [DependencyEdge]
    /// How many Swift files were scanned.
    public var fileCount: Int
    /// How many import statements they hold.
    public var importCount: Int

    /// The layers of the first `layers` contract, highest first, for drawing the graph.
    public var layers: [Contract.Layer] {
        for contract in rules.contracts {
            if case .layers(let layers) = contract.kind { return layers }
        }
        return []
    }
}
