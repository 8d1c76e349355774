import TerminalUI
import Testing

@Suite("Tables")
struct TableTests {
    static let table = Table(
        columns: [
            Table.Column("Symbol"), Table.Column("Accuracy", alignment: .right),
            Table.Column("Confused with"),
        ],
        rows: [["E", "95%", "I, S"], ["Q", "12%", "Y, C, Z, G"]])

    @Test("columns take their natural widths, headings in bold over a rule")
    func natural() {
        let lines = Self.table.render(width: 60)
        #expect(
            lines.map(\.text) == [
                "Symbol  Accuracy  Confused with",
                "───────────────────────────────",
                "E            95%  I, S",
                "Q            12%  Y, C, Z, G",
            ])
        #expect(lines[0].spans.first?.style == .bold)
    }

    @Test("when too wide, the widest columns give up cells and cut cells end in …")
    func squeezed() {
        #expect(
            Self.table.render(width: 25).map(\.text) == [
                "Symbol  Accura…  Confuse…",
                "─────────────────────────",
                "E           95%  I, S",
                "Q           12%  Y, C, Z…",
            ])
    }

    @Test("when even the minimum widths do not fit, columns go from the right")
    func dropsColumns() {
        #expect(
            Self.table.render(width: 12).map(\.text) == [
                "Symb…  Accu…", "────────────", "E        95%", "Q        12%",
            ])
        #expect(Self.table.render(width: 3).map(\.text) == ["Sy…", "───", "E", "Q"])
    }

    @Test("short rows get blank cells; centred columns")
    func shortRows() {
        let table = Table(
            columns: [Table.Column("a"), Table.Column("mid", alignment: .center)], rows: [["x"], ["y", "1"]])
        #expect(table.render(width: 20).map(\.text) == ["a  mid", "──────", "x", "y   1"])
    }
}
