import Domain
import Foundation
import Profiles
import Testing

@Suite("Timelines")
struct TimelineTests {
    /// Four comparisons around midnight in Berlin (UTC+1) and in Los Angeles, where daylight
    /// saving time begins at 10:00 UTC on 2025-03-09.
    static let aroundMidnight = [
        comparison(10, correct: true, at: moment("2025-03-08T22:30:00Z")),  // Berlin 23:30, LA 14:30
        comparison(-20, correct: false, at: moment("2025-03-08T23:30:00Z")),  // Berlin 00:30 next day
        comparison(30, correct: true, at: moment("2025-03-09T07:30:00Z")),  // LA 23:30, still the 8th
        comparison(-40, correct: true, at: moment("2025-03-09T08:30:00Z")),  // LA 00:30 on the 9th
    ]

    static func timeline(_ observations: [ComparisonObservation], in identifier: String) -> ComparisonTimeline
    {
        var timeline = ComparisonTimeline(timeZone: zone(identifier))
        for observation in observations {
            timeline.add(observation)
        }
        return timeline
    }

    @Test("a comparison after local midnight counts for the new day, in each time zone")
    func daysAcrossMidnight() throws {
        let berlin = Self.timeline(Self.aroundMidnight, in: "Europe/Berlin").days
        #expect(berlin.map(\.day.description) == ["2025-03-08", "2025-03-09"])
        #expect(berlin.map(\.count) == [1, 3])
        #expect(berlin.map(\.correctCount) == [1, 2])
        #expect(berlin.map(\.meanThreshold) == [10, 30])  // (20 + 30 + 40) / 3
        #expect(berlin[0].standardDeviation == nil)
        #expect(isClose(berlin[1].standardDeviation, 10))

        let losAngeles = Self.timeline(Self.aroundMidnight, in: "America/Los_Angeles").days
        #expect(losAngeles.map(\.day.description) == ["2025-03-08", "2025-03-09"])
        #expect(losAngeles.map(\.count) == [3, 1])
        #expect(losAngeles.map(\.correctCount) == [2, 1])
        #expect(losAngeles.map(\.meanThreshold) == [20, 40])
    }

    @Test("observations added out of order still land on their days, kept in order")
    func outOfOrder() {
        let inOrder = Self.timeline(Self.aroundMidnight, in: "Europe/Berlin")
        let shuffled = Self.timeline(
            [Self.aroundMidnight[2], Self.aroundMidnight[0], Self.aroundMidnight[3], Self.aroundMidnight[1]],
            in: "Europe/Berlin"
        )
        #expect(shuffled.days.map(\.day) == inOrder.days.map(\.day))
        #expect(shuffled.days.map(\.count) == inOrder.days.map(\.count))
        #expect(shuffled.days.map(\.correctCount) == inOrder.days.map(\.correctCount))
    }

    @Test("the rolling statistics span the last 20 days with data, each day's mean weighing the same")
    func rollingOverTwentyPeriods() throws {
        // 25 training days three calendar days apart; day i has one comparison of i cents.
        let start = moment("2025-01-01T12:00:00Z")
        let observations = (1...25).map { index in
            comparison(Double(index), at: start.addingTimeInterval(Double(3 * (index - 1)) * 86_400))
        }
        let days = Self.timeline(observations, in: "UTC").days
        #expect(days.count == 25)
        #expect(days[0].rollingPeriods == 1)
        #expect(days[0].rollingMean == 1)
        #expect(days[0].rollingStandardDeviation == nil)
        #expect(days[1].rollingMean == 1.5)
        #expect(isClose(days[1].rollingStandardDeviation, 0.5.squareRoot()))
        // Days 1...20: mean 10.5, sample variance of 20 consecutive integers 20 * 21 / 12 = 35.
        #expect(days[19].rollingPeriods == 20)
        #expect(isClose(days[19].rollingMean, 10.5))
        #expect(isClose(days[19].rollingStandardDeviation, 35.0.squareRoot()))
        // Day 25: the window has moved on to days 6...25.
        #expect(days[24].rollingPeriods == 20)
        #expect(isClose(days[24].rollingMean, 15.5))
        #expect(isClose(days[24].rollingStandardDeviation, 35.0.squareRoot()))
        // A narrower window on request.
        let three = Self.timeline(observations, in: "UTC").days(rollingWindow: 3)
        #expect(three[24].rollingPeriods == 3)
        #expect(three[24].rollingMean == 24)
        #expect(three[24].rollingStandardDeviation == 1)
    }

    @Test("a busy day weighs the same in the rolling mean as a quiet one")
    func dailyMeansWeighEqually() {
        let observations = [
            comparison(10, at: moment("2025-05-01T10:00:00Z")),
            comparison(30, at: moment("2025-05-01T11:00:00Z")),
            comparison(50, at: moment("2025-05-02T10:00:00Z")),
        ]
        let days = Self.timeline(observations, in: "UTC").days
        #expect(days[1].rollingMean == 35)  // (20 + 50) / 2, not (10 + 30 + 50) / 3
        #expect(isClose(days[1].rollingStandardDeviation, 450.0.squareRoot()))
    }

    @Test("the matching timeline keeps each day's mean absolute error and rolls the same way")
    func matchingTimeline() {
        var timeline = MatchingTimeline(timeZone: zone("Europe/Berlin"))
        timeline.add(matching(-4, at: moment("2025-03-08T22:30:00Z")))
        timeline.add(matching(8, at: moment("2025-03-08T23:30:00Z")))
        timeline.add(matching(-12, at: moment("2025-03-09T07:30:00Z")))
        let days = timeline.days
        #expect(days.map(\.day.description) == ["2025-03-08", "2025-03-09"])
        #expect(days.map(\.count) == [1, 2])
        #expect(days.map(\.meanError) == [4, 10])
        #expect(days[1].rollingMean == 7)
        #expect(timeline.dayCount == 2)
    }

    @Test("a stored timeline keeps its time zone and days and continues the same way")
    func codableContinues() throws {
        var live = Self.timeline(Array(Self.aroundMidnight.prefix(2)), in: "America/Los_Angeles")
        var restored = try decode(ComparisonTimeline.self, from: json(live))
        #expect(restored == live)
        #expect(restored.timeZone.identifier == "America/Los_Angeles")
        for observation in Self.aroundMidnight.dropFirst(2) {
            live.add(observation)
            restored.add(observation)
        }
        #expect(restored == live)
        #expect(throws: DecodingError.self) {
            try decode(ComparisonTimeline.self, from: #"{"timeZone":"Mars/Olympus_Mons","days":[]}"#)
        }
    }
}
