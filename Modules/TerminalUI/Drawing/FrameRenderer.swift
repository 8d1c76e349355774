/// Turns successive screens into the bytes that update a terminal, rewriting only the lines
/// that changed since the last frame.
///
/// The first frame, and the first after a size change or `invalidate()`, clears the screen
/// and writes every line. Each frame is wrapped in synchronized-output marks (`CSI ?2026h` …
/// `l`), so terminals that support them show it at once without tearing; others ignore them.
struct FrameRenderer {
    private var previous: [String] = []
    private var previousSize: TerminalSize?

    /// Forgets the last frame, so the next is drawn in full.
    mutating func invalidate() {
        previous = []
        previousSize = nil
    }

    /// The bytes that turn the last frame into this one; empty when nothing changed.
    mutating func update(to screen: Screen, mode: ColorMode) -> String {
        let rows = screen.lines.map { line in
            // Erase the rest of a short line; never after a full one, as the cursor then sits on
            // the last cell (autowrap is off) and erasing would take that cell too.
            line.rendered(in: mode)
                + (line.width < screen.size.columns ? ControlSequence.clearToEndOfLine : "")
        }
        let full = previousSize != screen.size
        var output = ""
        if full { output += ControlSequence.clearScreen }
        for (index, row) in rows.enumerated() where full || index >= previous.count || previous[index] != row
        {
            output += ControlSequence.moveTo(row: index + 1, column: 1) + row
        }
        previous = rows
        previousSize = screen.size
        guard !output.isEmpty else { return "" }
        return ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate
    }
}
