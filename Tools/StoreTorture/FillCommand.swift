import ArgumentParser
import Persistence
import TrainerKit

/// `fill`: inserts many records in large batches, for long-history tests and benchmarks.
struct FillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fill", abstract: "Insert many numbered records in batches of 10,000.")

    @OptionGroup var storeOptions: StoreOptions

    @Option(help: "How many records to add.")
    var count = 100_000

    @Option(help: "The tag that numbers the records.")
    var tag = "fill"

    func run() throws {
        let store = try StoreOpener.open(try storeOptions.location())
        var next = try store.count(of: TortureRecord.self, RecordQuery(where: ["tag": .text(tag)])) + 1
        var remaining = count
        while remaining > 0 {
            let size = min(remaining, 10_000)
            try store.insert(contentsOf: (next..<(next + size)).map { TortureRecord(tag: tag, sequence: $0) })
            next += size
            remaining -= size
        }
        print("records \(next - 1)")
    }
}
