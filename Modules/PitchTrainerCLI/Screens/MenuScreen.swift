import TerminalUI

/// The exercise menu `pitch-trainer` shows without a command.
enum MenuScreen {
    /// One entry: its title, a shortcut key, a hint, and the command line it stands for.
    struct Entry {
        let title: String
        let shortcut: Character
        let detail: String
        let arguments: [String]
    }

    static let entries = [
        Entry(title: "Pitch comparison", shortcut: "1", detail: "higher or lower?", arguments: ["compare"]),
        Entry(
            title: "Interval comparison", shortcut: "2", detail: "a fifth up, higher or lower?",
            arguments: ["compare", "--interval", "P5"]),
        Entry(title: "Pitch matching", shortcut: "3", detail: "tune the note to match", arguments: ["match"]),
        Entry(
            title: "Interval matching", shortcut: "4", detail: "tune a fifth up, just intonation",
            arguments: ["match", "--interval", "P5", "--tuning", "just"]),
        Entry(
            title: "Profile", shortcut: "5", detail: "your thresholds and progress", arguments: ["profile"]),
    ]

    /// Shows the menu and returns the command line of the chosen entry, or nil when the learner
    /// leaves.
    static func choose(on terminal: Terminal) async -> [String]? {
        var menu = Menu(
            title: "pitch-trainer: what would you like to train?",
            items: entries.map { Menu.Item($0.title, shortcut: $0.shortcut, detail: $0.detail) })
        draw(menu, on: terminal)
        for await event in terminal.events() {
            guard case .key(let key, _) = event else {
                draw(menu, on: terminal)
                continue
            }
            if key.isPress, case .character("c") = key.key, key.modifiers.contains(.control) { return nil }
            switch menu.handle(key) {
            case .moved: draw(menu, on: terminal)
            case .chosen(let index): return entries[index].arguments
            case .cancelled: return nil
            case .ignored: break
            }
        }
        return nil
    }

    private static func draw(_ menu: Menu, on terminal: Terminal) {
        var screen = Screen(size: terminal.size)
        screen.add(StatusLine(left: "pitch-trainer", right: "ear training").line(width: screen.width))
        screen.addBlank()
        screen.add(menu.render(width: screen.width, height: screen.bodyHeight - 2))
        screen.addFooter(
            KeyHints([
                (keys: "↑/↓", action: "choose"), (keys: "Enter or 1-5", action: "start"),
                (keys: "q", action: "quit"),
            ])
            .line(width: screen.width))
        terminal.draw(screen)
    }
}
