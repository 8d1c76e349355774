/// Columns of block characters rising from a baseline, in eighths of a cell: the shape of a
/// profile (one column per key across a keyboard) or a trend over sessions.
///
/// Each value gets a column of equal width (one cell, or up to `maximumColumnWidth` with a gap
/// when there is room). When there are more values than cells, neighbouring values are
/// averaged so the whole range still fits. Missing values (nil) leave a gap, or show
/// `missingMarker` on the baseline. Labels sit under the columns they name, and are skipped
/// where they would overlap.
public struct VerticalBarChart: Hashable, Sendable {
    /// A label under the column at `position` (an index into `values`).
    public struct AxisLabel: Hashable, Sendable {
        /// The index of the column it names.
        public var position: Int
        /// The text, starting under that column.
        public var text: String

        /// Creates a label.
        public init(position: Int, text: String) {
            self.position = position
            self.text = text
        }
    }

    /// The column heights, left to right; nil for no data. Negative values draw nothing.
    public var values: [Double?]
    /// The rows the columns may fill.
    public var height: Int
    /// The value that fills the height; the largest value by default.
    public var maximum: Double?
    /// Labels under the columns.
    public var labels: [AxisLabel]
    /// Whether the top and bottom of the scale are written at the left.
    public var showsScale: Bool
    /// The widest a column gets, gap included.
    public var maximumColumnWidth: Int
    /// What the baseline shows for a missing value; nothing by default.
    public var missingMarker: Character?
    /// The columns' look (their colour).
    public var style: Style

    /// Creates a chart.
    public init(
        values: [Double?], height: Int, maximum: Double? = nil, labels: [AxisLabel] = [],
        showsScale: Bool = false,
        maximumColumnWidth: Int = 3, missingMarker: Character? = nil, style: Style = .plain
    ) {
        self.values = values
        self.height = height
        self.maximum = maximum
        self.labels = labels
        self.showsScale = showsScale
        self.maximumColumnWidth = maximumColumnWidth
        self.missingMarker = missingMarker
        self.style = style
    }

    /// `height` lines of columns, then a line of labels when there are any.
    public func render(width: Int) -> [Line] {
        guard height > 0 else { return [] }
        let scale = maximum ?? values.compactMap { $0 }.filter(\.isFinite).max() ?? 0
        let top = ChartNumber.format(scale)
        var scaleWidth = showsScale ? max(TextWidth.of(top), 1) + 1 : 0
        if width - scaleWidth < 1 { scaleWidth = 0 }
        let available = max(0, width - scaleWidth)
        guard available > 0, !values.isEmpty else { return Array(repeating: Line(), count: height) }
        let columns = Self.fit(values, into: available)
        let step = max(1, min(maximumColumnWidth, available / columns.count))
        let barCells = step > 1 ? step - 1 : 1
        let heights = columns.map { value in
            value.map { BlockCharacters.eighths($0, maximum: scale, cells: height) }
        }
        var lines: [Line] = []
        for row in 0..<height {
            let level = height - 1 - row
            var text = ""
            for columnHeight in heights {
                let cell: Character
                if let columnHeight {
                    cell = BlockCharacters.vertical[min(8, max(0, columnHeight - level * 8))]
                } else {
                    cell = level == 0 ? (missingMarker ?? " ") : " "
                }
                text += String(repeating: cell, count: barCells) + (step > 1 ? " " : "")
            }
            var line = Line()
            if scaleWidth > 0 {
                let mark = row == 0 ? top : (row == height - 1 ? "0" : "")
                line.append(TextWidth.fit(mark, to: scaleWidth - 1, alignment: .right) + " ", style: .dim)
            }
            line.append(text.withoutTrailingSpaces, style: style)
            lines.append(Line(spans: line.spans).truncated(to: width))
        }
        if !labels.isEmpty {
            let labelRow = placeLabels(count: columns.count, step: step, available: available)
            lines.append(Line(String(repeating: " ", count: scaleWidth) + labelRow).truncated(to: width))
        }
        return lines
    }

    /// The values, averaged in neighbouring groups when there are more than `cells`.
    static func fit(_ values: [Double?], into cells: Int) -> [Double?] {
        guard values.count > cells else { return values }
        return (0..<cells).map { group in
            let slice = values[(group * values.count / cells)..<((group + 1) * values.count / cells)]
            let present = slice.compactMap { $0 }
            return present.isEmpty ? nil : present.reduce(0, +) / Double(present.count)
        }
    }

    private func placeLabels(count: Int, step: Int, available: Int) -> String {
        var row = ""
        for label in labels.sorted(by: { $0.position < $1.position }) {
            let column = values.count > count ? label.position * count / values.count : label.position
            let start = column * step
            let labelWidth = TextWidth.of(label.text)
            let current = TextWidth.of(row)
            guard start >= 0, start >= current + (current > 0 ? 1 : 0), start + labelWidth <= available else {
                continue
            }
            row += String(repeating: " ", count: start - current) + label.text
        }
        return row
    }
}
