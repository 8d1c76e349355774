import ArgumentParser
import Persistence

/// `data export --output FILE`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every record and document to a JSON Lines file.",
        discussion: "The file must not exist yet; it appears only once it is complete."
    )

    @OptionGroup var storeOptions: StoreOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The new export file.", valueName: "file"))
    var output: String

    func run() throws {
        let location = try storeOptions.location()
        try requireExisting(location)
        let progress = ProgressLine(label: "exporting")
        let written = try failing { () throws(StoreError) in
            try StoreExporter.export(StoreOpener.open(location), to: output, progress: progress.update)
        }
        progress.finish()
        print("exported \(written.records) records and \(written.documents) documents to \(output)")
    }
}
