import TerminalUI
import Testing

@Suite("The menu")
struct MenuTests {
    static let menu = Menu(
        title: "Pitch trainer",
        items: [
            Menu.Item("Compare pitches", shortcut: "1", detail: "higher or lower?"),
            Menu.Item("Match pitch", shortcut: "2", detail: "tune the note"),
            Menu.Item("Profile", shortcut: "p"),
        ],
        selectedIndex: 1)

    @Test("renders the title, the items with shortcuts and details, and marks the selection")
    func renders() {
        let lines = Self.menu.render(width: 50)
        #expect(
            lines.map(\.text) == [
                "Pitch trainer",
                "",
                "  1  Compare pitches  higher or lower?",
                "> 2  Match pitch      tune the note               ",
                "  p  Profile",
            ])
        #expect(lines[3].spans.allSatisfy { $0.style == .reverse })
        #expect(lines[0].spans.first?.style == .bold)
    }

    @Test("narrower than its lines: each line is cut with …, the selection still fills the width")
    func narrow() {
        #expect(
            Self.menu.render(width: 20).map(\.text) == [
                "Pitch trainer", "", "  1  Compare pitche…", "> 2  Match pitch   …", "  p  Profile",
            ])
        #expect(Self.menu.render(width: 0).allSatisfy { $0.isEmpty })
    }

    @Test("with too little height, a window of items around the selection is shown")
    func window() {
        #expect(
            Self.menu.render(width: 50, height: 3).map(\.text).last
                == "> 2  Match pitch      tune the note               ")
        #expect(Self.menu.render(width: 50, height: 3).count == 3)
    }

    @Test("arrows move and wrap at both ends; Home and End jump")
    func moves() {
        var menu = Self.menu
        #expect(menu.handle(KeyEvent(.down)) == .moved)
        #expect(menu.selectedIndex == 2)
        #expect(menu.handle(KeyEvent(.down)) == .moved)
        #expect(menu.selectedIndex == 0)
        #expect(menu.handle(KeyEvent(.up)) == .moved)
        #expect(menu.selectedIndex == 2)
        _ = menu.handle(KeyEvent(.home))
        #expect(menu.selectedIndex == 0)
        _ = menu.handle(KeyEvent(.end))
        #expect(menu.selectedIndex == 2)
        _ = menu.handle(KeyEvent(.character("k")))
        #expect(menu.selectedIndex == 1)
        _ = menu.handle(KeyEvent(.tab, modifiers: .shift))
        #expect(menu.selectedIndex == 0)
    }

    @Test("Enter chooses the selection, a shortcut chooses its item, Esc and q cancel")
    func chooses() {
        var menu = Self.menu
        #expect(menu.handle(KeyEvent(.enter)) == .chosen(1))
        #expect(menu.handle(KeyEvent(.character("p"))) == .chosen(2))
        #expect(menu.selectedIndex == 2)
        #expect(menu.handle(KeyEvent(.character("P"))) == .chosen(2))
        #expect(menu.handle(KeyEvent(.character("1"))) == .chosen(0))
        #expect(menu.handle(KeyEvent(.escape)) == .cancelled)
        #expect(menu.handle(KeyEvent(.character("q"))) == .cancelled)
    }

    @Test("releases, Ctrl combinations and unknown keys are left to the screen")
    func ignores() {
        var menu = Self.menu
        #expect(menu.handle(KeyEvent(.down, kind: .release)) == .ignored)
        #expect(menu.handle(KeyEvent.interrupt) == .ignored)
        #expect(menu.handle(KeyEvent(.character("x"))) == .ignored)
        #expect(menu.selectedIndex == 1)
    }

    @Test("a shortcut q wins over quitting")
    func shortcutWins() {
        var menu = Menu(items: [Menu.Item("Play"), Menu.Item("Quit", shortcut: "q")])
        #expect(menu.handle(KeyEvent(.character("q"))) == .chosen(1))
        #expect(
            menu.render(width: 20).map(\.text) == [
                "     Play", "> q  Quit" + String(repeating: " ", count: 11),
            ])
    }

    @Test("an empty menu moves nowhere and chooses nothing")
    func empty() {
        var menu = Menu(items: [])
        #expect(menu.handle(KeyEvent(.down)) == .ignored)
        #expect(menu.handle(KeyEvent(.enter)) == .ignored)
        #expect(menu.selectedItem == nil)
        #expect(menu.render(width: 10).isEmpty)
    }
}
