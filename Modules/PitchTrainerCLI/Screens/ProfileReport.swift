import Domain
import Foundation
import Profiles
import TerminalUI

/// The profile as lines of text and charts, for a terminal or a pipe.
struct ProfileReport {
    let profile: PitchProfile
    let summary: PitchProfileSummary

    func lines(width: Int) -> [Line] {
        var lines: [Line] = [Line("Pitch comparison", style: .bold)]
        guard summary.comparisonCount > 0 || summary.matchingCount > 0 else {
            return [
                Line("No training yet. Start with: pitch-trainer compare", style: .bold),
                Line("(or bring your history from Peach: pitch-trainer import-peach FILE)"),
            ]
        }
        lines.append(contentsOf: comparisonSummary())
        if summary.comparisonCount > 0 {
            lines.append("")
            lines.append(Line("Mean threshold per reference note (cents; lower is better)", style: .bold))
            lines.append(contentsOf: keyboardChart(width: width))
            let weak = profile.perceptual.weakSpots(in: .standard, count: 5).map(\.description)
            lines.append(Line("Weak spots: " + weak.joined(separator: ", ")))
            lines.append(contentsOf: timeline(width: width))
        }
        if summary.matchingCount > 0 {
            lines.append("")
            lines.append(Line("Pitch matching", style: .bold))
            lines.append(contentsOf: matchingSummary(width: width))
        }
        return lines
    }

    private func comparisonSummary() -> [Line] {
        guard summary.comparisonCount > 0 else { return [Line("No comparisons yet.")] }
        let percent = Double(summary.correctComparisonCount) / Double(summary.comparisonCount) * 100
        var lines = [
            Line(
                "\(summary.comparisonCount) trials, \(summary.correctComparisonCount) right (\(format(percent, 0)) %)"
            )
        ]
        if let mean = summary.kazezMean {
            lines.append(Line("Kazez mean: \(format(mean)) cents"))
        }
        if let threshold = summary.reversalThreshold {
            lines.append(
                Line(
                    "Threshold from the last \(summary.reversalsUsed) reversals: \(format(threshold)) cents "
                        + "(comparable with a 2-down-1-up staircase; the Kazez mean reads lower)"))
        }
        lines.append(Line("Trend: " + describe(summary.comparisonTrend)))
        return lines
    }

    /// One column per key from the lowest to the highest trained note (at least C2-C6).
    private func keyboardChart(width: Int) -> [Line] {
        let trained = summary.notes.map(\.note)
        let low = min(trained.min() ?? 36, 36)
        let high = max(trained.max() ?? 84, 84)
        let means = Dictionary(uniqueKeysWithValues: summary.notes.map { ($0.note, $0.mean) })
        let values = (low...high).map { means[$0] }
        let labels = (low...high).enumerated().compactMap { index, note -> VerticalBarChart.AxisLabel? in
            guard note % 12 == 0, let midi = try? MIDINote(note) else { return nil }
            return VerticalBarChart.AxisLabel(position: index, text: midi.description)
        }
        return VerticalBarChart(
            values: values, height: 8, labels: labels, showsScale: true, maximumColumnWidth: 1,
            missingMarker: "·",
            style: .color(.cyan)
        ).render(width: width)
    }

    private func timeline(width: Int) -> [Line] {
        let days = summary.comparisonDays.suffix(30)
        guard days.count > 1 else { return [] }
        var lines: [Line] = [
            "", Line("Daily mean threshold, last \(days.count) training days", style: .bold),
        ]
        lines.append(Sparkline(values: days.map { $0.meanThreshold }).line(width: min(width, days.count)))
        if let last = days.last {
            let deviation = last.rollingStandardDeviation.map { " ± \(format($0))" } ?? ""
            lines.append(
                Line(
                    "\(last.day): \(last.count) trials, mean \(format(last.meanThreshold)) cents; "
                        + "rolling mean over \(last.rollingPeriods) days \(format(last.rollingMean))\(deviation)"
                ))
        }
        return lines
    }

    private func matchingSummary(width: Int) -> [Line] {
        var lines = [Line("\(summary.matchingCount) matches")]
        if let mean = summary.matchingMeanError {
            let deviation = summary.matchingStandardDeviation.map { " ± \(format($0))" } ?? ""
            lines.append(Line("Mean error: \(format(mean))\(deviation) cents"))
        }
        if let signed = summary.matchingMeanSignedError {
            lines.append(Line("Tendency: \(format(abs(signed))) cents \(signed >= 0 ? "sharp" : "flat")"))
        }
        lines.append(Line("Trend: " + describe(summary.matchingTrend)))
        let rows = summary.matchingIntervals.map { interval in
            [
                interval.name, "\(interval.count)", format(interval.meanError),
                interval.standardDeviation.map { format($0) } ?? "-",
            ]
        }
        if !rows.isEmpty {
            lines.append("")
            lines.append(
                contentsOf: Table(
                    columns: [
                        .init("Interval"), .init("Matches", alignment: .right),
                        .init("Mean error", alignment: .right),
                        .init("SD", alignment: .right),
                    ],
                    rows: rows
                ).render(width: width))
        }
        return lines
    }

    private func describe(_ trend: Trend?) -> String {
        switch trend {
        case .improving: "improving"
        case .declining: "declining"
        case .stable: "stable"
        case nil: "not enough data yet (20 trials needed)"
        }
    }

    private func format(_ value: Double, _ digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}
