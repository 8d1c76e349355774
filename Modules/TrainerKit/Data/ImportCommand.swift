import ArgumentParser
import Foundation
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
        guard FileManager.default.isReadableFile(atPath: file) else {
            _ = try failing { () throws(StoreError) in
                throw StoreError.io(path: file, operation: "import (the file cannot be read)", errno: ENOENT)
            }
            return
        }
        let progress = ProgressLine(label: "importing")
        let report = try failing { () throws(StoreError) in
            try StoreImporter.importFile(file, into: StoreOpener.open(location), progress: progress.update)
        }
        progress.finish()
        print("imported \(report.added) records into \(location); skipped \(report.duplicates) already there")
        print("documents: \(report.documents) added, \(report.keptDocuments) kept as they were")
    }
}
