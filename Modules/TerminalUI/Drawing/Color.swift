/// A text or background colour, from the palette every colour terminal has.
public enum Color: Hashable, Sendable {
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White (light grey on many terminals).
    case white
    /// Grey: the bright black most terminals show as a dim grey.
    case gray
    /// One of the 256 palette colours (16...231 a colour cube, 232...255 greys).
    case palette(UInt8)

    /// The SGR parameters that select this colour as foreground or background.
    func parameters(background: Bool) -> String {
        let base = background ? 40 : 30
        switch self {
        case .black: return "\(base)"
        case .red: return "\(base + 1)"
        case .green: return "\(base + 2)"
        case .yellow: return "\(base + 3)"
        case .blue: return "\(base + 4)"
        case .magenta: return "\(base + 5)"
        case .cyan: return "\(base + 6)"
        case .white: return "\(base + 7)"
        case .gray: return "\(base + 60)"
        case .palette(let index): return "\(base + 8);5;\(index)"
        }
    }
}
