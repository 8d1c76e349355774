import Foundation

extension SimulationSummary {
    /// The threshold that maximises the likelihood of the answers under
    /// `SimulatedListener.probabilityCorrect`, searched on a log scale from 0.01 to 1,000 cents.
    ///
    /// A grid finds the peak to within 5%, a golden-section search refines it. The answers of an
    /// adaptive chain may be fitted like any others: which offset came next depended only on
    /// earlier answers, so the likelihood is the same as for offsets chosen in advance.
    /// - Returns: The estimate, or nil when the answers are all alike or the peak lies at an end
    ///   of the search range.
    static func fitThreshold(_ steps: [Step]) -> Double? {
        let correct = steps.count(where: { $0.isCorrect })
        guard correct > 0, correct < steps.count else { return nil }
        func logLikelihood(_ logThreshold: Double) -> Double {
            let threshold = exp(logThreshold)
            return steps.reduce(0) { sum, step in
                let p = SimulatedListener.probabilityCorrect(offset: step.offset, threshold: threshold)
                return sum + log(max(step.isCorrect ? p : 1 - p, 1e-300))
            }
        }
        let low = log(0.01)
        let high = log(1_000.0)
        let gridStep = 0.05
        let grid = stride(from: low, through: high, by: gridStep).map { ($0, logLikelihood($0)) }
        guard let best = grid.indices.max(by: { grid[$0].1 < grid[$1].1 }),
            best > grid.startIndex, best < grid.index(before: grid.endIndex)
        else { return nil }
        var a = grid[best].0 - gridStep
        var b = grid[best].0 + gridStep
        let ratio = (sqrt(5.0) - 1) / 2
        for _ in 0..<40 {
            let c = b - ratio * (b - a)
            let d = a + ratio * (b - a)
            if logLikelihood(c) > logLikelihood(d) { b = d } else { a = c }
        }
        return exp((a + b) / 2)
    }
}
