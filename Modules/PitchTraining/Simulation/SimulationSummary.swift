/// How a simulated comparison chain went: every trial's offset and answer, and where it settled.
///
/// Three estimates are given, because they answer different questions: `settledOffset`, the mean
/// offset of the last trials, is where the Kazez chain works (55 to 62% correct, well below the
/// threshold of a `SimulatedListener`); `reversalMean`, the mean offset at the chain's
/// last turning points, is the estimate the psychophysics literature reports; `fittedThreshold`
/// fits the listener's own psychometric function to the answers and should come back near the
/// threshold the simulation was given.
public struct SimulationSummary: Sendable, Equatable {
    /// One answered trial of the chain.
    public struct Step: Sendable, Equatable {
        /// The trial's offset in cents, unsigned.
        public let offset: Double
        /// Whether the listener answered it correctly.
        public let isCorrect: Bool

        /// Makes a step.
        public init(offset: Double, isCorrect: Bool) {
            self.offset = offset
            self.isCorrect = isCorrect
        }
    }

    /// How many of the last turning points `reversalMean` averages.
    public static let reversalsAveraged = 8

    /// The most trials `settledOffset` averages.
    public static let settleWindowLimit = 100

    /// The threshold the simulated listener was given, in cents.
    public let listenerThreshold: Double
    /// Every trial, in order.
    public let steps: [Step]
    /// The offset the chain would have used next.
    public let nextOffset: Double
    /// How many answers were right.
    public let correctCount: Int
    /// The mean offset of the last `settleWindow` trials.
    public let settledOffset: Double
    /// How many trials `settledOffset` averages: the later half, at most 100.
    public let settleWindow: Int
    /// The mean offset at the last (up to 8) reversals, where a right answer followed a wrong one
    /// or the other way round; nil when the answers never changed.
    public let reversalMean: Double?
    /// The threshold of `SimulatedListener`'s psychometric function that best explains the
    /// answers (maximum likelihood over the last 5,000 trials); nil when the answers carry no
    /// information (all right or all wrong).
    public let fittedThreshold: Double?

    /// Summarises a chain.
    /// - Parameters:
    ///   - listenerThreshold: The simulated listener's threshold in cents.
    ///   - steps: The trials in order; at least one.
    ///   - nextOffset: The offset the chain would use next.
    public init(listenerThreshold: Double, steps: [Step], nextOffset: Double) {
        self.listenerThreshold = listenerThreshold
        self.steps = steps
        self.nextOffset = nextOffset
        correctCount = steps.count(where: { $0.isCorrect })
        settleWindow = max(1, min(steps.count / 2, Self.settleWindowLimit))
        settledOffset = Self.mean(steps.suffix(settleWindow).map(\.offset)) ?? nextOffset
        reversalMean = Self.mean(Self.reversals(in: steps).suffix(Self.reversalsAveraged))
        fittedThreshold = Self.fitThreshold(Array(steps.suffix(5_000)))
    }

    /// How many trials were answered.
    public var trialCount: Int { steps.count }

    /// The share of right answers, 0...1.
    public var fractionCorrect: Double {
        steps.isEmpty ? 0 : Double(correctCount) / Double(steps.count)
    }

    /// The offsets at which the chain turned, in order.
    static func reversals(in steps: [Step]) -> [Double] {
        zip(steps, steps.dropFirst()).compactMap { previous, step in
            previous.isCorrect != step.isCorrect ? step.offset : nil
        }
    }

    static func mean(_ values: some Collection<Double>) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
