/// Rows of text in aligned columns under bold headings and a rule.
///
/// Columns take their natural width (the widest of heading and cells) when that fits. When
/// it does not, the widest columns give up cells first, down to each column's minimum, and
/// cut cells end in "…"; if even the minimums do not fit, columns are dropped from the right.
public struct Table: Hashable, Sendable {
    /// A column's heading and layout.
    public struct Column: Hashable, Sendable {
        /// The heading.
        public var title: String
        /// How the heading and cells sit in the column; numbers read best on the right.
        public var alignment: Alignment
        /// The narrowest the column is squeezed to (never more than its natural width).
        public var minimumWidth: Int

        /// Creates a column.
        public init(_ title: String, alignment: Alignment = .left, minimumWidth: Int = 4) {
            self.title = title
            self.alignment = alignment
            self.minimumWidth = max(1, minimumWidth)
        }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// The cells, one array per row; missing cells are blank, extra cells ignored.
    public var rows: [[String]]

    /// The space between columns.
    static let gap = 2

    /// Creates a table.
    public init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The heading line, a rule, and one line per row, at most `width` cells each.
    public func render(width: Int) -> [Line] {
        let widths = columnWidths(for: width)
        guard !widths.isEmpty else { return [] }
        let shown = Array(columns.prefix(widths.count))
        func line(_ cells: [String]) -> String {
            zip(shown, widths).enumerated().map { index, pair in
                let cell = index < cells.count ? cells[index] : ""
                return TextWidth.fit(cell, to: pair.1, alignment: pair.0.alignment)
            }.joined(separator: String(repeating: " ", count: Self.gap)).withoutTrailingSpaces
        }
        let tableWidth = widths.reduce(0, +) + Self.gap * (widths.count - 1)
        var lines = [
            Line(line(shown.map(\.title)), style: .bold),
            Line(String(repeating: "─", count: tableWidth), style: .dim),
        ]
        lines += rows.map { Line(line($0)) }
        return lines.map { $0.truncated(to: width) }
    }

    /// The width of each column that is shown.
    func columnWidths(for width: Int) -> [Int] {
        var natural = columns.enumerated().map { index, column in
            rows.reduce(TextWidth.of(column.title)) { widest, row in
                index < row.count ? max(widest, TextWidth.of(row[index])) : widest
            }
        }
        var minimum = zip(columns, natural).map { min($0.minimumWidth, $1) }
        func total(_ widths: [Int]) -> Int {
            widths.reduce(0, +) + Self.gap * max(0, widths.count - 1)
        }
        while natural.count > 1, total(minimum) > width {
            natural.removeLast()
            minimum.removeLast()
        }
        guard !natural.isEmpty else { return [] }
        var widths = natural
        while total(widths) > width {
            // Take a cell from the widest column that can still give one.
            let candidates = widths.indices.filter { widths[$0] > minimum[$0] }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
        }
        if widths.count == 1 { widths[0] = min(widths[0], max(0, width)) }
        return widths
    }
}
