/// One frame of a full-screen display: lines from the top, and a footer pinned to the bottom.
///
/// A screen is composed anew for every frame (it is cheap) and handed to `Terminal.draw`,
/// which writes only the lines that changed. Every line is cut to the width; when the body is
/// taller than the space above the footer, its last lines are dropped, so the footer (the
/// keys and the status) always shows.
public struct Screen: Hashable, Sendable {
    /// The size the frame is for.
    public let size: TerminalSize
    /// The lines from the top.
    public private(set) var body: [Line] = []
    /// The lines at the bottom, in order.
    public private(set) var footer: [Line] = []

    /// Creates an empty frame.
    public init(size: TerminalSize) {
        self.size = size
    }

    /// The cells across, for rendering widgets to fit.
    public var width: Int { size.columns }

    /// The lines left for the body under the footer.
    public var bodyHeight: Int { max(0, size.rows - footer.count) }

    /// Adds a line below the body's last.
    public mutating func add(_ line: Line) {
        body.append(line)
    }

    /// Adds lines below the body's last.
    public mutating func add(_ lines: [Line]) {
        body.append(contentsOf: lines)
    }

    /// Adds an empty line to the body.
    public mutating func addBlank() {
        body.append(Line())
    }

    /// Adds a line to the footer, below the footer lines already there.
    public mutating func addFooter(_ line: Line) {
        footer.append(line)
    }

    /// Exactly `size.rows` lines, each at most `size.columns` cells: the body (cut to fit),
    /// blank lines, then the footer. When the footer alone is too tall, its top lines go.
    public var lines: [Line] {
        let rows = size.rows
        let shownFooter = Array(footer.suffix(rows))
        let shownBody = Array(body.prefix(rows - shownFooter.count))
        let blanks = Array(repeating: Line(), count: rows - shownFooter.count - shownBody.count)
        return (shownBody + blanks + shownFooter).map { $0.truncated(to: size.columns) }
    }
}
