extension Checker {
    // MARK: - Direct dependencies

    /// Checks one edge against the parts of `contract` that concern direct dependencies.
    mutating func checkDirect(_ edge: DependencyEdge, against contract: Contract) {
        switch contract.kind {
        case .layers(let layers):
            checkLayers(edge, layers: layers, contract: contract)
        case .independence(let modules):
            let members = Set(modules.map(module))
            if members.contains(edge.importer) && members.contains(edge.imported) {
                report(
                    breach(
                        edge,
                        contract,
                        "\(edge.importer) \(edge.verb) \(edge.imported) (modules of '\(contract.name)' must stay independent)"
                    )
                )
            }
        case .forbidden(let from, let to, _):
            if from.map(module).contains(edge.importer) && to.map(module).contains(edge.imported) {
                report(
                    breach(
                        edge,
                        contract,
                        "\(edge.importer) \(edge.verb) \(edge.imported) (forbidden by '\(contract.name)')"
                    )
                )
            }
        case .protected(let modules, let allowedImporters):
            let allowed = allowedImporters.map(module)
            if modules.map(module).contains(edge.imported) && !allowed.contains(edge.importer) {
                let who = allowed.isEmpty ? "no module" : "only " + allowed.joined(separator: ", ")
                report(
                    breach(
                        edge, contract,
                        "\(edge.importer) \(edge.verb) \(edge.imported) (\(who) may import \(edge.imported))")
                )
            }
        case .thin:
            break  // checked per target, in checkThin
        }
    }

    private mutating func checkLayers(_ edge: DependencyEdge, layers: [Contract.Layer], contract: Contract) {
        func layerIndex(of name: String) -> Int? {
            layers.firstIndex { layer in layer.modules.contains { module($0) == name } }
        }
        guard let importerLayer = layerIndex(of: edge.importer),
            let importedLayer = layerIndex(of: edge.imported)
        else { return }
        let importer = layers[importerLayer]
        let imported = layers[importedLayer]
        // Layers are listed from the highest down: a smaller index is a higher layer.
        if importedLayer < importerLayer {
            report(
                breach(
                    edge,
                    contract,
                    "\(edge.importer) \(edge.verb) \(edge.imported) (\(edge.importer) is in layer \(importer.name), \(edge.imported) in the higher layer \(imported.name))"
                )
            )
        } else if importedLayer == importerLayer && importer.independent {
            report(
                breach(
                    edge,
                    contract,
                    "\(edge.importer) \(edge.verb) \(edge.imported) (both are in layer \(importer.name), whose modules must stay independent)"
                )
            )
        }
    }

    private func breach(_ edge: DependencyEdge, _ contract: Contract, _ message: String) -> Breach {
        Breach(
            contract: contract.name,
            kind: contract.kindName,
            file: edge.file,
            location: edge.location,
            importer: edge.importer,
            imported: edge.imported,
            chain: [edge.importer, edge.imported],
            message: message
        )
    }

    // MARK: - Chains

    /// Checks the parts of `contract` that forbid reaching a module through a chain of others.
    mutating func checkIndirect(_ contract: Contract) {
        switch contract.kind {
        case .independence(let modules):
            let members = modules.map(module)
            for from in members {
                for to in members where to != from {
                    reportChain(
                        from: from, to: to, contract: contract,
                        why: "modules of '\(contract.name)' must stay independent")
                }
            }
        case .forbidden(let from, let to, indirect: true):
            for source in from.map(module) {
                for target in to.map(module) {
                    reportChain(
                        from: source, to: target, contract: contract, why: "forbidden by '\(contract.name)'")
                }
            }
        default:
            break
        }
    }

    /// Reports `from` reaching `to` through at least one module between them; a direct edge is the
    /// direct check's business.
    private mutating func reportChain(from: String, to: String, contract: Contract, why: String) {
        guard !edges.contains(where: { $0.importer == from && $0.imported == to }),
            let chain = graph.shortestPath(from: from, to: to),
            let first = firstEdge(from: chain[0], to: chain[1])
        else { return }
        report(
            Breach(
                contract: contract.name,
                kind: contract.kindName,
                file: first.file,
                location: first.location,
                importer: from,
                imported: to,
                chain: chain,
                message: "\(from) reaches \(to) through \(chain.joined(separator: " -> ")) (\(why))"
            )
        )
    }

    /// The edge to point at for a step of a chain: the manifest's, else the first import.
    private func firstEdge(from: String, to: String) -> DependencyEdge? {
        let candidates = edges.filter { $0.importer == from && $0.imported == to }
        return candidates.first { $0.origin == .manifest } ?? candidates.first
    }

    mutating func checkCycles() {
        let projectModules = Set(package.targets.map(\.moduleName))
        let projectGraph = ModuleGraph(edges: edges.filter { projectModules.contains($0.imported) })
        for cycle in projectGraph.cycles() {
            guard let first = firstEdge(from: cycle[0], to: cycle[1]) else { continue }
            breaches.append(
                Breach(
                    contract: "cycle",
                    kind: "cycle",
                    file: first.file,
                    location: first.location,
                    importer: cycle[0],
                    imported: cycle[1],
                    chain: cycle,
                    message: "dependency cycle: \(cycle.joined(separator: " -> "))"
                )
            )
        }
    }

    // MARK: - Thin executables

    mutating func checkThin(_ contract: Contract) {
        guard case .thin(let targets, let maxLines, let maxFiles, let allowedImports) = contract.kind else {
            return
        }
        let allowed = Set(allowedImports.map(module))
        for name in targets {
            let targetFiles = files.filter { $0.target == name }
            let lines = targetFiles.reduce(0) { $0 + $1.nonBlankLines }
            let firstFile = targetFiles.first?.path ?? "Package.swift"
            let start = SourceLocation(line: 1, column: 1)
            if targetFiles.count > maxFiles {
                report(
                    Breach(
                        contract: contract.name,
                        kind: "thin",
                        file: firstFile,
                        location: start,
                        importer: module(name),
                        message:
                            "\(name) has \(targetFiles.count) source files; a thin executable has at most \(maxFiles)"
                    )
                )
            }
            if lines > maxLines {
                report(
                    Breach(
                        contract: contract.name,
                        kind: "thin",
                        file: firstFile,
                        location: start,
                        importer: module(name),
                        message:
                            "\(name) has \(lines) non-blank lines; a thin executable has at most \(maxLines)"
                    )
                )
            }
            for file in targetFiles {
                for declaration in file.imports where !allowed.contains(declaration.module) {
                    report(
                        Breach(
                            contract: contract.name,
                            kind: "thin",
                            file: file.path,
                            location: declaration.location,
                            importer: module(name),
                            imported: declaration.module,
                            message:
                                "\(name) imports \(declaration.module); a thin executable imports only \(allowedImports.joined(separator: ", "))"
                        )
                    )
                }
            }
        }
    }
}
