/// The line that lists a screen's keys: "↑/↓ answer · q quit".
///
/// Every interactive screen shows one. Keys are bold, the separators dim. When the width is
/// short, whole hints are dropped from the end and " …" says some are missing, rather than a
/// hint being cut in the middle.
public struct KeyHints: Hashable, Sendable {
    /// One key (or a group, "↑/↓") and what it does.
    public struct Hint: Hashable, Sendable {
        /// The keys as shown.
        public var keys: String
        /// What they do.
        public var action: String

        /// Creates a hint.
        public init(keys: String, action: String) {
            self.keys = keys
            self.action = action
        }
    }

    /// The hints, most important first.
    public var hints: [Hint]

    /// Creates the line from pairs of keys and actions.
    public init(_ pairs: [(keys: String, action: String)]) {
        hints = pairs.map { Hint(keys: $0.keys, action: $0.action) }
    }

    /// Creates the line from hints.
    public init(hints: [Hint]) {
        self.hints = hints
    }

    /// The hints that fit in `width` cells.
    public func line(width: Int) -> Line {
        let separator = " · "
        let more = " …"
        var line = Line()
        for (index, hint) in hints.enumerated() {
            var piece = Line()
            if index > 0 { piece.append(separator, style: .dim) }
            piece.append(hint.keys, style: .bold)
            piece.append(" " + hint.action)
            let isLast = index == hints.count - 1
            let reserve = isLast ? 0 : TextWidth.of(more)
            if line.width + piece.width + reserve <= width {
                line.append(piece)
            } else {
                if line.isEmpty { return piece.truncated(to: width) }
                if line.width + TextWidth.of(more) <= width { line.append(more, style: .dim) }
                return line
            }
        }
        return line
    }
}
