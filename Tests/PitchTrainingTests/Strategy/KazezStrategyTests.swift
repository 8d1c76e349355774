import PitchTraining
import Testing

@Suite("The Kazez rule")
struct KazezStrategyTests {
    let strategy = KazezStrategy()

    @Test("from 50 cents, a correct answer gives 32.3 and a wrong one 81.8 (the spec's values)")
    func workedValues() {
        #expect(tenth(strategy.next(after: 50, wasCorrect: true)) == 32.3)
        #expect(tenth(strategy.next(after: 50, wasCorrect: false)) == 81.8)
    }

    @Test("the sign of the previous offset does not matter")
    func signIgnored() {
        #expect(strategy.next(after: -50, wasCorrect: true) == strategy.next(after: 50, wasCorrect: true))
    }

    @Test(
        "the chain stays within 0.1...100 cents",
        arguments: [
            (0.1, true, 0.1), (0.1, false, 0.1 * (1 + 0.09 * 0.1.squareRoot())),
            (100, false, 100), (95, false, 100), (100, true, 50), (0.0, true, 0.1), (400, false, 100),
        ])
    func clamps(offset: Double, correct: Bool, expected: Double) {
        #expect(abs(strategy.next(after: offset, wasCorrect: correct) - expected) < 1e-12)
    }

    @Test("a chain from 100 cents follows the rule step by step")
    func chain() {
        let answers = [true, true, false, true, true, true, false, false]
        let expected = [50.0, 32.3223, 48.8608, 31.7838, 22.8244, 17.3723, 23.8889, 34.3974]
        var offset = KazezStrategy.defaultStartingOffset
        for (answer, value) in zip(answers, expected) {
            offset = strategy.next(after: offset, wasCorrect: answer)
            #expect(abs(offset - value) < 0.0001)
        }
    }

    @Test(
        "a session starts from the profile's mean, or from 100 cents without one",
        arguments: [
            (nil, 100), (12.3, 12.3), (0.01, 0.1), (500, 100), (Double.nan, 100),
        ] as [(Double?, Double)])
    func startingOffset(mean: Double?, expected: Double) {
        #expect(strategy.startingOffset(profileMean: mean) == expected)
    }

    private func tenth(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
