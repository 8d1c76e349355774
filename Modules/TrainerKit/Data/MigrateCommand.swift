import ArgumentParser
import Persistence

/// `data migrate --to STORE`.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Copy the whole history into another (empty) store, and verify the copy.",
        discussion: "The source is left untouched. Example: data migrate --to json:~/pitch-history"
    )

    @OptionGroup var storeOptions: StoreOptions

    @Option(help: ArgumentHelp("The empty store to copy into: sqlite:PATH or json:DIR.", valueName: "store"))
    var to: String

    func run() throws {
        let source = try storeOptions.location()
        let target: StoreLocation
        do {
            target = try StoreLocation(parsing: to)
        } catch {
            throw ValidationError("--to: \(error)")
        }
        guard target.path != source.path else {
            throw ValidationError("--to names the store being migrated (\(source)); choose another place")
        }
        try requireExisting(source)
        let progress = ProgressLine(label: "migrating")
        let report = try failing { () throws(StoreError) in
            try StoreMigration.migrate(
                from: StoreOpener.open(source), to: StoreOpener.open(target), progress: progress.update)
        }
        progress.finish()
        print("migrated \(source) to \(target)")
        for type in report.types {
            print("  \(type.typeName): \(type.checksum), verified")
        }
        print("  documents: \(report.documents)")
    }
}
