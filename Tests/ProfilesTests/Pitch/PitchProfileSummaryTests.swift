import Domain
import Foundation
import Profiles
import Testing

@Suite("PitchProfileSummary")
struct PitchProfileSummaryTests {
    static let profile: PitchProfile = {
        var profile = PitchProfile(timeZone: zone("Europe/Berlin"))
        let start = moment("2025-03-08T10:00:00Z")
        for index in 0..<30 {
            let offset = index < 15 ? 40.0 : 20.0
            profile.add(
                comparison(
                    index.isMultiple(of: 2) ? offset : -offset,
                    correct: index % 3 != 0,
                    note: 60 + index % 3,
                    at: start.addingTimeInterval(Double(index) * 5)
                )
            )
        }
        profile.add(matching(-4, interval: -7, at: start.addingTimeInterval(600)))
        profile.add(matching(12, interval: 7, at: start.addingTimeInterval(610)))
        return profile
    }()

    @Test("summarises the profile in plain, readable values")
    func plainValues() throws {
        let summary = PitchProfileSummary(Self.profile)
        #expect(summary.timeZone == "Europe/Berlin")
        #expect(summary.comparisonCount == 30)
        #expect(summary.correctComparisonCount == 20)
        #expect(summary.comparisonTrend == .improving)
        #expect(summary.notes.map(\.name) == ["C4", "C#4", "D4"])
        #expect(summary.notes.map(\.count) == [10, 10, 10])
        #expect(isClose(summary.kazezMean, 30))
        #expect(summary.reversalThreshold != nil)
        #expect(summary.matchingCount == 2)
        #expect(summary.matchingMeanError == 8)
        #expect(summary.matchingMeanSignedError == 4)
        #expect(summary.matchingBands == ["deadCentre": 0, "close": 1, "moderate": 1, "far": 0])
        #expect(summary.matchingIntervals.map(\.name) == ["P5 down", "P5 up"])
        #expect(summary.matchingTrend == nil)
        #expect(summary.comparisonDays.map(\.day.description) == ["2025-03-08"])
    }

    @Test("encodes to JSON with days as text and trends by name")
    func json() throws {
        let text = try ProfilesTests.json(PitchProfileSummary(Self.profile))
        #expect(text.contains(#""day":"2025-03-08""#))
        #expect(text.contains(#""comparisonTrend":"improving""#))
        #expect(text.contains(#""name":"C#4""#))
        #expect(!text.contains("matchingTrend"))  // nil values are left out
    }
}
