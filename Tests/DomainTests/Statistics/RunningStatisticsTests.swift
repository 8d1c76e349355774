import Domain
import Foundation
import Testing

@Suite("RunningStatistics")
struct RunningStatisticsTests {
    static let samples: [[Double]] = [
        [5],
        [1, 2, 3, 4],
        [2, 4, 4, 4, 5, 5, 7, 9],
        [-3.5, 0, 12.25, 7, 7, -1],
        // Large values with a small spread, where the sum-of-squares formula loses its digits.
        [1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16],
        (1...200).map { 100 / Double($0) },
    ]

    @Test("agrees with the two-pass computation", arguments: samples)
    func matchesTwoPass(values: [Double]) throws {
        let statistics = RunningStatistics(values)
        let mean = values.reduce(0, +) / Double(values.count)
        #expect(statistics.count == values.count)
        #expect(isClose(try #require(statistics.mean), mean, within: 1e-12 * max(1, abs(mean))))
        #expect(statistics.minimum == values.min())
        #expect(statistics.maximum == values.max())
        if values.count > 1 {
            let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)
            #expect(isClose(try #require(statistics.variance), variance, within: 1e-9 * max(1, variance)))
            #expect(isClose(try #require(statistics.standardDeviation), variance.squareRoot(), within: 1e-9))
        }
    }

    @Test("the sample variance divides by n - 1")
    func besselCorrection() {
        let statistics = RunningStatistics([2, 4, 4, 4, 5, 5, 7, 9])
        #expect(statistics.mean == 5)
        #expect(isClose(statistics.variance ?? 0, 32.0 / 7.0, within: 1e-12))
    }

    @Test("without values there is no mean, and with fewer than two no variance")
    func tooFewValues() {
        let empty = RunningStatistics()
        #expect(empty.count == 0)
        #expect(empty.mean == nil)
        #expect(empty.variance == nil)
        #expect(empty.minimum == nil)
        let single = RunningStatistics([42])
        #expect(single.mean == 42)
        #expect(single.variance == nil)
        #expect(single.standardDeviation == nil)
    }

    @Test("merging two parts equals adding all values to one, wherever the split", arguments: 0...8)
    func mergingEqualsAddingAll(split: Int) throws {
        let values: [Double] = [12.5, 3, 40, 7.25, 7.25, 100, 0.1, 55]
        let whole = RunningStatistics(values)
        var merged = RunningStatistics(values[..<split])
        merged.merge(RunningStatistics(values[split...]))
        #expect(merged.count == whole.count)
        #expect(isClose(try #require(merged.mean), try #require(whole.mean), within: 1e-12))
        #expect(isClose(try #require(merged.variance), try #require(whole.variance), within: 1e-9))
        #expect(merged.minimum == whole.minimum)
        #expect(merged.maximum == whole.maximum)
    }

    @Test("merging with nothing changes nothing")
    func mergingWithEmpty() {
        let statistics = RunningStatistics([1, 2, 3])
        #expect(statistics.merging(RunningStatistics()) == statistics)
        #expect(RunningStatistics().merging(statistics) == statistics)
    }

    @Test("a stored snapshot continues exactly where it left off")
    func snapshotContinues() throws {
        var live = RunningStatistics([3.5, 9, 1.25])
        var restored = try decode(RunningStatistics.self, from: json(live))
        #expect(restored == live)
        live.add(20)
        restored.add(20)
        #expect(restored == live)
        #expect(try decode(RunningStatistics.self, from: json(RunningStatistics())) == RunningStatistics())
    }

    @Test(
        "decoding rejects snapshots no values can produce",
        arguments: [
            #"{"count":-1,"mean":0,"sumOfSquaredDeviations":0}"#,
            #"{"count":2,"mean":1,"sumOfSquaredDeviations":-4,"minimum":0,"maximum":2}"#,
            #"{"count":2,"mean":1,"sumOfSquaredDeviations":2}"#,
            #"{"count":0,"mean":0,"sumOfSquaredDeviations":0,"minimum":1,"maximum":1}"#,
        ]
    )
    func rejectsImpossibleSnapshots(text: String) {
        #expect(throws: DecodingError.self) { try decode(RunningStatistics.self, from: text) }
    }
}
