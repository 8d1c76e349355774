/// A key on the keyboard, as far as a terminal can tell them apart.
///
/// Text keys arrive as `character`, already shifted ("A", "!") when the terminal says so; Ctrl
/// and Alt combinations keep the unmodified character and carry the modifier in `KeyEvent`, so
/// Ctrl-C is `.character("c")` with `.control` (raw mode turns off the signal it would send).
public enum Key: Hashable, Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Insert.
    case insert
    /// Delete (forward delete, not Backspace).
    case delete
    /// Enter or Return, including the keypad's Enter.
    case enter
    /// Escape.
    case escape
    /// Tab; Shift-Tab is `.tab` with `.shift`.
    case tab
    /// Backspace.
    case backspace
    /// A function key, F1 is `function(1)`.
    case function(Int)
    /// A key that types a character: letters, digits, punctuation, space, keypad digits.
    case character(Character)
}

extension Key: CustomStringConvertible {
    /// The key's name as a help line would show it: "↑", "PgUp", "Enter", "F5", "a", "Space".
    public var description: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .insert: "Ins"
        case .delete: "Del"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .function(let number): "F\(number)"
        case .character(" "): "Space"
        case .character(let character): String(character)
        }
    }
}
