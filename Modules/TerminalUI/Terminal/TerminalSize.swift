/// The size of a terminal window in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Cells across.
    public var columns: Int
    /// Lines down.
    public var rows: Int

    /// Creates a size; negative values count as zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The size assumed when nothing says otherwise: the classic 80 × 24.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The size from `COLUMNS` and `LINES`, each falling back to 80 × 24 when missing or not a
    /// positive number; used when the output is not a terminal.
    public static func fromEnvironment(_ environment: [String: String]) -> TerminalSize {
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        return TerminalSize(columns: columns ?? fallback.columns, rows: rows ?? fallback.rows)
    }

    /// "80×24".
    public var description: String { "\(columns)×\(rows)" }
}
