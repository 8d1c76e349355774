import ArgumentParser
import Foundation
import Persistence
import TrainerKit

/// `read`: reads every torture record in batches and reports the process's peak memory.
///
/// The peak is VmHWM from /proc/self/status, which starts afresh at exec; `getrusage`'s ru_maxrss
/// keeps the parent's peak across fork and exec, so it would report the test runner's memory.
struct ReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read every record in batches; print 'records N peak_rss_kb K'.")

    @OptionGroup var storeOptions: StoreOptions

    func run() throws {
        let store = try StoreOpener.open(try storeOptions.location())
        var cursor = try store.records(of: TortureRecord.self, batchSize: 512)
        var total = 0
        while try cursor.next() != nil {
            total += 1
        }
        print("records \(total) peak_rss_kb \(peakResidentKilobytes())")
    }
}

/// The process's peak resident memory in kilobytes (VmHWM), or 0 where /proc is missing.
func peakResidentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
}
