extension KeyParser {
    /// A control sequence after `ESC [`: parameter and intermediate bytes up to a final byte.
    static func scanCSI(_ bytes: ArraySlice<UInt8>) -> Step {
        guard let first = bytes.first else { return .incomplete }
        if first == UInt8(ascii: "[") {
            // The Linux console's function keys: ESC [ [ A ... ESC [ [ E are F1 ... F5.
            guard bytes.count > 1 else { return .incomplete }
            let letter = bytes[bytes.startIndex + 1]
            guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else {
                return .token(nil, consumed: 2)
            }
            return .token(.key(KeyEvent(.function(Int(letter - UInt8(ascii: "A")) + 1))), consumed: 2)
        }
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x20...0x3F:
                guard offset < maximumSequenceLength else { return .token(nil, consumed: offset) }
            case 0x40...0x7E:
                let parameters = String(decoding: bytes.prefix(offset), as: UTF8.self)
                return .token(decodeCSI(parameters, final: byte), consumed: offset + 1)
            default:
                // A control byte inside a sequence: drop what came before, rescan from it.
                return .token(nil, consumed: offset)
            }
        }
        return .incomplete
    }

    /// A sequence after `ESC O` (SS3): optional parameters, then one final byte.
    static func scanSS3(_ bytes: ArraySlice<UInt8>) -> Step {
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x30...0x3F:
                guard offset < maximumSequenceLength else { return .token(nil, consumed: offset) }
            case 0x20, 0x40...0x7E:
                let parameters = String(decoding: bytes.prefix(offset), as: UTF8.self)
                return .token(decodeSS3(parameters, final: byte), consumed: offset + 1)
            default:
                return .token(nil, consumed: offset)
            }
        }
        return .incomplete
    }

    static func decodeCSI(_ text: String, final: UInt8) -> ParsedInput? {
        var parameters = Substring(text)
        if let marker = parameters.first, "<=>?".contains(marker) {
            parameters.removeFirst()
            guard marker == "?" else { return nil }
            switch final {
            case UInt8(ascii: "u"): return .keyboardFlags(Int(parameters) ?? 0)
            case UInt8(ascii: "c"): return .deviceAttributes
            default: return nil
            }
        }
        guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";" || $0 == ":") }) else {
            return nil
        }
        let fields = SequenceFields(parameters)
        let modifiers = fields[1, 0] ?? 1
        let kind = eventKind(fields[1, 1])
        let key: Key
        switch Unicode.Scalar(final) {
        case "u":
            guard let code = fields[0, 0] else { return nil }
            return kittyKey(
                code: code, shifted: fields[0, 1], modifiers: modifiers, kind: kind, text: fields.codes(at: 2)
            )
        case "~":
            guard let number = fields[0, 0] else { return nil }
            if number == 27, let code = fields[2, 0] {
                // xterm's modifyOtherKeys: CSI 27 ; modifiers ; code ~
                return kittyKey(code: code, shifted: nil, modifiers: modifiers, kind: .press, text: [])
            }
            guard let tildeKey = tildeKey(number) else { return nil }
            key = tildeKey
        case "A": key = .up
        case "B": key = .down
        case "C": key = .right
        case "D": key = .left
        case "H": key = .home
        case "F": key = .end
        case "P": key = .function(1)
        case "Q": key = .function(2)
        case "R":
            // CSI row;col R is a cursor position report; only CSI R and CSI 1;mods R are F3.
            guard (fields[0, 0] ?? 1) == 1 else { return nil }
            key = .function(3)
        case "S": key = .function(4)
        case "Z":
            return .key(
                KeyEvent(.tab, modifiers: KeyModifiers.fromParameter(modifiers).union(.shift), kind: kind))
        case "a", "b", "c", "d":
            // rxvt's Shift-arrows.
            let arrows: [Key] = [.up, .down, .right, .left]
            return .key(KeyEvent(arrows[Int(final - UInt8(ascii: "a"))], modifiers: .shift))
        default:
            return nil
        }
        return .key(KeyEvent(key, modifiers: KeyModifiers.fromParameter(modifiers), kind: kind))
    }

    static func decodeSS3(_ parameters: String, final: UInt8) -> ParsedInput? {
        // Some terminals put a modifier parameter in SS3 forms (ESC O 5 A); take the last number.
        let modifierParameter = parameters.split(separator: ";").last.flatMap { Int($0) } ?? 1
        let modifiers = KeyModifiers.fromParameter(modifierParameter)
        let key: Key
        switch Unicode.Scalar(final) {
        case "A": key = .up
        case "B": key = .down
        case "C": key = .right
        case "D": key = .left
        case "H": key = .home
        case "F": key = .end
        case "P": key = .function(1)
        case "Q": key = .function(2)
        case "R": key = .function(3)
        case "S": key = .function(4)
        case "M": key = .enter
        case " ": key = .character(" ")
        case "X": key = .character("=")
        case "j"..."y":
            // The application keypad: * + , - . / and the digits 0 ... 9.
            let keypad = Array("*+,-./0123456789")
            key = .character(keypad[Int(final - UInt8(ascii: "j"))])
        default:
            return nil
        }
        return .key(KeyEvent(key, modifiers: modifiers))
    }

    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    static func eventKind(_ parameter: Int?) -> KeyEvent.Kind {
        switch parameter {
        case 2: .repeat
        case 3: .release
        default: .press
        }
    }

    /// A key in the kitty protocol's form: a Unicode code point or one of its private codes,
    /// with the shifted form and the text typed when the terminal sends them.
    static func kittyKey(code: Int, shifted: Int?, modifiers: Int, kind: KeyEvent.Kind, text: [Int])
        -> ParsedInput?
    {
        guard var key = KittyKeyCode.key(for: code) else { return nil }
        var held = KeyModifiers.fromParameter(modifiers)
        let capsLock = modifiers > 1 && (modifiers - 1) & 64 != 0
        if case .character(let base) = key {
            let typed = String(
                String.UnicodeScalarView(text.compactMap { Unicode.Scalar(UInt32(clamping: $0)) }))
            if typed.count == 1, let character = typed.first,
                !(character.asciiValue.map { $0 < 0x20 } ?? false)
            {
                key = .character(character)
                held.remove(.shift)
            } else if held.contains(.shift), let shifted,
                let scalar = Unicode.Scalar(UInt32(clamping: shifted))
            {
                key = .character(Character(scalar))
                held.remove(.shift)
            } else if base.isASCII, base.isLowercase, held.contains(.shift) || capsLock {
                let upper = held.contains(.shift) != capsLock
                key = .character(upper ? Character(base.uppercased()) : base)
                held.remove(.shift)
            }
        }
        return .key(KeyEvent(key, modifiers: held, kind: kind))
    }
}

/// The parameters of a control sequence: fields split by `;`, sub-fields by `:`.
struct SequenceFields {
    private let fields: [[Int?]]

    init(_ text: Substring) {
        fields = text.split(separator: ";", omittingEmptySubsequences: false).map { field in
            field.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        }
    }

    subscript(field: Int, part: Int) -> Int? {
        guard field < fields.count, part < fields[field].count else { return nil }
        return fields[field][part]
    }

    /// Every number in one field, for the kitty protocol's text-as-code-points field.
    func codes(at field: Int) -> [Int] {
        guard field < fields.count else { return [] }
        return fields[field].compactMap { $0 }
    }
}
