import Foundation
import Profiles
import Testing

@Suite("TrendTracker")
struct TrendTrackerTests {
    /// A tracker of ten values at `earlier`, then ten at `later`.
    static func tracker(earlier: Double, later: Double, laterCount: Int = 10) -> TrendTracker {
        var tracker = TrendTracker()
        for _ in 0..<10 {
            tracker.add(earlier)
        }
        for _ in 0..<laterCount {
            tracker.add(later)
        }
        return tracker
    }

    @Test(
        "more than 5% lower is improving, more than 5% higher declining, 5% exactly stable",
        arguments: [
            (94.9, Trend.improving), (95, .stable), (100, .stable), (105, .stable), (105.1, .declining),
            (50, .improving), (200, .declining),
        ]
    )
    func boundaries(later: Double, expected: Trend) {
        #expect(Self.tracker(earlier: 100, later: later).trend == expected)
    }

    @Test("there is no trend below 20 values, and one from 20 on")
    func minimumCount() {
        let nineteen = Self.tracker(earlier: 100, later: 50, laterCount: 9)
        #expect(nineteen.count == 19)
        #expect(nineteen.trend == nil)
        #expect(nineteen.earlierMean != nil)
        var twenty = nineteen
        twenty.add(50)
        #expect(twenty.trend == .improving)
        #expect(TrendTracker().trend == nil)
        #expect(TrendTracker().laterMean == nil)
    }

    @Test("with an odd count the later half holds the middle value")
    func halves() {
        var tracker = TrendTracker()
        for value in 1...21 {
            tracker.add(Double(value))
        }
        #expect(tracker.earlierMean == 5.5)  // 1...10
        #expect(tracker.laterMean == 16)  // 11...21
        #expect(tracker.trend == .declining)
    }

    @Test("signed values count by their magnitude")
    func magnitudes() {
        var tracker = TrendTracker()
        for index in 0..<20 {
            tracker.add(index.isMultiple(of: 2) ? -30 : 30)
        }
        #expect(tracker.earlierMean == 30)
        #expect(tracker.laterMean == 30)
        #expect(tracker.trend == .stable)
    }

    @Test("an earlier half of zeros is stable against zeros and declining against anything more")
    func zeros() {
        #expect(Self.tracker(earlier: 0, later: 0).trend == .stable)
        #expect(Self.tracker(earlier: 0, later: 0.1).trend == .declining)
    }

    @Test("a stored tracker continues exactly, also past the compaction of many values")
    func codableContinues() throws {
        var live = TrendTracker()
        for index in 0..<10_001 {
            live.add(Double(index % 97) / 10)
        }
        var restored = try decode(TrendTracker.self, from: json(live))
        #expect(restored == live)
        for index in 0..<5_000 {
            live.add(Double(index % 13))
            restored.add(Double(index % 13))
        }
        #expect(restored == live)
        #expect(restored.earlierMean == live.earlierMean)
        #expect(restored.laterMean == live.laterMean)
        #expect(try json(restored) == json(live))
    }

    @Test("a stored tracker whose values do not fit its count is refused")
    func inconsistentRefused() throws {
        let text = try json(Self.tracker(earlier: 1, later: 2)).replacingOccurrences(
            of: #""count":20"#,
            with: #""count":24"#
        )
        #expect(throws: DecodingError.self) {
            try decode(TrendTracker.self, from: text)
        }
        #expect(throws: DecodingError.self) {
            try decode(TrendTracker.self, from: #"{"count":1,"earlierSum":0,"laterValues":"AAA"}"#)
        }
    }
}
