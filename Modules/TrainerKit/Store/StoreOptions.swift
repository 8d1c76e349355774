public import ArgumentParser
import Foundation
public import Persistence

/// The `--store` option, spelled the same in every program.
public struct StoreOptions: ParsableArguments, Sendable {
    /// The store given on the command line, if any.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where the training history is kept: sqlite:PATH or json:DIR.",
            discussion: "Default: sqlite in $XDG_DATA_HOME/PROGRAM (~/.local/share/PROGRAM).",
            valueName: "store"))
    public var store: String?

    /// Creates the options with no store given.
    public init() {}

    /// The store to use: the one given, or the program's default store.
    /// - Throws: a `ValidationError` (usage error, exit status 64) naming the bad value.
    public func location(program: String = ProgramName.current) throws -> StoreLocation {
        guard let store else {
            return StoreLocation.defaultLocation(
                program: program, environment: ProcessInfo.processInfo.environment)
        }
        do {
            return try StoreLocation(parsing: store)
        } catch {
            throw ValidationError("--store: \(error)")
        }
    }
}

/// The name the running program was started as, used for its data directory.
public enum ProgramName {
    /// The last component of the program's path, such as `pitch-trainer`.
    public static var current: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "trainers").lastPathComponent
    }
}
