import TerminalUI
import Testing

@Suite("Text width, lines and styles")
struct TextAndStyleTests {
    @Test(
        "cells per character: one for Latin and block characters, two for wide, none for controls",
        arguments: [
            ("a", 1), ("é", 1), ("█", 1), ("▁", 1), ("▏", 1), ("─", 1), ("…", 1), ("日", 2), ("😀", 2),
            ("한", 2),
            ("\u{7}", 0), ("e\u{301}", 1),
        ] as [(Character, Int)])
    func widths(character: Character, cells: Int) {
        #expect(TextWidth.of(character) == cells)
    }

    @Test("truncation keeps what fits and ends in …, counting wide characters as two")
    func truncation() {
        #expect(TextWidth.truncate("Compare pitches", to: 8) == "Compare…")
        #expect(TextWidth.truncate("short", to: 8) == "short")
        #expect(TextWidth.truncate("日本語です", to: 6) == "日本…")
        #expect(TextWidth.truncate("abc", to: 1) == "…")
        #expect(TextWidth.truncate("abc", to: 0) == "")
        #expect(TextWidth.fit("ab", to: 5, alignment: .right) == "   ab")
        #expect(TextWidth.fit("ab", to: 5, alignment: .center) == " ab  ")
    }

    @Test("a line cut across spans keeps each span's style, … in the style where it was cut")
    func lineTruncation() {
        let line = Line("ab", style: .bold) + Line("cdef", style: .dim)
        #expect(line.truncated(to: 4) == Line(spans: [Span("ab", style: .bold), Span("c…", style: .dim)]))
        #expect(line.truncated(to: 2) == Line(spans: [Span("a…", style: .bold)]))
        #expect(line.fitted(to: 8, alignment: .right, fill: .reverse).text == "  abcdef")
    }

    @Test("colour mode: plain when not a terminal or TERM=dumb, no colour under NO_COLOR, else colour")
    func colorMode() {
        #expect(ColorMode.detect(environment: [:], isTerminal: true) == .color)
        #expect(ColorMode.detect(environment: [:], isTerminal: false) == .plain)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], isTerminal: true) == .monochrome)
        #expect(ColorMode.detect(environment: ["NO_COLOR": ""], isTerminal: true) == .color)
        #expect(ColorMode.detect(environment: ["NO_COLOR": "1"], isTerminal: false) == .plain)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"], isTerminal: true) == .plain)
    }

    static let styled =
        Line("ok ", style: Style(foreground: .green, bold: true)) + Line("fine")
        + Line(" sel", style: Style(foreground: .palette(208), background: .blue, reverse: true))

    @Test("rendering with colour writes SGR codes around styled runs only")
    func renderColor() {
        #expect(
            Self.styled.rendered(in: .color)
                == "\u{1B}[1;32mok \u{1B}[0mfine\u{1B}[7;38;5;208;44m sel\u{1B}[0m")
    }

    @Test("under NO_COLOR the attributes stay and no colour code is written")
    func renderMonochrome() {
        let text = Self.styled.rendered(in: .monochrome)
        #expect(text == "\u{1B}[1mok \u{1B}[0mfine\u{1B}[7m sel\u{1B}[0m")
        #expect(!text.contains("32") && !text.contains("38;5") && !text.contains("44"))
    }

    @Test("plain rendering has no escape codes at all")
    func renderPlain() {
        #expect(Self.styled.rendered(in: .plain) == "ok fine sel")
        let widgets =
            StatusLine(left: "a", right: "b").line(width: 10) + ProgressBar(fraction: 0.5).line(width: 20)
        #expect(!widgets.rendered(in: .plain).contains("\u{1B}"))
    }

    @Test("neighbouring spans of one style are written as one run")
    func mergesRuns() {
        let line = Line("a", style: .bold) + Line("b", style: .bold)
        #expect(line.rendered(in: .color) == "\u{1B}[1mab\u{1B}[0m")
    }
}
