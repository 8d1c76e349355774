import Foundation

/// A directory of its own for one test, removed with everything in it when dropped.
public final class TemporaryDirectory: Sendable {
    /// The directory's absolute path.
    public let path: String

    /// Creates an empty directory under the system's temporary directory.
    /// - Parameter prefix: The start of its name, to tell whose it is when one is left behind.
    /// - Throws: `AudioTestSupportError.system` when it cannot be created.
    public init(prefix: String = "audio-tests") throws(AudioTestSupportError) {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw .system(operation: "create a temporary directory", errno: errno)
        }
        path = String(cString: created)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of a file in the directory.
    /// - Parameter name: The file's name.
    /// - Returns: `path/name`.
    public func file(_ name: String) -> String { "\(path)/\(name)" }

    /// The names of the entries in the directory, hidden ones included, sorted.
    public var entries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
