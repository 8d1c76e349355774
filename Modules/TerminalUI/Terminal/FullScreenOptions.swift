/// How a full-screen session is set up.
public struct FullScreenOptions: Hashable, Sendable {
    /// The kitty keyboard enhancements to ask for when the terminal speaks the protocol;
    /// empty to not ask (and not send the query at all).
    public var keyboard: KeyboardEnhancements
    /// How long to wait for the terminal to answer the keyboard query. Every terminal answers
    /// the device attributes query sent with it at once, so this is only reached on a very
    /// slow link or a terminal that answers nothing.
    public var probeTimeout: Duration

    /// Creates options.
    /// - Parameters:
    ///   - keyboard: The enhancements to ask for; `.disambiguate` by default, which gives an
    ///     Escape key without delay. Ask for `.pressAndRelease` to get key releases.
    ///   - probeTimeout: The longest wait for the terminal's answer; half a second by default.
    public init(keyboard: KeyboardEnhancements = .disambiguate, probeTimeout: Duration = .milliseconds(500)) {
        self.keyboard = keyboard
        self.probeTimeout = probeTimeout
    }
}
