/// One thing a terminal sent: a key, or the answer to a query the program made.
///
/// Answers are kept apart from keys so a late answer (a slow remote terminal) never shows up
/// as keystrokes.
public enum ParsedInput: Hashable, Sendable {
    /// A key press, repeat or release.
    case key(KeyEvent)
    /// The answer to the kitty keyboard protocol's query (`CSI ? u`): the enhancement flags in
    /// force. Only terminals that speak the protocol send it.
    case keyboardFlags(Int)
    /// The answer to a primary device attributes query (`CSI c`), which every terminal sends;
    /// it marks the end of a probe.
    case deviceAttributes

    /// The key event, or nil for an answer.
    public var keyEvent: KeyEvent? {
        if case .key(let event) = self { return event }
        return nil
    }
}
