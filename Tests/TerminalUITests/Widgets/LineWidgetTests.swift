import TerminalUI
import Testing

@Suite("One-line widgets: status line, key hints, progress bar, sparkline")
struct LineWidgetTests {
    static let status = StatusLine(left: "Comparison · trial 12", right: "82% correct")

    @Test("the status line puts text at both ends and fills the width in reverse video")
    func statusLine() {
        let line = Self.status.line(width: 40)
        #expect(line.text == "Comparison · trial 12        82% correct")
        #expect(line.width == 40)
        #expect(line.spans.allSatisfy { $0.style == .reverse })
    }

    @Test("a narrow status line cuts the left text, then drops the right")
    func statusLineNarrow() {
        #expect(Self.status.line(width: 25).text == "Comparison ·… 82% correct")
        #expect(Self.status.line(width: 15).text == "Comparison · t…")
        #expect(StatusLine(left: "", right: "3/10").line(width: 8).text == "    3/10")
        #expect(Self.status.line(width: 0).isEmpty)
    }

    static let hints = KeyHints([("↑/↓", "answer"), ("r", "replay"), ("q", "quit")])

    @Test("key hints list every key with a separator, keys in bold")
    func keyHints() {
        let line = Self.hints.line(width: 40)
        #expect(line.text == "↑/↓ answer · r replay · q quit")
        #expect(line.spans.first == Span("↑/↓", style: .bold))
    }

    @Test("narrow key hints drop whole hints and say so with …")
    func keyHintsNarrow() {
        #expect(Self.hints.line(width: 20).text == "↑/↓ answer …")
        #expect(Self.hints.line(width: 5).text == "↑/↓ …")
        #expect(Self.hints.line(width: 2).text == "↑…")
    }

    static let bar = ProgressBar(
        fraction: 0.456, label: "Computing π", detail: "45,600/100,000", remaining: .seconds(83))

    @Test("a progress bar at full width: label, eighth-block bar, percentage, detail, time left")
    func progressBar() {
        #expect(bar(60) == "Computing π |███████▊         |  45% 45,600/100,000 ETA 1:23")
        #expect(Self.bar.line(width: 60).width == 60)
    }

    @Test("a narrow progress bar drops time, detail and label, then shows the percentage alone")
    func progressBarNarrow() {
        #expect(bar(40) == "Computing π |█████████▌           |  45%")
        #expect(bar(20) == "|█████▉       |  45%")
        #expect(bar(12) == "|██▎  |  45%")
        #expect(bar(5) == "45%")
        #expect(bar(2) == "")
    }

    @Test("a progress bar's ends: empty at 0, full only at 1, NaN as 0, hours in the time left")
    func progressBarEnds() {
        #expect(ProgressBar(fraction: 0).line(width: 20).text == "|             |   0%")
        #expect(ProgressBar(fraction: 1).line(width: 20).text == "|█████████████| 100%")
        #expect(ProgressBar(fraction: 0.999).line(width: 20).text == "|████████████▉|  99%")
        #expect(ProgressBar(fraction: .nan).line(width: 20).text == "|             |   0%")
        #expect(ProgressBar(fraction: 2).line(width: 20).text == "|█████████████| 100%")
        #expect(
            ProgressBar(fraction: 0.5, remaining: .seconds(3723)).line(width: 40).text
                == "|██████████▌          |  50% ETA 1:02:03")
    }

    @Test("a sparkline scales from lowest to highest; gaps are spaces; equal values sit mid-height")
    func sparkline() {
        #expect(Sparkline(values: [1, 2, 3, nil, 8, 5]).line(width: 10).text == "▁▂▃ █▅")
        #expect(Sparkline(values: [3, 3, 3]).line(width: 10).text == "▄▄▄")
        #expect(Sparkline(values: [0, 50, 100], range: 0...200).line(width: 10).text == "▁▃▅")
        #expect(Sparkline(values: [.nan, nil]).line(width: 10).text == "  ")
    }

    @Test("a narrow sparkline keeps the latest values")
    func sparklineNarrow() {
        #expect(Sparkline(values: [1, 2, 3, 4, 5]).line(width: 3).text == "▁▅█")
        #expect(Sparkline(values: [1, 2]).line(width: 0).text == "")
    }

    private func bar(_ width: Int) -> String {
        Self.bar.line(width: width).text
    }
}
