/// How many terminal cells text takes.
///
/// Each `Character` takes one cell, except East Asian wide characters and emoji shown as
/// pictures, which take two, and control characters, which take none. Block and box-drawing
/// characters (▁ … █, ▏ … ▉, ─) count as one cell, as terminals draw them in Western locales.
public enum TextWidth {
    /// The cells one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if isWide(value) || first.properties.isEmojiPresentation { return 2 }
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        return 1
    }

    /// The cells a string takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The string cut to at most `width` cells, ending in "…" when something was cut.
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The cells available; nothing is left of the text at 0 or below.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }

    /// The string padded with spaces, or cut, to exactly `width` cells.
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The cells to fill.
    ///   - alignment: Where the text sits in the space.
    public static func fit(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
        let cut = truncate(text, to: width)
        let gap = max(0, width - of(cut))
        switch alignment {
        case .left: return cut + String(repeating: " ", count: gap)
        case .right: return String(repeating: " ", count: gap) + cut
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + cut + String(repeating: " ", count: gap - left)
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// Where text sits in a wider space.
public enum Alignment: Hashable, Sendable {
    /// Against the left edge.
    case left
    /// Against the right edge (numbers in a column).
    case right
    /// In the middle, the odd cell on the right.
    case center
}
