/// The modifier keys held with a key.
///
/// The raw values are the kitty keyboard protocol's bits (and xterm's, minus one), so a
/// terminal's modifier parameter maps onto them directly. Caps Lock and Num Lock are not
/// modifiers here: they are already reflected in the character typed.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits, as in the kitty keyboard protocol.
    public let rawValue: UInt8

    /// Creates a set from the protocol's bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option, Meta on some keyboards).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
    /// Super (the Windows or Command key); only the kitty protocol reports it.
    public static let `super` = KeyModifiers(rawValue: 8)

    /// The modifiers in a terminal's modifier parameter (1 + bits), ignoring lock keys and
    /// the rarely present Hyper and Meta.
    static func fromParameter(_ parameter: Int) -> KeyModifiers {
        guard parameter > 1 else { return [] }
        return KeyModifiers(rawValue: UInt8((parameter - 1) & 0b1111))
    }
}
