/// The kitty keyboard protocol's key numbers: Unicode code points for keys that type text, the
/// C0 codes for Enter, Tab, Escape and Backspace, and private-use numbers for the rest.
enum KittyKeyCode {
    /// The key a number stands for, or nil for keys a screen has no use for (lock keys, media
    /// keys, modifier keys pressed alone).
    static func key(for code: Int) -> Key? {
        switch code {
        case 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 127, 8: return .backspace
        case 57_376...57_398: return .function(code - 57_376 + 13)
        case 57_399...57_426: return keypad[code - 57_399]
        case 0..<32, 57_344...63_743: return nil
        default:
            guard let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// Keypad keys from KP_0 (57399) to KP_DELETE (57426), mapped to what they type or do.
    private static let keypad: [Key] = [
        .character("0"), .character("1"), .character("2"), .character("3"), .character("4"),
        .character("5"), .character("6"), .character("7"), .character("8"), .character("9"),
        .character("."), .character("/"), .character("*"), .character("-"), .character("+"),
        .enter, .character("="), .character(","),
        .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .insert, .delete,
    ]
}
