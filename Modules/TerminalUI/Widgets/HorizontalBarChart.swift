/// Bars across the screen, one per line: label, bar in eighth blocks, value.
///
/// Bars are scaled so `maximum` (by default the largest value) fills the space between the
/// labels and the values; any positive value shows at least an eighth. When the width is
/// short, labels give up to a third of it, then the values go, then labels share what is left.
public struct HorizontalBarChart: Hashable, Sendable {
    /// One bar.
    public struct Bar: Hashable, Sendable {
        /// The name before the bar.
        public var label: String
        /// The length; negative and non-finite values draw nothing.
        public var value: Double
        /// The text after the bar; by default the value (whole, or with one decimal).
        public var valueLabel: String?
        /// The bar's look (its colour).
        public var style: Style

        /// Creates a bar.
        public init(_ label: String, value: Double, valueLabel: String? = nil, style: Style = .plain) {
            self.label = label
            self.value = value
            self.valueLabel = valueLabel
            self.style = style
        }

        var shownValue: String { valueLabel ?? ChartNumber.format(value) }
    }

    /// The bars, top to bottom.
    public var bars: [Bar]
    /// The value that fills the bar space; the largest value by default.
    public var maximum: Double?

    /// Creates a chart.
    public init(bars: [Bar], maximum: Double? = nil) {
        self.bars = bars
        self.maximum = maximum
    }

    /// One line per bar, at most `width` cells each.
    public func render(width: Int) -> [Line] {
        guard width > 0 else { return bars.map { _ in Line() } }
        let widestLabel = bars.map { TextWidth.of($0.label) }.max() ?? 0
        var labelWidth = min(widestLabel, width / 3)
        var valueWidth = bars.map { TextWidth.of($0.shownValue) }.max() ?? 0
        func barWidth() -> Int {
            width - (labelWidth > 0 ? labelWidth + 1 : 0) - (valueWidth > 0 ? valueWidth + 1 : 0)
        }
        if barWidth() < 4 { valueWidth = 0 }
        if barWidth() < 1 { labelWidth = max(0, width - 2) }
        let cells = max(0, barWidth())
        let scale = maximum ?? bars.map(\.value).filter(\.isFinite).max() ?? 0
        return bars.map { bar in
            var line = Line()
            if labelWidth > 0 { line.append(TextWidth.fit(bar.label, to: labelWidth) + " ") }
            let eighths = BlockCharacters.eighths(bar.value, maximum: scale, cells: cells)
            line.append(BlockCharacters.horizontalBar(eighths: eighths, cells: cells), style: bar.style)
            if valueWidth > 0 {
                line.append(" " + TextWidth.fit(bar.shownValue, to: valueWidth, alignment: .right))
            }
            return line.truncated(to: width)
        }
    }
}
