import ArgumentParser
import Foundation
import Persistence
import TrainerKit

/// `write`: inserts records one per transaction and acknowledges each once the insert returned.
struct WriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Insert numbered records one per transaction, printing 'ok K' after each commit.",
        discussion: "K is the record's number within its tag; numbering goes on from what the store holds."
    )

    @OptionGroup var storeOptions: StoreOptions

    @Option(help: "How many records to insert.")
    var count = 1000

    @Option(help: "The tag that numbers the records (writers with different tags share a store).")
    var tag = "T"

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count \(count) is negative; give 0 or more") }
    }

    func run() throws {
        let store = try StoreOpener.open(try storeOptions.location())
        let start = try store.count(of: TortureRecord.self, RecordQuery(where: ["tag": .text(tag)]))
        for sequence in (start + 1)..<(start + 1 + count) {
            try store.insert(TortureRecord(tag: tag, sequence: sequence))
            FileHandle.standardOutput.write(Data("ok \(sequence)\n".utf8))
        }
    }
}
