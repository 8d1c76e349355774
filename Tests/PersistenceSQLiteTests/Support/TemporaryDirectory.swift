import Foundation

/// A fresh directory under the system's temporary directory, removed (with everything in it) when
/// the value is released.
final class TemporaryDirectory {
    /// Its absolute path.
    let path: String

    init() {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("sqlite-store-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    func file(_ name: String = "store.sqlite") -> String {
        path + "/" + name
    }

    /// The names of the entries in `directory` (the temporary directory itself by default), sorted.
    func contents(of directory: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory ?? path)) ?? []).sorted()
    }
}

/// The permission bits of the file or directory at `path`, or nil when there is none.
func permissions(of path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
}
