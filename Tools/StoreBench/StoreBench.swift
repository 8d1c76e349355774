import ArgumentParser
import Foundation
import Persistence
import TrainerKit

/// `store-bench`: measures each backend against the storage spec's numbers. Run it in release:
/// `swift run -c release store-bench`.
@main
struct StoreBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store-bench",
        abstract: "Measure durable inserts, batched import and batched reading on each backend.",
        discussion: """
            Targets (shared/spec/storage.md): insert median under 1 ms and 99th percentile under 5 ms,
            at least 200,000 records/s imported into SQLite, 1,000,000 records read with flat memory.
            """
    )

    @Option(help: "Which backends: sqlite, json or both.")
    var backend = "both"

    @Option(help: "How many single durable inserts to time.")
    var inserts = 2_000

    @Option(help: "How many records to import and read back.")
    var records = 1_000_000

    @Option(help: "Where to put the temporary stores (default: the temporary directory).")
    var directory: String?

    @Flag(help: "Print one JSON object per line, one per backend.")
    var json = false

    func validate() throws {
        guard ["sqlite", "json", "both"].contains(backend) else {
            throw ValidationError("--backend \(backend) is not allowed; allowed: sqlite, json, both")
        }
        guard inserts >= 10 else {
            throw ValidationError("--inserts \(inserts) is too few; allowed: 10 or more")
        }
        guard records >= 1 else {
            throw ValidationError("--records \(records) is too few; allowed: 1 or more")
        }
    }

    func run() throws {
        let base = URL(fileURLWithPath: directory ?? NSTemporaryDirectory())
            .appendingPathComponent("store-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: base) }
        let backends: [(String, StoreLocation)] = [
            ("sqlite", .sqlite(path: base.appendingPathComponent("bench.sqlite").path)),
            ("json", .json(directory: base.appendingPathComponent("bench-json").path)),
        ].filter { backend == "both" || backend == $0.0 }
        for (name, location) in backends {
            let result = try Measurement.run(backend: name, at: location, inserts: inserts, records: records)
            print(json ? result.jsonLine : result.text)
        }
    }
}
