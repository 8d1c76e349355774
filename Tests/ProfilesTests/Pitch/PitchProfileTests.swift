import Domain
import Foundation
import Profiles
import Testing

@Suite("PitchProfile")
struct PitchProfileTests {
    static let berlin = zone("Europe/Berlin")

    /// Continues a snapshot with the stored observations it does not hold yet, by the rule
    /// `PitchProfile` documents: skip what is older than the last timestamp, and of the
    /// observations at that timestamp the first `…AtLastTimestamp`.
    static func continuing(_ snapshot: PitchProfile, with history: RandomHistory) -> PitchProfile {
        var profile = snapshot
        var comparisonsToSkip = snapshot.comparisonsAtLastTimestamp
        var matchingsToSkip = snapshot.matchingsAtLastTimestamp
        for event in history.events {
            switch event {
            case .comparison(let observation):
                if let last = snapshot.lastComparisonTimestamp, observation.timestamp <= last {
                    if observation.timestamp == last, comparisonsToSkip == 0 {
                        profile.add(observation)
                    } else if observation.timestamp == last {
                        comparisonsToSkip -= 1
                    }
                } else {
                    profile.add(observation)
                }
            case .matching(let observation):
                if let last = snapshot.lastMatchingTimestamp, observation.timestamp <= last {
                    if observation.timestamp == last, matchingsToSkip == 0 {
                        profile.add(observation)
                    } else if observation.timestamp == last {
                        matchingsToSkip -= 1
                    }
                } else {
                    profile.add(observation)
                }
            }
        }
        return profile
    }

    @Test(
        "building incrementally equals rebuilding from the same observations", arguments: [1, 2, 3, 42, 2025])
    func incrementalEqualsRebuild(seed: UInt64) throws {
        let history = RandomHistory(seed: seed, count: 3_000)
        var live = PitchProfile(timeZone: Self.berlin)
        for event in history.events {
            live.add(event)
        }
        let rebuilt = PitchProfile(
            comparisons: history.comparisons,
            matchings: history.matchings,
            timeZone: Self.berlin
        )
        #expect(live == rebuilt)
        #expect(try json(live) == json(rebuilt))
        #expect(PitchProfileSummary(live) == PitchProfileSummary(rebuilt))
        #expect(live.comparisonCount == history.comparisons.count)
        #expect(live.matchingCount == history.matchings.count)
        #expect(live.comparisonTrend.trend != nil)
        #expect(live.threshold.threshold != nil)
    }

    @Test(
        "a snapshot taken midway, stored and continued, equals rebuilding from everything",
        arguments: [(7, 0.5), (8, 0.13), (9, 0.97), (10, 0.01)]
    )
    func snapshotContinuedEqualsRebuild(seed: UInt64, fraction: Double) throws {
        let history = RandomHistory(seed: seed, count: 2_500)
        let cut = Int(Double(history.events.count) * fraction)
        var early = PitchProfile(timeZone: Self.berlin)
        for event in history.events.prefix(cut) {
            early.add(event)
        }
        let snapshot = try decode(PitchProfile.self, from: json(early))
        #expect(snapshot == early)
        #expect(snapshot.timeZone == Self.berlin)

        // Continued as a running session would, with the events after the cut.
        var continued = snapshot
        for event in history.events.dropFirst(cut) {
            continued.add(event)
        }
        // Continued as a start-up would, from the stored records by the documented rule.
        let resumed = Self.continuing(snapshot, with: history)
        let rebuilt = PitchProfile(
            comparisons: history.comparisons,
            matchings: history.matchings,
            timeZone: Self.berlin
        )
        #expect(continued == rebuilt)
        #expect(resumed == rebuilt)
        #expect(try json(resumed) == json(rebuilt))
    }

