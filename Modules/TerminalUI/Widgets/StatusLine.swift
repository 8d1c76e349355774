/// A bar across the screen with text at its left and right ends, highlighted edge to edge.
///
/// When both do not fit, the left text is cut (with "…") down to eight cells; past that the
/// right text goes and the left takes the whole width.
public struct StatusLine: Hashable, Sendable {
    /// The text at the left end (what is going on).
    public var left: String
    /// The text at the right end (counts, time, mode).
    public var right: String
    /// The look of the whole bar; reverse video by default.
    public var style: Style

    /// Creates a status line.
    public init(left: String, right: String = "", style: Style = .reverse) {
        self.left = left
        self.right = right
        self.style = style
    }

    /// The bar, exactly `width` cells wide.
    public func line(width: Int) -> Line {
        guard width > 0 else { return Line() }
        let rightWidth = TextWidth.of(right)
        let leftWidth = TextWidth.of(left)
        let room = width - rightWidth - 1
        let text: String
        if right.isEmpty {
            text = TextWidth.fit(left, to: width)
        } else if left.isEmpty {
            text = TextWidth.fit(right, to: width, alignment: .right)
        } else if room >= min(leftWidth, 8) {
            text = TextWidth.fit(left, to: max(0, room)) + " " + right
        } else {
            text = TextWidth.fit(left, to: width)
        }
        return Line(TextWidth.fit(text, to: width), style: style)
    }
}
