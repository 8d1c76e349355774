import ArgumentParser
import Foundation
import Persistence
import TrainerKit

/// `verify`: opens the store as the backend does and checks every torture record.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check that the store is sound: every tag numbered 1...N with no gap, every record whole.",
        discussion: "Prints 'records N' and exits 0 when sound; prints the problems and exits 1 when not."
    )

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try StoreOpener.open(try storeOptions.location())
        var problems = try StoreOpener.integrityProblems(of: store)
        var sequences: [String: [Int]] = [:]
        var cursor = try store.records(of: TortureRecord.self, batchSize: 4096)
        var total = 0
        while let record = try cursor.next() {
            total += 1
            sequences[record.tag, default: []].append(record.sequence)
            if record.payload != TortureRecord.payload(for: record.sequence) {
                problems.append("record \(record.tag) \(record.sequence) has a damaged payload")
            }
        }
        for (tag, numbers) in sequences.sorted(by: { $0.key < $1.key })
        where numbers.sorted() != Array(1...numbers.count) {
            problems.append("tag \(tag): the numbers are not 1...\(numbers.count) without gaps or repeats")
        }
        print("records \(total)")
        guard problems.isEmpty else {
            for problem in problems {
                print("problem: \(problem)")
            }
            throw ExitCode.failure
        }
    }
}
