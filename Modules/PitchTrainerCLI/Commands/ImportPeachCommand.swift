import ArgumentParser
import Foundation
import PitchTraining
import TrainerKit

/// `pitch-trainer import-peach FILE`: bring a history over from the Peach app.
struct ImportPeachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-peach",
        abstract: "Import a Peach CSV export (format versions 1 and 3).",
        discussion: """
            Pitch comparison and pitch matching rows become records; rows of other training types \
            (rhythm) are skipped and counted. Records the store already holds are skipped, so \
            importing the same file twice adds nothing. A malformed row stops the import with \
            its line number and nothing stored, unless --skip-bad-rows is given.
            """
    )

    @Argument(help: "The CSV file Peach exported.")
    var file: String

    @Flag(name: .customLong("skip-bad-rows"), help: "Import the good rows and list the malformed ones.")
    var skipBadRows = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            printError("cannot read \(file): \((error as NSError).localizedDescription)")
            throw ExitCode.failure
        }
        let parsed: PeachImport
        do {
            parsed = try PeachCSV.parse(text, skipBadRows: skipBadRows)
        } catch {
            printError("\(file): \(error); nothing was imported")
            throw ExitCode.failure
        }
        let location = try store.location()
        let records = try failingOnStoreError { try StoreOpener.open(location) }
        let result = try failingOnStoreError {
            try PitchStore(store: records).importRecords(
                comparisons: parsed.comparisons, matchings: parsed.matchings, timeZone: .current)
        }
        print(
            "imported \(result.comparisons) comparisons and \(result.matchings) matchings into \(location)"
                + (result.duplicates > 0 ? "; skipped \(result.duplicates) already there" : ""))
        for (type, count) in parsed.skipped.sorted(by: { $0.key < $1.key }) {
            print("skipped \(count) \(type) rows (not a training this program has)")
        }
        for bad in parsed.badRows {
            printError("skipped \(bad)")
        }
    }
}
