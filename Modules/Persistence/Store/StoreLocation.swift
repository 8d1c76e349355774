public import Foundation

/// Where a store lives and which backend keeps it: `sqlite:PATH` or `json:DIR`.
public enum StoreLocation: Hashable, Sendable, CustomStringConvertible {
    /// An SQLite database file.
    case sqlite(path: String)
    /// A JSON store directory.
    case json(directory: String)

    /// The file name of the default SQLite store inside the data directory.
    public static let defaultDatabaseName = "store.sqlite"

    /// Reads `sqlite:PATH` or `json:DIR`. A leading `~/` is the home directory; relative paths are
    /// made absolute against the current directory, so the location means the same place later.
    /// - Throws: `StoreError.invalidLocation` naming the text and the allowed forms.
    public init(parsing text: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StoreError)
    {
        guard let colon = text.firstIndex(of: ":") else {
            throw .invalidLocation(text, reason: "it has no scheme")
        }
        let scheme = String(text[..<colon])
        let path = String(text[text.index(after: colon)...])
        guard !path.isEmpty else { throw .invalidLocation(text, reason: "the path is empty") }
        let absolute = Self.absolutePath(path, environment: environment)
        switch scheme {
        case "sqlite": self = .sqlite(path: absolute)
        case "json": self = .json(directory: absolute)
        default: throw .invalidLocation(text, reason: "'\(scheme)' is not a known backend")
        }
    }

    /// The default store of a program: `$XDG_DATA_HOME/<program>/store.sqlite`, with
    /// `$XDG_DATA_HOME` defaulting to `~/.local/share` when unset, empty or relative (as the XDG
    /// specification says).
    public static func defaultLocation(program: String, environment: [String: String]) -> StoreLocation {
        .sqlite(path: dataDirectory(program: program, environment: environment) + "/" + defaultDatabaseName)
    }

    /// `$XDG_DATA_HOME/<program>`, or `~/.local/share/<program>`.
    public static func dataDirectory(program: String, environment: [String: String]) -> String {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            base = home(environment) + "/.local/share"
        }
        return base + "/" + program
    }

    /// The path of the database file or the store directory.
    public var path: String {
        switch self {
        case .sqlite(let path): path
        case .json(let directory): directory
        }
    }

    /// `sqlite:PATH` or `json:DIR`, the form `--store` takes.
    public var description: String {
        switch self {
        case .sqlite(let path): "sqlite:\(path)"
        case .json(let directory): "json:\(directory)"
        }
    }

    private static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    private static func absolutePath(_ path: String, environment: [String: String]) -> String {
        var expanded = path
        if path == "~" || path.hasPrefix("~/") {
            expanded = home(environment) + path.dropFirst()
        }
        if !expanded.hasPrefix("/") {
            expanded = FileManager.default.currentDirectoryPath + "/" + expanded
        }
        return URL(fileURLWithPath: expanded).standardizedFileURL.path
    }
}
