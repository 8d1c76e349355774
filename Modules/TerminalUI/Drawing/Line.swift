/// One line of styled text: what widgets produce and screens are made of.
///
/// A line knows its width in cells, can be cut (with "…") or padded to a width, and renders
/// to a string with or without escape codes depending on the `ColorMode`. Tests compare
/// `text`, the line without styling.
public struct Line: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The runs of text, in order.
    public private(set) var spans: [Span]

    /// An empty line.
    public init() {
        spans = []
    }

    /// A line of one style.
    public init(_ text: String, style: Style = .plain) {
        spans = text.isEmpty ? [] : [Span(text, style: style)]
    }

    /// A line made of spans.
    public init(spans: [Span]) {
        self.spans = spans.filter { !$0.text.isEmpty }
    }

    /// A plain line from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styling.
    public var text: String { spans.map(\.text).joined() }

    /// The text without styling.
    public var description: String { text }

    /// The cells the line takes.
    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// True when the line holds no text.
    public var isEmpty: Bool { spans.isEmpty }

    /// Adds text at the end.
    public mutating func append(_ text: String, style: Style = .plain) {
        guard !text.isEmpty else { return }
        spans.append(Span(text, style: style))
    }

    /// Adds another line's spans at the end.
    public mutating func append(_ line: Line) {
        spans.append(contentsOf: line.spans)
    }

    /// The two lines one after the other.
    public static func + (lhs: Line, rhs: Line) -> Line {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// The line cut to at most `width` cells, ending in "…" in the style where it was cut.
    public func truncated(to width: Int) -> Line {
        guard self.width > width else { return self }
        guard width > 0 else { return Line() }
        var result = Line()
        var remaining = width - 1
        for span in spans {
            let spanWidth = span.width
            if spanWidth <= remaining {
                result.append(span.text, style: span.style)
                remaining -= spanWidth
                continue
            }
            var cut = ""
            for character in span.text {
                let cells = TextWidth.of(character)
                if cells > remaining { break }
                cut.append(character)
                remaining -= cells
            }
            result.append(cut + "…", style: span.style)
            return result
        }
        return result
    }

    /// The line cut or padded with spaces to exactly `width` cells.
    /// - Parameters:
    ///   - width: The cells to fill.
    ///   - alignment: Where the text sits when there is room to spare.
    ///   - fill: The style of the padding; by default plain, so a highlighted line should
    ///     pass its highlight to be highlighted edge to edge.
    public func fitted(to width: Int, alignment: Alignment = .left, fill: Style = .plain) -> Line {
        let cut = truncated(to: width)
        let gap = max(0, width - cut.width)
        guard gap > 0 else { return cut }
        let left: Int
        switch alignment {
        case .left: left = 0
        case .right: left = gap
        case .center: left = gap / 2
        }
        var result = Line(String(repeating: " ", count: left), style: fill)
        result.append(cut)
        result.append(String(repeating: " ", count: gap - left), style: fill)
        return result
    }

    /// The line with every span in one style.
    public func styled(_ style: Style) -> Line {
        Line(spans: spans.map { Span($0.text, style: style) })
    }

    /// The line as characters for the terminal: SGR codes around styled runs (as far as the
    /// mode allows), or the bare text in `.plain` mode.
    public func rendered(in mode: ColorMode) -> String {
        var output = ""
        var index = spans.startIndex
        while index < spans.endIndex {
            // Merge neighbours of one style, so a line does not switch styles needlessly.
            var text = spans[index].text
            let style = spans[index].style
            var next = index + 1
            while next < spans.endIndex, spans[next].style == style {
                text += spans[next].text
                next += 1
            }
            let parameters = style.parameters(in: mode)
            if parameters.isEmpty {
                output += text
            } else {
                output += "\u{1B}[\(parameters)m" + text + "\u{1B}[0m"
            }
            index = next
        }
        return output
    }
}
