import ArgumentParser
import Foundation
import Persistence
import PitchTraining
import TrainerKit

/// `pitch-trainer export-peach --output FILE`: the history in Peach's CSV format.
struct ExportPeachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-peach",
        abstract: "Export the pitch history as a Peach CSV file (format version 3).",
        discussion: "An existing file is not overwritten unless --force is given."
    )

    @Option(help: "The file to write.")
    var output: String

    @Flag(help: "Replace the file if it exists.")
    var force = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let location = try store.location()
        guard !StoreOpener.isAbsent(location) else {
            printError("there is no store at \(location); check the --store value")
            throw ExitCode.failure
        }
        if FileManager.default.fileExists(atPath: output), !force {
            printError("\(output) exists; pass --force to replace it")
            throw ExitCode.failure
        }
        let directory = (output as NSString).deletingLastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            printError("cannot write \(output): the directory \(directory) does not exist")
            throw ExitCode.failure
        }
        let records = try failingOnStoreError { try StoreOpener.open(location) }
        let store = PitchStore(store: records)
        let (comparisons, matchings) = try failingOnStoreError {
            var comparisons = try store.allComparisons()
            var matchings = try store.allMatchings()
            return (try comparisons.all(), try matchings.all())
        }
        let text = PeachCSV.export(comparisons: comparisons, matchings: matchings)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            printError("cannot write \(output): \((error as NSError).localizedDescription)")
            throw ExitCode.failure
        }
        print("exported \(comparisons.count) comparisons and \(matchings.count) matchings to \(output)")
    }
}
