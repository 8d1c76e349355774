import TerminalUI
import Testing

@Suite("Charts: horizontal and vertical bars")
struct ChartTests {
    static let accuracy = HorizontalBarChart(bars: [
        HorizontalBarChart.Bar("E", value: 95),
        HorizontalBarChart.Bar("T", value: 80.5),
        HorizontalBarChart.Bar("Q", value: 12),
        HorizontalBarChart.Bar("Zero", value: 0),
    ])

    @Test("horizontal bars scale to the largest value in eighth blocks, with value labels")
    func horizontal() {
        #expect(
            Self.accuracy.render(width: 30).map(\.text) == [
                "E    ████████████████████   95",
                "T    █████████████████    80.5",
                "Q    ██▌                    12",
                "Zero                         0",
            ])
    }

    @Test("narrow horizontal bars drop the values, then squeeze the labels")
    func horizontalNarrow() {
        #expect(
            Self.accuracy.render(width: 8).map(\.text) == ["E  █████", "T  ████▎", "Q  ▋    ", "Z…      "])
        #expect(Self.accuracy.render(width: 3).map(\.text) == ["E █", "T ▉", "Q ▏", "…  "])
    }

    @Test("a fixed maximum, custom value labels, and a tiny value still shows")
    func horizontalScale() {
        let chart = HorizontalBarChart(
            bars: [
                HorizontalBarChart.Bar("a", value: 50, valueLabel: "50%"),
                HorizontalBarChart.Bar("b", value: 0.1, valueLabel: "0.1%"),
            ],
            maximum: 100)
        #expect(chart.render(width: 17).map(\.text) == ["a █████       50%", "b ▏          0.1%"])
    }

    static let profile = VerticalBarChart(
        values: [1, 2, 3, 4, nil, 8, 0.1, 0], height: 2,
        labels: [
            VerticalBarChart.AxisLabel(position: 0, text: "C3"),
            VerticalBarChart.AxisLabel(position: 5, text: "A3"),
        ],
        showsScale: true, missingMarker: "·")

    @Test("vertical bars in eighths with a scale, a marker for missing values and labels under columns")
    func vertical() {
        #expect(
            Self.profile.render(width: 40).map(\.text) == [
                "8                ██",
                "0 ▂▂ ▄▄ ▆▆ ██ ·· ██ ▁▁",
                "  C3             A3",
            ])
        #expect(Self.profile.render(width: 12).map(\.text) == ["8      █", "0 ▂▄▆█·█▁", "  C3   A3"])
    }

    @Test("more values than cells are averaged in groups, and overlapping labels are skipped")
    func verticalNarrow() {
        #expect(Self.profile.render(width: 6).map(\.text) == ["8   █", "0 ▃▇█▁", "  C3"])
    }

    @Test("a keyboard of 88 columns fits 80 cells, one line per row plus the labels")
    func keyboardWide() {
        let chart = VerticalBarChart(
            values: (0..<88).map { Double($0 % 12) }, height: 3,
            labels: [3, 15, 27, 39].map { VerticalBarChart.AxisLabel(position: $0, text: "C\($0 / 12 + 1)") })
        let lines = chart.render(width: 80)
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.width <= 80 })
        #expect(lines[2].width == 80)
        #expect(lines[3].text == "  C1         C2         C3         C4")
    }

    @Test("no values or no height draws nothing, a width of 0 draws blank lines")
    func verticalEdges() {
        #expect(VerticalBarChart(values: [], height: 2).render(width: 10) == [Line(), Line()])
        #expect(VerticalBarChart(values: [1], height: 0).render(width: 10).isEmpty)
        #expect(VerticalBarChart(values: [1, 2], height: 1).render(width: 0) == [Line()])
    }
}
