import ArgumentParser
import Persistence

/// `data import FILE`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read an export file into the store, skipping records it already holds.",
        discussion: "The whole file is checked first: a file with a bad line changes nothing."
    )

    @OptionGroup var storeOptions: StoreOptions

    @Argument(help: ArgumentHelp("An export written by 'data export'.", valueName: "file"))
    var file: String

    func run() throws {
        let location = try storeOptions.location()
        let progress = ProgressLine(label: "importing")
        var added = 0
        do {
            let report = try StoreImporter.importFile(
                file, into: { () throws(StoreError) in try StoreOpener.open(location) },
                progress: {
                    added = $0
                    progress.update($0)
                })
            progress.finish()
            print(
                "imported \(report.added) records into \(location); skipped \(report.duplicates) already there"
            )
            print("documents: \(report.documents) added, \(report.keptDocuments) kept as they were")
        } catch {
            progress.finish()
            var standardError = StandardError()
            print("error: \(error)", to: &standardError)
            if added > 0 {
                print(
                    "\(added) records were imported before the failure; run the import again to finish "
                        + "(records already there are skipped)", to: &standardError)
            }
            throw ExitCode.failure
        }
    }
}
