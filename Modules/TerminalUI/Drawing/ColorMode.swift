/// What styling may reach the output.
///
/// - `color`: colours and attributes, on a terminal.
/// - `monochrome`: attributes (bold, dim, underline, reverse) but no colour, on a terminal
///   when `NO_COLOR` is set: the convention forbids colour, not emphasis, and a selection
///   still needs reverse video to be seen.
/// - `plain`: no escape codes at all, for pipes, files and `TERM=dumb`.
public enum ColorMode: Hashable, Sendable {
    /// Colours and attributes.
    case color
    /// Attributes without colour.
    case monochrome
    /// Text only.
    case plain

    /// Decides the mode for an output.
    /// - Parameters:
    ///   - environment: The process environment; `NO_COLOR` with any non-empty value turns
    ///     colour off, and `TERM=dumb` all styling.
    ///   - isTerminal: Whether the output is a terminal (`isatty`).
    /// - Returns: `.plain` when not a terminal, then `.monochrome` under `NO_COLOR`, else `.color`.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorMode {
        guard isTerminal, environment["TERM"] != "dumb" else { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        return .color
    }
}
