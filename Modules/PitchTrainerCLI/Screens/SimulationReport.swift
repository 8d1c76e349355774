import Foundation
import PitchTraining
import TerminalUI

/// How a simulated offset chain converged, as text.
struct SimulationReport {
    let summary: SimulationSummary

    func lines(width: Int) -> [Line] {
        let steps = summary.steps
        var lines: [Line] = [
            Line(
                "Simulated listener, threshold \(format(summary.listenerThreshold)) cents: \(steps.count) trials, "
                    + "\(format(summary.fractionCorrect * 100, 0)) % right", style: .bold)
        ]
        let checkpoints = Set(
            stride(from: 0, to: steps.count, by: max(1, steps.count / 10)).map { $0 } + [steps.count - 1])
        lines.append(Line("trial     offset (cents)"))
        for index in checkpoints.sorted() {
            let step = steps[index]
            lines.append(
                Line(
                    String(
                        format: "%6d     %6.1f  %@", index + 1, step.offset,
                        step.isCorrect ? "right" : "wrong")))
        }
        let chain = Sparkline(
            values: Self.downsample(steps.map(\.offset), to: width),
            range: 0...(steps.map(\.offset).max() ?? 1))
        lines.append(Line("chain: ") + chain.line(width: width - 7))
        lines.append(
            Line(
                "settled at \(format(summary.settledOffset)) cents (mean of the last \(summary.settleWindow) trials)"
            ))
        if let reversals = summary.reversalMean {
            lines.append(Line("mean of the last reversals: \(format(reversals)) cents"))
        }
        if let fitted = summary.fittedThreshold {
            lines.append(Line("threshold fitted to the answers: \(format(fitted)) cents"))
        }
        lines.append(Line("next trial would start at \(format(summary.nextOffset)) cents"))
        return lines
    }

    /// Means of equal stretches, so a long chain fits the width.
    static func downsample(_ values: [Double], to count: Int) -> [Double?] {
        guard values.count > count, count > 0 else { return values }
        return (0..<count).map { bucket in
            let start = bucket * values.count / count
            let end = max(start + 1, (bucket + 1) * values.count / count)
            let slice = values[start..<end]
            return slice.reduce(0, +) / Double(slice.count)
        }
    }

    private func format(_ value: Double, _ digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}
