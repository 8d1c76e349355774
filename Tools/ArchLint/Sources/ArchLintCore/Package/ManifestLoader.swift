public import Foundation

/// Reads a package's targets through `swift package dump-package`, with a cache.
///
/// Evaluating a manifest takes about a second, so the result is kept in
/// `.build/archlint/manifest-HASH.json`, keyed by a hash of every `Package*.swift` file and of the
/// `swift` toolchain: a warm run reads the cache and never starts SwiftPM. The key cannot see what a
/// manifest reads from the disk or the environment, so manifests checked this way must not (this
/// repository's does not); `--no-cache` asks SwiftPM again. `--ignore-lock` keeps the call from
/// waiting on a build that holds the package's lock.
public struct ManifestLoader: Sendable {
    /// Bump when the cached form or its reading changes, so old caches are not trusted.
    private static let cacheFormat = "archlint-manifest-2"

    /// The `swift` program to run; `ARCHLINT_SWIFT` overrides the one found on `PATH`.
    public var swiftCommand: String
    /// False to always ask SwiftPM (and refresh the cache).
    public var usesCache: Bool

    /// Creates a loader.
    public init(swiftCommand: String? = nil, usesCache: Bool = true) {
        self.swiftCommand = swiftCommand ?? ProcessInfo.processInfo.environment["ARCHLINT_SWIFT"] ?? "swift"
        self.usesCache = usesCache
    }

    /// Loads the package at `root`.
    /// - Throws: `ArchLintError.packageUnreadable` when there is no manifest or SwiftPM rejects it.
    public func load(packageAt root: URL) throws(ArchLintError) -> PackageModel {
        let manifests = manifestFiles(in: root)
        guard !manifests.isEmpty else {
            throw .packageUnreadable(path: root.path, detail: "there is no Package.swift in that folder")
        }
        var hasher = FNV1aHasher()
        hasher.combine(Array(Self.cacheFormat.utf8))
        hasher.combine(Array(toolchainIdentity().utf8))
        for manifest in manifests {
            hasher.combine(Array(manifest.lastPathComponent.utf8))
            hasher.combine((try? Data(contentsOf: manifest)).map(Array.init) ?? [])
        }
        let cacheFolder = root.appendingPathComponent(".build/archlint")
        let cacheFile = cacheFolder.appendingPathComponent("manifest-\(hasher.hexDigest).json")
        if usesCache, let cached = try? Data(contentsOf: cacheFile),
            let model = try? decode(cached, root: root)
        {
            return model
        }
        let dump = try dumpPackage(at: root)
        let model = try decode(dump, root: root)
        storeInCache(dump, at: cacheFile, in: cacheFolder)
        return model
    }

    /// The `swift` command and, where it is found on `PATH`, its path and modification time: a new
    /// toolchain may describe the same manifest differently.
    private func toolchainIdentity() -> String {
        let fileManager = FileManager.default
        let candidates =
            swiftCommand.contains("/")
            ? [swiftCommand]
            : (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
                "\($0)/\(swiftCommand)"
            }
        guard let path = candidates.first(where: { fileManager.isExecutableFile(atPath: $0) }) else {
            return swiftCommand
        }
        let resolved = (try? fileManager.destinationOfSymbolicLink(atPath: path)) ?? path
        let modified = (try? fileManager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
        return "\(swiftCommand)|\(resolved)|\(modified?.timeIntervalSince1970 ?? 0)"
    }

    private func manifestFiles(in root: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter {
            $0 == "Package.swift" || ($0.hasPrefix("Package@swift") && $0.hasSuffix(".swift"))
        }
        .sorted()
        .map { root.appendingPathComponent($0) }
    }

    private func dumpPackage(at root: URL) throws(ArchLintError) -> Data {
        let result: ProcessResult
        do {
            result = try ProcessResult.run(
                "/usr/bin/env",
                arguments: [
                    swiftCommand, "package", "--package-path", root.path, "--ignore-lock", "dump-package",
                ]
            )
        } catch {
            throw .packageUnreadable(path: root.path, detail: "could not start `\(swiftCommand)`: \(error)")
        }
        guard result.status == 0 else {
            let message = String(decoding: result.standardError, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw .packageUnreadable(
                path: root.path,
                detail: "`swift package dump-package` failed (exit \(result.status)): \(message)"
            )
        }
        return result.standardOutput
    }

    private func storeInCache(_ dump: Data, at file: URL, in folder: URL) {
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            for old in try fileManager.contentsOfDirectory(atPath: folder.path)
            where old.hasPrefix("manifest-") || old.hasPrefix(".manifest-") {
                try? fileManager.removeItem(at: folder.appendingPathComponent(old))
            }
            let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
            try dump.write(to: temporary)
            // rename(2) replaces an existing file atomically and works when there is none, unlike
            // FileManager.replaceItemAt on Linux.
            if rename(temporary.path, file.path) != 0 {
                try? fileManager.removeItem(at: temporary)
            }
        } catch {
            // A read-only checkout still works; it only runs SwiftPM every time.
        }
    }

    private func decode(_ data: Data, root: URL) throws(ArchLintError) -> PackageModel {
        let dumped: DumpedPackage
        do {
            dumped = try JSONDecoder().decode(DumpedPackage.self, from: data)
        } catch {
            throw .packageUnreadable(path: root.path, detail: "unexpected output from dump-package: \(error)")
        }
        let targets = dumped.targets.map { target in
            let kind = PackageTarget.Kind(rawValue: target.type) ?? .regular
            return PackageTarget(
                name: target.name,
                kind: kind,
                path: target.path ?? defaultPath(of: target.name, kind: kind, root: root),
                sources: target.sources,
                exclude: target.exclude ?? [],
                dependencies: target.dependencies.compactMap(\.dependency)
            )
        }
        return PackageModel(name: dumped.name, root: root, targets: targets)
    }

    /// SwiftPM's default folders for a target without `path:`.
    private func defaultPath(of name: String, kind: PackageTarget.Kind, root: URL) -> String {
        let parents: [String] =
            switch kind {
            case .test: ["Tests"]
            case .plugin: ["Plugins"]
            default: ["Sources", "Source", "src", "srcs"]
            }
        let existing = parents.first { parent in
            FileManager.default.fileExists(atPath: root.appendingPathComponent("\(parent)/\(name)").path)
        }
        return "\(existing ?? parents[0])/\(name)"
    }
}

// MARK: - The parts of dump-package's JSON the lint reads

private struct DumpedPackage: Decodable {
    var name: String
    var targets: [DumpedTarget]
}

private struct DumpedTarget: Decodable {
    var name: String
    var type: String
    var path: String?
    var sources: [String]?
    var exclude: [String]?
    var dependencies: [DumpedDependency]
}

/// `{"byName": ["Name", null]}`, `{"target": ["Name", null]}` or
/// `{"product": ["Name", "package", null, null]}`.
private struct DumpedDependency: Decodable {
    var byName: [String?]?
    var target: [String?]?
    var product: [String?]?

    var dependency: PackageTarget.Dependency? {
        if let name = byName?.first ?? target?.first, let name {
            return PackageTarget.Dependency(name: name)
        }
        if let product, let name = product.first ?? nil {
            return PackageTarget.Dependency(name: name, package: product.count > 1 ? product[1] : nil)
        }
        return nil
    }
}
