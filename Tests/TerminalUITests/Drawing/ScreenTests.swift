import Testing

@testable import TerminalUI

@Suite("Screens and frame updates")
struct ScreenTests {
    @Test("a screen is exactly its height: body from the top, footer at the bottom, all cut to the width")
    func layout() {
        var screen = Screen(size: TerminalSize(columns: 6, rows: 5))
        screen.add("title that is long")
        screen.addBlank()
        screen.addFooter("keys")
        screen.addFooter("status")
        #expect(screen.lines.map(\.text) == ["title…", "", "", "keys", "status"])
    }

    @Test("a body taller than the room loses its last lines, never the footer")
    func overflow() {
        var screen = Screen(size: TerminalSize(columns: 10, rows: 3))
        screen.add(["1", "2", "3", "4"])
        screen.addFooter("keys")
        #expect(screen.lines.map(\.text) == ["1", "2", "keys"])
        #expect(screen.bodyHeight == 2)
    }

    static let esc = "\u{1B}"

    @Test("the first frame clears and writes every line; the next writes only what changed")
    func diff() {
        var renderer = FrameRenderer()
        var screen = Screen(size: TerminalSize(columns: 10, rows: 3))
        screen.add(["a", "b"])
        let first = renderer.update(to: screen, mode: .plain)
        #expect(
            first
                == "\(Self.esc)[?2026h\(Self.esc)[2J\(Self.esc)[1;1Ha\(Self.esc)[K\(Self.esc)[2;1Hb\(Self.esc)[K"
                + "\(Self.esc)[3;1H\(Self.esc)[K\(Self.esc)[?2026l")
        var next = Screen(size: TerminalSize(columns: 10, rows: 3))
        next.add(["a", "c"])
        #expect(
            renderer.update(to: next, mode: .plain)
                == "\(Self.esc)[?2026h\(Self.esc)[2;1Hc\(Self.esc)[K\(Self.esc)[?2026l")
        #expect(renderer.update(to: next, mode: .plain) == "")
    }

    @Test("a line filling the width is not followed by erase-to-end, which would take its last cell")
    func fullLine() {
        var renderer = FrameRenderer()
        var screen = Screen(size: TerminalSize(columns: 3, rows: 1))
        screen.add("abc")
        #expect(renderer.update(to: screen, mode: .plain).contains("\(Self.esc)[1;1Habc\(Self.esc)[?2026l"))
    }

    @Test("a new size, or invalidate(), redraws everything")
    func resize() {
        var renderer = FrameRenderer()
        var screen = Screen(size: TerminalSize(columns: 10, rows: 2))
        screen.add("a")
        _ = renderer.update(to: screen, mode: .plain)
        var wider = Screen(size: TerminalSize(columns: 20, rows: 2))
        wider.add("a")
        #expect(renderer.update(to: wider, mode: .plain).contains("\(Self.esc)[2J"))
        renderer.invalidate()
        #expect(renderer.update(to: wider, mode: .plain).contains("\(Self.esc)[1;1Ha"))
    }

    @Test("size from COLUMNS and LINES, else 80×24")
    func environmentSize() {
        #expect(
            TerminalSize.fromEnvironment(["COLUMNS": "120", "LINES": "40"])
                == TerminalSize(columns: 120, rows: 40))
        #expect(TerminalSize.fromEnvironment(["COLUMNS": "x", "LINES": "-3"]) == .fallback)
    }
}
