/// A run of text in one style: the piece a `Line` is made of.
public struct Span: Hashable, Sendable {
    /// The text; it should not contain line breaks or control characters.
    public var text: String
    /// How it looks.
    public var style: Style

    /// Creates a span.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// The cells the text takes.
    public var width: Int { TextWidth.of(text) }
}
