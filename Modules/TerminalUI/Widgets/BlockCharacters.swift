/// The block characters charts are drawn with, in eighths of a cell.
enum BlockCharacters {
    /// Left-aligned partial blocks: index n is n eighths wide (0 is nothing).
    static let horizontal: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
    /// Bottom-aligned partial blocks: index n is n eighths high (0 is nothing).
    static let vertical: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A bar `eighths` eighths of a cell long, in whole and partial blocks, padded with spaces
    /// to `cells`.
    static func horizontalBar(eighths: Int, cells: Int) -> String {
        let clamped = min(max(0, eighths), cells * 8)
        var bar = String(repeating: "█", count: clamped / 8)
        if clamped % 8 > 0 { bar.append(horizontal[clamped % 8]) }
        return bar + String(repeating: " ", count: max(0, cells - TextWidth.of(bar)))
    }

    /// The eighths that show `value` on a scale where `maximum` fills `cells`: rounded, at
    /// least one for any positive value (so small is not mistaken for none), never past the end.
    static func eighths(_ value: Double, maximum: Double, cells: Int) -> Int {
        guard value.isFinite, value > 0, maximum > 0, cells > 0 else { return 0 }
        let exact = value / maximum * Double(cells * 8)
        guard exact.isFinite else { return 0 }
        return min(cells * 8, max(1, Int(exact.rounded())))
    }
}

extension String {
    /// The string without the spaces at its end.
    var withoutTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

/// How charts write numbers: whole numbers without a decimal point, others with one decimal.
enum ChartNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let tenths = (value * 10).rounded() / 10
        if tenths == tenths.rounded(), abs(tenths) < 1e15 { return String(Int(tenths)) + ".0" }
        return String(tenths)
    }
}
