import Domain
import Foundation
import Profiles
import Testing

@Suite("MatchingStatistics")
struct MatchingStatisticsTests {
    /// A fifth up: +5 and -15; a fifth down: 0.02 and 40; unison: -10.
    static let sample: MatchingStatistics = {
        var statistics = MatchingStatistics()
        for (interval, error) in [(7, 5.0), (-7, 0.02), (7, -15), (0, -10), (-7, 40)] {
            statistics.add(matching(error, interval: interval))
        }
        return statistics
    }()

    @Test("keeps the mean and SD of the absolute error overall")
    func overall() {
        let statistics = Self.sample
        #expect(statistics.count == 5)
        #expect(isClose(statistics.overall.mean, 14.004))  // (5 + 15 + 0.02 + 40 + 10) / 5
        let magnitudes = [5, 15, 0.02, 40, 10]
        let variance = magnitudes.map { ($0 - 14.004) * ($0 - 14.004) }.reduce(0, +) / 4
        #expect(isClose(statistics.overall.standardDeviation, variance.squareRoot()))
        #expect(isClose(statistics.signedError.mean, 4.004))  // (5 - 15 + 0.02 + 40 - 10) / 5
    }

    @Test("keeps each interval apart, a fifth up from a fifth down")
    func perInterval() {
        let statistics = Self.sample
        #expect(statistics.intervals == [-7, 0, 7])
        let fifthUp = statistics.statistics(for: .up(.perfectFifth))
        #expect(fifthUp.count == 2)
        #expect(isClose(fifthUp.mean, 10))
        #expect(isClose(fifthUp.standardDeviation, 50.0.squareRoot()))  // sqrt((25 + 25) / 1)
        let fifthDown = statistics.statistics(forInterval: -7)
        #expect(isClose(fifthDown.mean, 20.01))
        let unison = statistics.statistics(for: .unison)
        #expect(unison.mean == 10)
        #expect(unison.standardDeviation == nil)
        #expect(statistics.statistics(forInterval: 3).count == 0)
    }

    @Test("counts the matches in each feedback band")
    func bands() {
        let statistics = Self.sample
        #expect(statistics.count(in: .deadCentre) == 1)
        #expect(statistics.count(in: .close) == 1)
        #expect(statistics.count(in: .moderate) == 2)
        #expect(statistics.count(in: .far) == 1)
    }

    @Test(
        "an error falls in the band its size gives, whatever its sign",
        arguments: [
            (0.0, MatchingBand.deadCentre), (0.049, .deadCentre), (-0.04, .deadCentre),
            (0.05, .close), (-9.99, .close), (9.99, .close),
            (10, .moderate), (-30, .moderate), (30, .moderate),
            (30.01, .far), (-45, .far),
        ]
    )
    func band(error: Double, expected: MatchingBand) {
        #expect(MatchingBand(error: error) == expected)
    }

    @Test("stored statistics decode to the same value and continue the same way")
    func codableRoundTrip() throws {
        var restored = try decode(MatchingStatistics.self, from: json(Self.sample))
        #expect(restored == Self.sample)
        var live = Self.sample
        live.add(matching(3.3, interval: -7))
        restored.add(matching(3.3, interval: -7))
        #expect(restored == live)
        #expect(try decode(MatchingStatistics.self, from: json(MatchingStatistics())) == MatchingStatistics())
    }

    @Test("stored statistics whose counts disagree are refused")
    func inconsistentCountsRefused() throws {
        let text = try json(Self.sample).replacingOccurrences(of: #""far":1"#, with: #""far":2"#)
        #expect(throws: DecodingError.self) {
            try decode(MatchingStatistics.self, from: text)
        }
    }
}
