public import Foundation

/// The checked package: its targets and where it lives.
public struct PackageModel: Sendable {
    /// The package's name from its manifest.
    public var name: String
    /// The package's root folder.
    public var root: URL
    /// Every target, in manifest order.
    public var targets: [PackageTarget]

    /// Creates a package description.
    public init(name: String, root: URL, targets: [PackageTarget]) {
        self.name = name
        self.root = root
        self.targets = targets
    }

    /// The target a module name belongs to, if it is one of this package's.
    public func target(forModule module: String) -> PackageTarget? {
        targets.first { $0.moduleName == module }
    }

    /// The Swift files of `target`, as paths relative to the package root, sorted.
    ///
    /// Honours `sources:` and `exclude:` and skips hidden folders, as SwiftPM does.
    public func swiftFiles(of target: PackageTarget) -> [String] {
        let fileManager = FileManager.default
        let targetRoot = root.appendingPathComponent(target.path)
        let included = (target.sources ?? [""]).map {
            targetRoot.appendingPathComponent($0).standardizedFileURL.path
        }
        let excluded = target.exclude.map { targetRoot.appendingPathComponent($0).standardizedFileURL.path }
        var files: [String] = []
        for start in included {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: start, isDirectory: &isDirectory) else { continue }
            let candidates: [String]
            if isDirectory.boolValue {
                let enumerator = fileManager.enumerator(atPath: start)
                candidates = (enumerator?.allObjects as? [String] ?? []).map { start + "/" + $0 }
            } else {
                candidates = [start]
            }
            for path in candidates where path.hasSuffix(".swift") {
                let isHidden = path.dropFirst(start.count).split(separator: "/").contains {
                    $0.hasPrefix(".")
                }
                let isExcluded = excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
                if !isHidden && !isExcluded {
                    files.append(relativePath(of: path))
                }
            }
        }
        return Array(Set(files)).sorted()
    }

    /// `path` relative to the package root when it lies inside it.
    func relativePath(of path: String) -> String {
        let rootPath = root.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
