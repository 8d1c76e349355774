import Foundation
import Persistence
import TrainerKit

/// One backend's figures.
struct Measurement {
    var backend: String
    var insertMedianMilliseconds: Double
    var insert99Milliseconds: Double
    var importRecordsPerSecond: Double
    var readSeconds: Double
    var readRecords: Int
    var peakResidentMegabytes: Double

    /// Runs the three measurements on a new store at `location`.
    static func run(backend: String, at location: StoreLocation, inserts: Int, records: Int) throws
        -> Measurement
    {
        let store = try StoreOpener.open(location)
        let schema = BenchRecord.schema

        var durations: [Double] = []
        durations.reserveCapacity(inserts)
        for index in 0..<inserts {
            let record = BenchRecord.raw(index, tag: "single")
            let start = ContinuousClock.now
            try store.insert([record], as: schema)
            durations.append(milliseconds(ContinuousClock.now - start))
        }
        durations.sort()

        // Only the store's work is timed: each batch of 10,000 raw records is built first, as an
        // import builds it from its file, and then handed to insert(_:as:) in one transaction.
        var importSeconds = 0.0
        var written = 0
        while written < records {
            let size = min(10_000, records - written)
            let batch = (written..<(written + size)).map { BenchRecord.raw($0, tag: "import") }
            let start = ContinuousClock.now
            try store.insert(batch, as: schema)
            importSeconds += milliseconds(ContinuousClock.now - start) / 1000
            written += size
        }

        resetPeakResidentSize()
        let before = residentKilobytes(peak: false)
        let readStart = ContinuousClock.now
        var cursor = store.rawRecords(
            of: schema, RecordQuery(where: ["tag": .text("import")]), batchSize: 1024)
        var read = 0
        while try cursor.next() != nil {
            read += 1
        }
        let readSeconds = milliseconds(ContinuousClock.now - readStart) / 1000
        let peak = residentKilobytes(peak: true)

        return Measurement(
            backend: backend,
            insertMedianMilliseconds: durations[durations.count / 2],
            insert99Milliseconds: durations[min(durations.count - 1, durations.count * 99 / 100)],
            importRecordsPerSecond: Double(records) / importSeconds,
            readSeconds: readSeconds,
            readRecords: read,
            peakResidentMegabytes: Double(max(peak, before)) / 1024)
    }

    var text: String {
        String(
            format:
                "%@: insert p50 %.3f ms, p99 %.3f ms; import %.0f records/s; read %d records in %.2f s, peak RSS %.1f MB",
            backend, insertMedianMilliseconds, insert99Milliseconds, importRecordsPerSecond, readRecords,
            readSeconds,
            peakResidentMegabytes)
    }

    var jsonLine: String {
        String(
            format:
                #"{"backend":"%@","insert_p50_ms":%.4f,"insert_p99_ms":%.4f,"import_records_per_s":%.0f,"read_1m_s":%.3f,"peak_rss_mb":%.1f}"#,
            backend, insertMedianMilliseconds, insert99Milliseconds, importRecordsPerSecond, readSeconds,
            peakResidentMegabytes)
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// Resets the kernel's peak resident size (VmHWM) of this process, so the read phase's peak is
    /// measured alone (Linux: writing 5 to /proc/self/clear_refs).
    private static func resetPeakResidentSize() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// VmHWM (peak) or VmRSS (current) from /proc/self/status, in kilobytes.
    private static func residentKilobytes(peak: Bool) -> Int {
        let key = peak ? "VmHWM:" : "VmRSS:"
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(key) }
        return line.flatMap {
            Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        } ?? 0
    }
}
