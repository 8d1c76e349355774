public import ArgumentParser
import Foundation
import Persistence

/// `data`: the commands that look after the training history, the same in every program.
public struct DataCommand: ParsableCommand {
    /// The group's name, help and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "data",
        abstract: "Check, move, export, import or reset the training history.",
        subcommands: [
            CheckCommand.self, MigrateCommand.self, ExportCommand.self, ImportCommand.self, ResetCommand.self,
        ]
    )

    /// Creates the group.
    public init() {}
}

/// Turns a `StoreError` into a failure (exit status 1) with its message, the way every data command
/// reports one.
func failing<T>(_ body: () throws(StoreError) -> T) throws -> T {
    do {
        return try body()
    } catch {
        var standardError = StandardError()
        print("error: \(error)", to: &standardError)
        throw ExitCode.failure
    }
}

/// Refuses a location with no store yet, for the commands that only read: they must not create an
/// empty store as a side effect of a typing mistake.
func requireExisting(_ location: StoreLocation) throws {
    guard StoreOpener.isAbsent(location) else { return }
    var standardError = StandardError()
    print("error: there is no store at \(location); check the --store value", to: &standardError)
    throw ExitCode.failure
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
