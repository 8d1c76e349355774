import Foundation

/// The `archlint` command line: options, output and exit status.
///
/// Exit status 0: the package keeps every rule; 1: breaches were found; 2: the lint could not run
/// (unreadable rules or package, or a command line it does not understand).
public struct ArchLintCommand: Sendable {
    /// The output formats of `--format`.
    public enum Format: String, Sendable, CaseIterable {
        case text, json, dot, mermaid
    }

    /// What one run prints and how it ends.
    public struct Outcome: Sendable, Equatable {
        /// The exit status.
        public var status: Int32
        /// What goes to standard output.
        public var output: String
        /// What goes to standard error.
        public var errors: String
    }

    /// The version `--version` prints.
    public static let version = "1.0.0"

    static let usage = """
        USAGE: archlint [--package-path DIR] [--rules FILE] [--format text|json|dot|mermaid] [--no-cache]

        Checks a Swift package's module dependencies against the rules in its archlint.json.

        OPTIONS:
          --package-path DIR   the package to check (default: the current folder)
          --rules FILE         the rules file (default: archlint.json in the package)
          --format FORMAT      text (compiler-style lines), json, or the target graph with its
                               layers as dot or mermaid (default: text)
          --no-cache           evaluate Package.swift again instead of using .build/archlint
          --version            print the version
          -h, --help           print this help

        EXIT STATUS: 0 no breach, 1 breaches found, 2 the rules or the package could not be read.

        """

    var packagePath = "."
    var rulesPath: String?
    var format = Format.text
    var usesCache = true

    /// Parses the arguments (without the program name) and runs.
    public static func run(arguments: [String]) -> Outcome {
        var command = ArchLintCommand()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return Outcome(status: 0, output: usage, errors: "")
            case "--version":
                return Outcome(status: 0, output: "\(version)\n", errors: "")
            case "--no-cache":
                command.usesCache = false
            case "--package-path", "--rules", "--format":
                guard let value = remaining.popFirst() else {
                    return usageError("\(argument) needs a value")
                }
                switch argument {
                case "--package-path":
                    command.packagePath = value
                case "--rules":
                    command.rulesPath = value
                default:
                    guard let format = Format(rawValue: value) else {
                        let allowed = Format.allCases.map(\.rawValue).joined(separator: ", ")
                        return usageError("'\(value)' is not a format; allowed: \(allowed)")
                    }
                    command.format = format
                }
            default:
                return usageError("unknown argument '\(argument)'")
            }
        }
        return command.run()
    }

    /// Runs with the process's arguments, prints, and exits with the outcome's status.
    public static func main() -> Never {
        let outcome = run(arguments: Array(CommandLine.arguments.dropFirst()))
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.errors.utf8))
        exit(outcome.status)
    }

    private static func usageError(_ message: String) -> Outcome {
        Outcome(status: 2, output: "", errors: "archlint: error: \(message)\n\n\(usage)")
    }

    private func run() -> Outcome {
        let root = URL(fileURLWithPath: packagePath)
        let report: LintReport
        do {
            report = try ArchLint.check(
                packageAt: root,
                rulesFile: rulesPath.map { URL(fileURLWithPath: $0) },
                loader: ManifestLoader(usesCache: usesCache)
            )
        } catch {
            return Outcome(status: 2, output: "", errors: "archlint: error: \(error)\n")
        }
        let status: Int32 = report.breaches.isEmpty ? 0 : 1
        let output: String =
            switch format {
            case .text: TextReporter.render(report, pathPrefix: pathPrefix)
            case .json: JSONReporter.render(report)
            case .dot: GraphReporter.render(report, as: .dot)
            case .mermaid: GraphReporter.render(report, as: .mermaid)
            }
        return Outcome(status: status, output: output, errors: "")
    }

    /// What goes before a root-relative path so that it can be opened from the current folder.
    private var pathPrefix: String {
        let trimmed = packagePath.hasSuffix("/") ? String(packagePath.dropLast()) : packagePath
        return trimmed == "." || trimmed.isEmpty ? "" : trimmed + "/"
    }
}