    @Test(
        "a snapshot cut between or just after two observations of the same instant resumes exactly",
        arguments: [0, 1]
    )
    func snapshotCutAtATie(after: Int) throws {
        let history = RandomHistory(seed: 11, count: 2_000)
        let events = history.events
        let second = try #require(
            events.indices.dropFirst().first { index in
                switch (events[index - 1], events[index]) {
                case (.comparison(let first), .comparison(let second)): first.timestamp == second.timestamp
                default: false
                }
            }
        )
        let cut = second + after
        var early = PitchProfile(timeZone: Self.berlin)
        for event in events.prefix(cut) {
            early.add(event)
        }
        let snapshot = try decode(PitchProfile.self, from: json(early))
        #expect(snapshot.comparisonsAtLastTimestamp == 1 + after)
        let rebuilt = PitchProfile(
            comparisons: history.comparisons,
            matchings: history.matchings,
            timeZone: Self.berlin
        )
        #expect(Self.continuing(snapshot, with: history) == rebuilt)
    }

    @Test("observations sharing the last timestamp are counted, so a snapshot can be resumed exactly")
    func tiesAtTheLastTimestamp() {
        let instant = moment("2025-06-01T09:00:00Z")
        var profile = PitchProfile(timeZone: Self.berlin)
        #expect(profile.lastComparisonTimestamp == nil)
        profile.add(comparison(10, at: instant.addingTimeInterval(-1)))
        profile.add(comparison(10, at: instant))
        profile.add(comparison(12, at: instant))
        #expect(profile.lastComparisonTimestamp == instant)
        #expect(profile.comparisonsAtLastTimestamp == 2)
        profile.add(comparison(14, at: instant.addingTimeInterval(-60)))  // late, out of order
        #expect(profile.lastComparisonTimestamp == instant)
        #expect(profile.comparisonsAtLastTimestamp == 2)
        profile.add(matching(3, at: instant))
        #expect(profile.lastMatchingTimestamp == instant)
        #expect(profile.matchingsAtLastTimestamp == 1)
        #expect(profile.comparisonCount == 4)
        #expect(profile.matchingCount == 1)
    }

    @Test("every part of the profile sees each observation")
    func partsAgree() {
        var profile = PitchProfile(timeZone: Self.berlin)
        profile.add(comparison(-20, correct: true, note: 60, at: moment("2025-03-08T10:00:00Z")))
        profile.add(comparison(30, correct: false, note: 62, at: moment("2025-03-08T10:00:02Z")))
        profile.add(matching(-5, interval: 7, at: moment("2025-03-08T10:05:00Z")))
        #expect(profile.comparisonCount == 2)
        #expect(profile.correctComparisonCount == 1)
        #expect(profile.kazezMean == 25)
        #expect(profile.perceptual.mean(for: note(62)) == 30)
        #expect(profile.threshold.totalReversals == 1)
        #expect(profile.comparisonTimeline.days.first?.count == 2)
        #expect(profile.matching.statistics(forInterval: 7).mean == 5)
        #expect(profile.matchingTimeline.days.first?.meanError == 5)
        #expect(profile.comparisonTrend.count == 2)
        #expect(profile.matchingTrend.count == 1)
    }

    @Test("an empty profile has no numbers to show and survives a round trip")
    func emptyProfile() throws {
        let profile = PitchProfile(timeZone: Self.berlin)
        #expect(profile.kazezMean == nil)
        #expect(profile.comparisonTrend.trend == nil)
        #expect(profile.threshold.threshold == nil)
        #expect(try decode(PitchProfile.self, from: json(profile)) == profile)
    }

    @Test("a snapshot of another format version, or with parts that disagree, is refused")
    func badSnapshotsRefused() throws {
        var profile = PitchProfile(timeZone: Self.berlin)
        profile.add(comparison(10, at: moment("2025-03-08T10:00:00Z")))
        let text = try json(profile)
        #expect(text.contains(#""version":1"#))
        #expect(throws: DecodingError.self) {
            try decode(
                PitchProfile.self, from: text.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
            )
        }
        let tampered = text.replacingOccurrences(
            of: #""correctComparisonCount":1"#,
            with: #""correctComparisonCount":2"#
        )
        #expect(tampered != text)
        #expect(throws: DecodingError.self) {
            try decode(PitchProfile.self, from: tampered)
        }
    }

    @Test("the last timestamps survive a document store's millisecond date strategy exactly")
    func timestampsIndependentOfDateStrategy() throws {
        let instant = Date(timeIntervalSinceReferenceDate: 770_000_000.123_456_7)
        var profile = PitchProfile(timeZone: Self.berlin)
        profile.add(comparison(10, at: instant))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .millisecondsSince1970
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        let restored = try decoder.decode(PitchProfile.self, from: encoder.encode(profile))
        #expect(restored.lastComparisonTimestamp == instant)
        #expect(restored == profile)
    }
}
