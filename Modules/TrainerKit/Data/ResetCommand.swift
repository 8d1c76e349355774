import ArgumentParser
import Foundation
import Persistence

/// `data reset [--yes]`.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Delete every record and document (asks first; --yes for scripts).",
        discussion: "Consider 'data export' first: a reset cannot be undone."
    )

    @OptionGroup var storeOptions: StoreOptions

    @Flag(help: "Do not ask for confirmation.")
    var yes = false

    func run() throws {
        let location = try storeOptions.location()
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                throw ValidationError(
                    "data reset asks for confirmation on a terminal; pass --yes to reset without asking")
            }
            print(
                "This deletes every record and document in \(location). Type 'yes' to go on: ", terminator: ""
            )
            guard readLine()?.trimmingCharacters(in: .whitespaces) == "yes" else {
                print("Nothing was deleted.")
                return
            }
        }
        guard !StoreOpener.isAbsent(location) else {
            print("There is no store at \(location); nothing to reset.")
            return
        }
        try failing { () throws(StoreError) in try StoreOpener.open(location).deleteEverything() }
        print("Deleted every record and document in \(location).")
    }
}
