/// One key going down, repeating or coming up, with the modifiers held.
///
/// Terminals without the kitty keyboard protocol report only presses (a held key repeats as
/// more presses); with it, and when asked for (`KeyboardEnhancements.reportEventTypes`), they
/// also report repeats and releases. Screens that only react to presses should test
/// `isPress`, which is true for repeats too.
public struct KeyEvent: Hashable, Sendable {
    /// Whether the key went down, auto-repeated, or came up.
    public enum Kind: Hashable, Sendable {
        /// The key went down.
        case press
        /// The key is held and the keyboard repeated it.
        case `repeat`
        /// The key came up (only with the kitty keyboard protocol).
        case release
    }

    /// The key.
    public var key: Key
    /// Shift, Alt, Control or Super held with it.
    public var modifiers: KeyModifiers
    /// Press, repeat or release.
    public var kind: Kind

    /// Creates an event.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held; none by default.
    ///   - kind: Press by default.
    public init(_ key: Key, modifiers: KeyModifiers = [], kind: Kind = .press) {
        self.key = key
        self.modifiers = modifiers
        self.kind = kind
    }

    /// Ctrl-C, the key a person presses to stop a program.
    public static let interrupt = KeyEvent(.character("c"), modifiers: .control)

    /// True for presses and repeats, false for releases: what a screen that acts on keys
    /// going down should react to.
    public var isPress: Bool { kind != .release }

    /// The character typed, for a character key pressed without Control, Alt or Super.
    ///
    /// Shift does not count: it is already part of the character ("A"). Releases give nil.
    public var typedCharacter: Character? {
        guard isPress, modifiers.isDisjoint(with: [.control, .alt, .super]) else { return nil }
        if case .character(let character) = key { return character }
        return nil
    }
}

extension KeyEvent: CustomStringConvertible {
    /// The event as a person would write it: "Ctrl-C", "Shift-↑", "a (release)".
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.super) { parts.append("Super") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        let name: String
        if case .character(let character) = key, character.isLetter, modifiers.contains(.control) {
            name = String(character).uppercased()
        } else {
            name = key.description
        }
        parts.append(name)
        let text = parts.joined(separator: "-")
        switch kind {
        case .press: return text
        case .repeat: return text + " (repeat)"
        case .release: return text + " (release)"
        }
    }
}
