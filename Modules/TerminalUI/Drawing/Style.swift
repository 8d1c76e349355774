/// How a piece of text looks: colours and attributes.
///
/// Styles say what is meant; `ColorMode` decides what reaches the terminal, so a screen is
/// written once and reads well in colour, without colour (`NO_COLOR`) and in a pipe.
public struct Style: Hashable, Sendable {
    /// The text colour, or the terminal's default.
    public var foreground: Color?
    /// The background colour, or the terminal's default.
    public var background: Color?
    /// Bold (often also brighter).
    public var bold: Bool
    /// Dim (faint).
    public var dim: Bool
    /// Underlined.
    public var underline: Bool
    /// Foreground and background swapped: the usual highlight for a selection or status bar.
    public var reverse: Bool

    /// Creates a style; everything off by default.
    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default look.
    public static let plain = Style()
    /// Bold text.
    public static let bold = Style(bold: true)
    /// Dim text, for what matters less.
    public static let dim = Style(dim: true)
    /// Reverse video, for a highlighted line.
    public static let reverse = Style(reverse: true)

    /// Text in a colour.
    public static func color(_ color: Color) -> Style {
        Style(foreground: color)
    }

    /// True when the style changes nothing.
    public var isPlain: Bool { self == .plain }

    /// The SGR parameters for this style under a colour mode, or "" when it adds nothing.
    func parameters(in mode: ColorMode) -> String {
        guard mode != .plain else { return "" }
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if reverse { codes.append("7") }
        if mode == .color {
            if let foreground { codes.append(foreground.parameters(background: false)) }
            if let background { codes.append(background.parameters(background: true)) }
        }
        return codes.joined(separator: ";")
    }
}
