/// The kitty keyboard protocol's progressive enhancements a session asks for.
///
/// Terminals that speak the protocol (kitty, foot, WezTerm, Ghostty, recent iTerm2 and
/// Alacritty) switch on the requested flags; the rest are left alone and keep sending the
/// legacy sequences, which the parser reads just as well (without releases).
public struct KeyboardEnhancements: OptionSet, Hashable, Sendable {
    /// The protocol's flag bits.
    public let rawValue: Int

    /// Creates a set from the protocol's bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Escape, Alt and Ctrl combinations as unambiguous `CSI … u` sequences: Esc needs no
    /// timeout, and Ctrl-I is not Tab.
    public static let disambiguate = KeyboardEnhancements(rawValue: 1)
    /// Repeats and releases reported as such.
    public static let reportEventTypes = KeyboardEnhancements(rawValue: 2)
    /// The shifted form of a key sent along with it, so Shift-a reads as "A".
    public static let reportAlternateKeys = KeyboardEnhancements(rawValue: 4)
    /// Every key as a sequence, including plain letters, so their releases are reported too.
    public static let reportAllKeys = KeyboardEnhancements(rawValue: 8)
    /// The text a key types sent with it, so layouts and Caps Lock come out right.
    public static let reportText = KeyboardEnhancements(rawValue: 16)

    /// What a screen that needs key releases asks for (Morse sending with one key held short
    /// or long): every key as a sequence, with its event type, shifted form and text.
    public static let pressAndRelease: KeyboardEnhancements = [
        .disambiguate, .reportEventTypes, .reportAlternateKeys, .reportAllKeys, .reportText,
    ]
}
