/// What a full-screen session reports: keys, and changes of the window's size.
public enum TerminalEvent: Hashable, Sendable {
    /// A key, with the moment its bytes were read: what timing-sensitive input (Morse keying,
    /// typing speed) measures against.
    case key(KeyEvent, at: ContinuousClock.Instant)
    /// The window changed size; redraw for the new size.
    case resize(TerminalSize)

    /// The key event, or nil for a resize.
    public var keyEvent: KeyEvent? {
        if case .key(let event, _) = self { return event }
        return nil
    }
}
