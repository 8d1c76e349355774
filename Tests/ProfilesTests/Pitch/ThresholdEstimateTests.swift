import Foundation
import Profiles
import Testing

@Suite("ThresholdEstimate")
struct ThresholdEstimateTests {
    /// A short chain with five reversals, at 30, 60, 35, 50 and 40 cents (signs as presented).
    static let chain: [(offset: Double, correct: Bool)] = [
        (50, true), (-40, true),
        (30, false),  // reversal: the first miss after hits, a trough
        (-45, false),
        (60, true),  // reversal: the first hit after misses, a peak
        (50, true),
        (-35, false),  // reversal
        (50, true),  // reversal
        (40, false),  // reversal
    ]

    static func estimate(_ chain: [(offset: Double, correct: Bool)], reversalCount: Int = 8)
        -> ThresholdEstimate
    {
        var estimate = ThresholdEstimate(reversalCount: reversalCount)
        for trial in chain {
            estimate.add(offset: trial.offset, isCorrect: trial.correct)
        }
        return estimate
    }

    @Test("finds the reversals of a hand-made chain and averages an even number of them")
    func handMadeChain() {
        let estimate = Self.estimate(Self.chain)
        #expect(estimate.totalReversals == 5)
        #expect(estimate.recentReversalOffsets == [30, 60, 35, 50, 40])
        #expect(estimate.reversalsUsed == 4)
        #expect(estimate.threshold == 46.25)  // (60 + 35 + 50 + 40) / 4
    }

    @Test("averages only the latest reversals when there are more than asked for")
    func latestOnly() {
        let estimate = Self.estimate(Self.chain, reversalCount: 2)
        #expect(estimate.reversalsUsed == 2)
        #expect(estimate.threshold == 45)  // (50 + 40) / 2
        #expect(estimate.totalReversals == 5)
    }

    @Test("a long alternating chain keeps the last eight reversals")
    func lastEight() {
        let chain = (1...12).map { (offset: Double($0), correct: $0.isMultiple(of: 2)) }
        let estimate = Self.estimate(chain)
        #expect(estimate.totalReversals == 11)  // every trial after the first
        #expect(estimate.recentReversalOffsets == [5, 6, 7, 8, 9, 10, 11, 12])
        #expect(estimate.threshold == 8.5)
    }

    @Test("there is no estimate before the second reversal")
    func tooFewReversals() {
        #expect(ThresholdEstimate().threshold == nil)
        let oneReversal = Self.estimate(Array(Self.chain.prefix(4)))
        #expect(oneReversal.totalReversals == 1)
        #expect(oneReversal.threshold == nil)
        #expect(Self.estimate(Array(Self.chain.prefix(5))).threshold == 45)  // (30 + 60) / 2
        #expect(Self.estimate(Array(repeating: (10, true), count: 50)).threshold == nil)
    }

    @Test("a stored estimate continues the chain where it left off")
    func codableContinues() throws {
        var live = Self.estimate(Array(Self.chain.prefix(6)))
        var restored = try decode(ThresholdEstimate.self, from: json(live))
        #expect(restored == live)
        for trial in Self.chain.dropFirst(6) {
            live.add(offset: trial.offset, isCorrect: trial.correct)
            restored.add(offset: trial.offset, isCorrect: trial.correct)
        }
        #expect(restored == Self.estimate(Self.chain))
        #expect(restored.threshold == 46.25)
    }
}
