/// A procedural signal: several letters sent as one character, without the gap between them.
///
/// In text a prosign is written between angle brackets, `<AR>`, so that it cannot be confused
/// with the two letters A and R. Three prosigns share their code with a punctuation mark (AR is
/// `+`, BT is `=`, KN is `(`); decoding such a code gives the punctuation mark, see
/// `sharedCharacter`.
///
/// The raw values are the letters of the prosign and are stable identifiers.
public enum Prosign: String, CaseIterable, Codable, Sendable {
    /// AR, end of message: `.-.-.`, the same code as `+`.
    case endOfMessage = "AR"
    /// SK, end of work (end of contact): `...-.-`.
    case endOfWork = "SK"
    /// BT, break between parts of a message: `-...-`, the same code as `=`.
    case breakText = "BT"
    /// KN, invitation for the named station only to transmit: `-.--.`, the same code as `(`.
    case invitationToNamedStation = "KN"
    /// HH, error (eight dots): the sender will repeat the last word correctly.
    case error = "HH"
    /// AS, wait: `.-...`.
    case wait = "AS"
    /// SN, understood (also written VE): `...-.`.
    case understood = "SN"

    /// The prosign's dots and dashes.
    public var code: String {
        switch self {
        case .endOfMessage: ".-.-."
        case .endOfWork: "...-.-"
        case .breakText: "-...-"
        case .invitationToNamedStation: "-.--."
        case .error: "........"
        case .wait: ".-..."
        case .understood: "...-."
        }
    }

    /// How the prosign is written in text: its letters in angle brackets, such as `<AR>`.
    public var written: String {
        "<\(rawValue)>"
    }

    /// The character that has the same code, which decoding prefers: `+` for AR, `=` for BT,
    /// `(` for KN; `nil` for the others.
    public var sharedCharacter: Character? {
        switch self {
        case .endOfMessage: "+"
        case .breakText: "="
        case .invitationToNamedStation: "("
        case .endOfWork, .error, .wait, .understood: nil
        }
    }
}
