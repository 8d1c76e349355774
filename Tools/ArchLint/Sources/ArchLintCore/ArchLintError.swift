/// Why the lint could not run at all (exit status 2), as opposed to breaches it found (exit status 1).
public enum ArchLintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rules file is missing or is not valid rules JSON.
    case rulesUnreadable(path: String, detail: String)
    /// The package's manifest could not be read (`swift package dump-package` failed or printed
    /// something that is not a package description).
    case packageUnreadable(path: String, detail: String)
    /// The command line was not understood.
    case usage(String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .rulesUnreadable(let path, let detail):
            "cannot read the rules file \(path): \(detail)"
        case .packageUnreadable(let path, let detail):
            "cannot read the package at \(path): \(detail)"
        case .usage(let detail):
            detail
        }
    }
}
