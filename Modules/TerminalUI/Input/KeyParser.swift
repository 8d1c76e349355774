/// Turns the bytes a terminal sends into key events, a few bytes at a time.
///
/// The parser is pure and incremental: feed it whatever one `read` returned, and it returns
/// the events those bytes complete, keeping a partial escape sequence or UTF-8 character
/// until the rest arrives. It understands the legacy xterm sequences (`CSI A`, `CSI 1;2A`,
/// `SS3 P`, `CSI 5~`, ...), xterm's `modifyOtherKeys` form (`CSI 27;mods;code~`), and the
/// kitty keyboard protocol (`CSI code[:shifted];mods[:event];text u`, with press, repeat and
/// release).
///
/// A lone Escape byte is ambiguous: it may be the Escape key or the start of a sequence whose
/// rest is still on its way. The reader that feeds the parser waits `escapeTimeout` for more
/// bytes while `hasPendingInput` is true and then calls `flush()`, which decides. Terminals
/// speaking the kitty protocol send Escape as `CSI 27u`, so no waiting is needed there.
public struct KeyParser: Sendable {
    /// How long a reader waits for the rest of a sequence before calling `flush()`.
    public static let escapeTimeout: Duration = .milliseconds(30)

    /// The longest control sequence kept; anything longer is garbage and is dropped.
    static let maximumSequenceLength = 64

    private var buffer: [UInt8] = []

    /// Creates a parser with nothing pending.
    public init() {}

    /// True while bytes are held back waiting for the rest of a sequence or character.
    public var hasPendingInput: Bool { !buffer.isEmpty }

    /// Adds bytes and returns the events they complete, in order.
    /// - Parameter bytes: The bytes as read from the terminal, split anywhere.
    /// - Returns: Keys and query answers; bytes that form no key (unknown sequences, invalid
    ///   UTF-8) are dropped.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [ParsedInput] {
        buffer.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Decides whatever is pending, as if no more bytes will come: a lone Escape becomes the
    /// Escape key, `ESC [` becomes Alt-[, and an unfinished sequence or character is dropped.
    /// - Returns: The events the pending bytes make.
    public mutating func flush() -> [ParsedInput] {
        drain(final: true)
    }

    private mutating func drain(final: Bool) -> [ParsedInput] {
        var results: [ParsedInput] = []
        var start = 0
        while start < buffer.count {
            switch Self.scan(buffer[start...], final: final) {
            case .incomplete:
                buffer.removeFirst(start)
                return results
            case .token(let input, let consumed):
                if let input { results.append(input) }
                start += max(consumed, 1)
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return results
    }

    /// What one scan of the front of the buffer found.
    enum Step: Equatable {
        /// More bytes are needed to decide.
        case incomplete
        /// `consumed` bytes made this input (nil: they make nothing and are dropped).
        case token(ParsedInput?, consumed: Int)
    }

    static func scan(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let first = bytes[bytes.startIndex]
        guard first == 0x1B else { return scanPlain(bytes, final: final) }
        let count = bytes.count
        guard count > 1 else {
            return final ? .token(.key(KeyEvent(.escape)), consumed: 1) : .incomplete
        }
        let next = bytes[bytes.startIndex + 1]
        switch next {
        case UInt8(ascii: "["), UInt8(ascii: "O"):
            let step =
                next == UInt8(ascii: "[")
                ? scanCSI(bytes.dropFirst(2)) : scanSS3(bytes.dropFirst(2))
            switch step {
            case .token(let input, let consumed):
                return .token(input, consumed: consumed + 2)
            case .incomplete where !final:
                return .incomplete
            case .incomplete where count == 2:
                // ESC [ or ESC O and nothing after it: the person typed Alt-[ or Alt-O.
                return .token(
                    .key(KeyEvent(.character(Character(Unicode.Scalar(next))), modifiers: .alt)), consumed: 2)
            case .incomplete:
                return .token(nil, consumed: count)
            }
        case 0x1B:
            // Two Escapes: the first is a key on its own; the second starts afresh.
            return .token(.key(KeyEvent(.escape)), consumed: 1)
        default:
            // ESC before a key is how terminals send Alt with it.
            switch scanPlain(bytes.dropFirst(), final: final) {
            case .incomplete:
                return .incomplete
            case .token(let input, let consumed):
                guard case .key(var event) = input else { return .token(nil, consumed: consumed + 1) }
                event.modifiers.insert(.alt)
                return .token(.key(event), consumed: consumed + 1)
            }
        }
    }

    /// One byte that is not Escape, or one UTF-8 character.
    static func scanPlain(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x0D, 0x0A:
            return .token(.key(KeyEvent(.enter)), consumed: 1)
        case 0x09:
            return .token(.key(KeyEvent(.tab)), consumed: 1)
        case 0x7F, 0x08:
            return .token(.key(KeyEvent(.backspace)), consumed: 1)
        case 0x00:
            return .token(.key(KeyEvent(.character(" "), modifiers: .control)), consumed: 1)
        case 0x01...0x1A:
            // Ctrl-A ... Ctrl-Z: the letter with Control, so Ctrl-C reads as "c" + .control.
            let letter = Character(Unicode.Scalar(first + 0x60))
            return .token(.key(KeyEvent(.character(letter), modifiers: .control)), consumed: 1)
        case 0x1C...0x1F:
            let symbol = Character(Unicode.Scalar(first + 0x40))
            return .token(.key(KeyEvent(.character(symbol), modifiers: .control)), consumed: 1)
        case 0x20...0x7E:
            return .token(.key(KeyEvent(.character(Character(Unicode.Scalar(first))))), consumed: 1)
        default:
            return scanUTF8(bytes, final: final)
        }
    }

    static func scanUTF8(_ bytes: ArraySlice<UInt8>, final: Bool) -> Step {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .token(nil, consumed: 1)
        }
        for offset in 1..<length {
            guard bytes.startIndex + offset < bytes.endIndex else {
                return final ? .token(nil, consumed: bytes.count) : .incomplete
            }
            guard (0x80...0xBF).contains(bytes[bytes.startIndex + offset]) else {
                return .token(nil, consumed: offset)
            }
        }
        let encoded = bytes.prefix(length)
        guard let text = String(validating: encoded, as: UTF8.self), let character = text.first else {
            return .token(nil, consumed: length)
        }
        return .token(.key(KeyEvent(.character(character))), consumed: length)
    }
}
