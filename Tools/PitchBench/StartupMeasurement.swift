import Domain
import Foundation
import Persistence
import PitchTraining
import Profiles
import TrainerKit

/// Times `pitch-trainer profile --json` over a store holding many comparisons.
struct StartupMeasurement {
    var median: Double
    var max: Double
    var storeMegabytes: Double

    static func measure(records count: Int, runs: Int) throws -> StartupMeasurement {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "pitch-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("pitch.sqlite").path
        try fill(path: path, count: count)
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("pitch-trainer")
        var times: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = program
            process.arguments = ["profile", "--json", "--store", "sqlite:\(path)"]
            process.standardOutput = FileHandle.nullDevice
            let start = ContinuousClock.now
            try process.run()
            process.waitUntilExit()
            let elapsed = ContinuousClock.now - start
            guard process.terminationStatus == 0 else { throw BenchError.programFailed(program.path) }
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let timings = Timings(values: times)
        return StartupMeasurement(
            median: timings.median, max: timings.max, storeMegabytes: Double(size) / 1e6)
    }

    /// Writes `count` comparisons a few minutes apart over the years before now, in batches, and
    /// the profile snapshot a session would have left.
    private static func fill(path: String, count: Int) throws {
        let store = try StoreOpener.open(.sqlite(path: path))
        var random = SeededRandomSource(seed: 1)
        var profile = PitchProfile(timeZone: .current)
        var time = Date().addingTimeInterval(-Double(count) * 150)
        var batch: [ComparisonRecord] = []
        for _ in 0..<count {
            time = Date(
                timeIntervalSince1970: ((time.timeIntervalSince1970
                    + Double.random(in: 2...298, using: &random)) * 1000).rounded() / 1000)
            let reference = Int.random(in: 36...76, using: &random)
            let semitones = Int.random(in: 0...7, using: &random)
            let record = ComparisonRecord(
                referenceNote: try MIDINote(reference), targetNote: try MIDINote(reference + semitones),
                centOffset: (Double.random(in: -50...50, using: &random) * 10).rounded() / 10,
                isCorrect: Double.random(in: 0...1, using: &random) < 0.7, interval: semitones,
                tuningSystem: .equalTemperament, timestamp: time)
            profile.add(record.observation)
            batch.append(record)
            if batch.count == 10_000 {
                try store.insert(contentsOf: batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try store.insert(contentsOf: batch)
        _ = try PitchStore(store: store).saveSnapshot(profile)
    }
}

enum BenchError: Error, CustomStringConvertible {
    case programFailed(String)
    case noSound

    var description: String {
        switch self {
        case .programFailed(let path): "\(path) failed; build it first (swift build -c release)"
        case .noSound: "the next trial never sounded"
        }
    }
}
