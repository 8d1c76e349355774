/// The escape sequences this module writes, in one place.
enum ControlSequence {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// Autowrap off, so writing the last cell of a line never scrolls the screen.
    static let disableAutowrap = "\u{1B}[?7l"
    static let enableAutowrap = "\u{1B}[?7h"
    static let clearScreen = "\u{1B}[2J"
    static let clearToEndOfLine = "\u{1B}[K"
    static let resetStyle = "\u{1B}[0m"
    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"
    /// The kitty keyboard protocol's query, answered with `CSI ? flags u` by terminals that
    /// speak it, followed by a primary device attributes query that every terminal answers.
    static let keyboardProbe = "\u{1B}[?u\u{1B}[c"
    /// Leaves the kitty keyboard mode this program pushed.
    static let popKeyboardFlags = "\u{1B}[<u"

    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row);\(column)H"
    }

    /// Pushes kitty keyboard flags on the terminal's stack (popped by `popKeyboardFlags`).
    static func pushKeyboardFlags(_ flags: KeyboardEnhancements) -> String {
        "\u{1B}[>\(flags.rawValue)u"
    }

    /// Everything a full-screen session changes, undone: written by `restore()` and, with
    /// `write(2)` only, by the signal handlers.
    static func restore(poppingKeyboard: Bool) -> String {
        (poppingKeyboard ? popKeyboardFlags : "") + endSynchronizedUpdate + resetStyle + enableAutowrap
            + showCursor + leaveAlternateScreen
    }
}
