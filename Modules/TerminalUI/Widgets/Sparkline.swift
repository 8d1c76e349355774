/// A small chart in one line of text: ▁▂▃▄▅▆▇█, one character per value.
///
/// Values are scaled from the lowest (▁) to the highest (█), or over a given range; when all
/// are equal every value shows as ▄. Missing values (nil, NaN) are spaces. When there are
/// more values than cells the latest are kept, as a sparkline is read from the right.
public struct Sparkline: Hashable, Sendable {
    /// The values, oldest first.
    public var values: [Double?]
    /// The values at the bottom and top; the lowest and highest present by default.
    public var range: ClosedRange<Double>?
    /// The look of the characters.
    public var style: Style

    /// Creates a sparkline.
    public init(values: [Double?], range: ClosedRange<Double>? = nil, style: Style = .plain) {
        self.values = values
        self.range = range
        self.style = style
    }

    /// The last `width` values as one line.
    public func line(width: Int) -> Line {
        let shown = values.suffix(max(0, width))
        let present = shown.compactMap { $0 }.filter(\.isFinite)
        guard let low = range?.lowerBound ?? present.min(), let high = range?.upperBound ?? present.max()
        else {
            return Line(String(repeating: " ", count: shown.count))
        }
        let text = String(
            shown.map { value -> Character in
                guard let value, value.isFinite else { return " " }
                guard high > low else { return BlockCharacters.vertical[4] }
                let position = (min(high, max(low, value)) - low) / (high - low)
                return BlockCharacters.vertical[1 + Int((position * 7).rounded())]
            })
        return Line(text, style: style)
    }
}
