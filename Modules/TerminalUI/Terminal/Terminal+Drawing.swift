import Foundation

extension Terminal {
    /// Shows a frame of the full-screen session, writing only the lines that changed since the
    /// last one (everything after a resize). Does nothing outside a session.
    /// - Parameter screen: The frame, composed for `size`.
    public func draw(_ screen: Screen) {
        let bytes = withState { state -> String in
            guard state.session != nil else { return "" }
            return state.renderer.update(to: screen, mode: colorMode)
        }
        send(bytes)
    }

    /// Makes the next `draw` repaint every line, for when something else wrote to the screen.
    public func invalidate() {
        withState { $0.renderer.invalidate() }
    }

    /// Writes text as it is, for output outside a full-screen session.
    public func write(_ text: String) {
        send(text)
    }

    /// Writes a line and a line break, styled as far as `colorMode` allows: plain text in a pipe.
    public func writeLine(_ line: Line) {
        send(line.rendered(in: colorMode) + "\n")
    }

    /// Shows a line that the next call replaces in place, such as a progress bar, when the
    /// output is a terminal; does nothing when it is not, so piped output stays clean.
    ///
    /// The line is cut one cell short of the width, so the cursor never wraps to a new line.
    public func showLiveLine(_ line: Line) {
        guard isatty(outputDescriptor) == 1 else { return }
        let shown = withState { state -> Bool in
            guard state.session == nil else { return false }
            state.liveLineShown = true
            return true
        }
        guard shown else { return }
        let width = max(0, size.columns - 1)
        send("\r" + line.truncated(to: width).rendered(in: colorMode) + ControlSequence.clearToEndOfLine)
    }

    /// Erases the line `showLiveLine` left, putting the cursor back at its start.
    public func clearLiveLine() {
        let shown = withState { state -> Bool in
            defer { state.liveLineShown = false }
            return state.liveLineShown
        }
        if shown { send("\r" + ControlSequence.clearToEndOfLine) }
    }
}
