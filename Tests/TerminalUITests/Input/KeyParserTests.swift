import Testing

@testable import TerminalUI

@Suite("The key parser")
struct KeyParserTests {
    /// Parses bytes in one feed, then flushes, and returns the keys.
    static func keys(_ text: String) -> [KeyEvent] {
        var parser = KeyParser()
        return (parser.feed(Array(text.utf8)) + parser.flush()).compactMap(\.keyEvent)
    }

    static let esc = "\u{1B}"

    static let legacy: [(String, KeyEvent)] = [
        ("\(esc)[A", KeyEvent(.up)),
        ("\(esc)[B", KeyEvent(.down)),
        ("\(esc)[C", KeyEvent(.right)),
        ("\(esc)[D", KeyEvent(.left)),
        ("\(esc)[H", KeyEvent(.home)),
        ("\(esc)[F", KeyEvent(.end)),
        ("\(esc)OA", KeyEvent(.up)),
        ("\(esc)OD", KeyEvent(.left)),
        ("\(esc)OH", KeyEvent(.home)),
        ("\(esc)OP", KeyEvent(.function(1))),
        ("\(esc)OS", KeyEvent(.function(4))),
        ("\(esc)OM", KeyEvent(.enter)),
        ("\(esc)Op", KeyEvent(.character("0"))),
        ("\(esc)Oy", KeyEvent(.character("9"))),
        ("\(esc)[5~", KeyEvent(.pageUp)),
        ("\(esc)[6~", KeyEvent(.pageDown)),
        ("\(esc)[1~", KeyEvent(.home)),
        ("\(esc)[4~", KeyEvent(.end)),
        ("\(esc)[2~", KeyEvent(.insert)),
        ("\(esc)[3~", KeyEvent(.delete)),
        ("\(esc)[15~", KeyEvent(.function(5))),
        ("\(esc)[24~", KeyEvent(.function(12))),
        ("\(esc)[[A", KeyEvent(.function(1))),
        ("\(esc)[Z", KeyEvent(.tab, modifiers: .shift)),
        ("\r", KeyEvent(.enter)),
        ("\n", KeyEvent(.enter)),
        ("\t", KeyEvent(.tab)),
        ("\u{7F}", KeyEvent(.backspace)),
        (" ", KeyEvent(.character(" "))),
        ("q", KeyEvent(.character("q"))),
        ("Q", KeyEvent(.character("Q"))),
        ("?", KeyEvent(.character("?"))),
    ]

    @Test("legacy xterm and SS3 sequences, page keys and plain keys", arguments: legacy)
    func legacyKeys(bytes: String, expected: KeyEvent) {
        #expect(Self.keys(bytes) == [expected])
    }

    static let modified: [(String, KeyEvent)] = [
        ("\(esc)[1;2A", KeyEvent(.up, modifiers: .shift)),
        ("\(esc)[1;2B", KeyEvent(.down, modifiers: .shift)),
        ("\(esc)[1;5C", KeyEvent(.right, modifiers: .control)),
        ("\(esc)[1;3D", KeyEvent(.left, modifiers: .alt)),
        ("\(esc)[1;6A", KeyEvent(.up, modifiers: [.shift, .control])),
        ("\(esc)[5;2~", KeyEvent(.pageUp, modifiers: .shift)),
        ("\(esc)[6;5~", KeyEvent(.pageDown, modifiers: .control)),
        ("\(esc)[1;2P", KeyEvent(.function(1), modifiers: .shift)),
        ("\(esc)[1;5R", KeyEvent(.function(3), modifiers: .control)),
        ("\(esc)O2A", KeyEvent(.up, modifiers: .shift)),
        ("\(esc)[a", KeyEvent(.up, modifiers: .shift)),
        ("\(esc)x", KeyEvent(.character("x"), modifiers: .alt)),
        ("\(esc)\r", KeyEvent(.enter, modifiers: .alt)),
        ("\(esc)[27;5;99~", KeyEvent(.character("c"), modifiers: .control)),
    ]

    @Test("modifiers in the legacy forms: Shift, Ctrl, Alt arrows and page keys", arguments: modified)
    func modifiedKeys(bytes: String, expected: KeyEvent) {
        #expect(Self.keys(bytes) == [expected])
    }

    static let controls: [(UInt8, KeyEvent)] = [
        (0x03, KeyEvent.interrupt),
        (0x01, KeyEvent(.character("a"), modifiers: .control)),
        (0x1A, KeyEvent(.character("z"), modifiers: .control)),
        (0x11, KeyEvent(.character("q"), modifiers: .control)),
        (0x00, KeyEvent(.character(" "), modifiers: .control)),
        (0x1C, KeyEvent(.character("\\"), modifiers: .control)),
        (0x08, KeyEvent(.backspace)),
    ]

    @Test("control bytes are keys with .control; Ctrl-C is \"c\" with .control", arguments: controls)
    func controlBytes(byte: UInt8, expected: KeyEvent) {
        var parser = KeyParser()
        #expect(parser.feed([byte]).compactMap(\.keyEvent) == [expected])
        #expect(!parser.hasPendingInput)
    }

    static let kitty: [(String, KeyEvent)] = [
        ("\(esc)[97u", KeyEvent(.character("a"))),
        ("\(esc)[97;1:1u", KeyEvent(.character("a"))),
        ("\(esc)[97;1:2u", KeyEvent(.character("a"), kind: .repeat)),
        ("\(esc)[97;1:3u", KeyEvent(.character("a"), kind: .release)),
        ("\(esc)[99;5u", KeyEvent.interrupt),
        ("\(esc)[99;5:3u", KeyEvent(.character("c"), modifiers: .control, kind: .release)),
        ("\(esc)[27u", KeyEvent(.escape)),
        ("\(esc)[13u", KeyEvent(.enter)),
        ("\(esc)[13;1:3u", KeyEvent(.enter, kind: .release)),
        ("\(esc)[9;2u", KeyEvent(.tab, modifiers: .shift)),
        ("\(esc)[127u", KeyEvent(.backspace)),
        ("\(esc)[32;1:3u", KeyEvent(.character(" "), kind: .release)),
        ("\(esc)[1;1:3A", KeyEvent(.up, kind: .release)),
        ("\(esc)[1;2:2B", KeyEvent(.down, modifiers: .shift, kind: .repeat)),
        ("\(esc)[5;1:3~", KeyEvent(.pageUp, kind: .release)),
        ("\(esc)[1;1:3P", KeyEvent(.function(1), kind: .release)),
        ("\(esc)[57376u", KeyEvent(.function(13))),
        ("\(esc)[57399u", KeyEvent(.character("0"))),
        ("\(esc)[57414;1:3u", KeyEvent(.enter, kind: .release)),
        ("\(esc)[97:65;2u", KeyEvent(.character("A"))),
        ("\(esc)[49:33;2u", KeyEvent(.character("!"))),
        ("\(esc)[97;2u", KeyEvent(.character("A"))),
        ("\(esc)[97;65u", KeyEvent(.character("A"))),
        ("\(esc)[97;2;65u", KeyEvent(.character("A"))),
        ("\(esc)[233u", KeyEvent(.character("é"))),
        ("\(esc)[97;9u", KeyEvent(.character("a"), modifiers: .super)),
    ]

    @Test("the kitty protocol: press, repeat and release, modifiers, shifted keys, text", arguments: kitty)
    func kittyKeys(bytes: String, expected: KeyEvent) {
        #expect(Self.keys(bytes) == [expected])
    }

    @Test("modifier keys pressed alone and lock keys make no event")
    func ignoredKittyKeys() {
        #expect(Self.keys("\(Self.esc)[57441;2u\(Self.esc)[57358u\(Self.esc)[57441;1:3u").isEmpty)
    }

    @Test("a sequence split anywhere across feeds gives the same keys")
    func splitAcrossFeeds() {
        let text = "a\(Self.esc)[1;5Aé\(Self.esc)[97;1:3u\(Self.esc)OP€😀b"
        let whole = Self.keys(text)
        #expect(
            whole == [
                KeyEvent(.character("a")), KeyEvent(.up, modifiers: .control), KeyEvent(.character("é")),
                KeyEvent(.character("a"), kind: .release), KeyEvent(.function(1)), KeyEvent(.character("€")),
                KeyEvent(.character("😀")), KeyEvent(.character("b")),
            ])
        let bytes = Array(text.utf8)
        for split in 1..<bytes.count {
            var parser = KeyParser()
            let events = parser.feed(bytes[..<split]) + parser.feed(bytes[split...])
            #expect(events.compactMap(\.keyEvent) == whole, "split at \(split)")
        }
        var parser = KeyParser()
        let byteByByte = bytes.flatMap { parser.feed([$0]) }
        #expect(byteByByte.compactMap(\.keyEvent) == whole)
    }

    @Test("a lone Escape waits, and becomes the Escape key on flush")
    func loneEscape() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.hasPendingInput)
        #expect(parser.flush() == [.key(KeyEvent(.escape))])
        #expect(!parser.hasPendingInput)
        #expect(parser.flush().isEmpty)
    }

    @Test("Escape then a sequence in the same read: Escape, then the sequence's key")
    func escapeBeforeSequence() {
        #expect(Self.keys("\(Self.esc)\(Self.esc)[A") == [KeyEvent(.escape), KeyEvent(.up)])
        #expect(Self.keys("\(Self.esc)\(Self.esc)") == [KeyEvent(.escape), KeyEvent(.escape)])
    }

    @Test("flushing an unfinished sequence: ESC [ is Alt-[, a longer one is dropped")
    func flushPartial() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\(Self.esc)[".utf8)).isEmpty)
        #expect(parser.flush() == [.key(KeyEvent(.character("["), modifiers: .alt))])
        #expect(parser.feed(Array("\(Self.esc)[1;5".utf8)).isEmpty)
        #expect(parser.flush().isEmpty)
        #expect(parser.feed(Array("x".utf8)) == [.key(KeyEvent(.character("x")))])
    }

    @Test("UTF-8 characters of two, three and four bytes; invalid bytes are dropped")
    func utf8() {
        #expect(
            Self.keys("ñ日😀") == [
                KeyEvent(.character("ñ")), KeyEvent(.character("日")), KeyEvent(.character("😀")),
            ])
        var parser = KeyParser()
        #expect(parser.feed([0xFF, 0x61, 0xC3, 0x28, 0x62]).compactMap(\.keyEvent).count == 3)
        #expect(parser.feed([0xE2, 0x82]).isEmpty)
        #expect(parser.hasPendingInput)
        #expect(parser.feed([0xAC]) == [.key(KeyEvent(.character("€")))])
    }

    @Test("terminal answers are told apart from keys")
    func answers() {
        var parser = KeyParser()
        let items = parser.feed(Array("\(Self.esc)[?1u\(Self.esc)[?62;22cx".utf8))
        #expect(items == [.keyboardFlags(1), .deviceAttributes, .key(KeyEvent(.character("x")))])
    }

    @Test("unknown sequences, focus reports and cursor reports make no keys")
    func unknownSequences() {
        #expect(
            Self.keys("\(Self.esc)[I\(Self.esc)[O\(Self.esc)[12;40R\(Self.esc)[>1;2m\(Self.esc)[99~").isEmpty)
    }

    @Test("a control byte inside a sequence ends it and counts on its own")
    func brokenSequence() {
        #expect(Self.keys("\(Self.esc)[1;\r") == [KeyEvent(.enter)])
    }

    @Test("events read as a person would name them")
    func descriptions() {
        #expect(KeyEvent.interrupt.description == "Ctrl-C")
        #expect(KeyEvent(.up, modifiers: .shift).description == "Shift-↑")
        #expect(KeyEvent(.character(" "), kind: .release).description == "Space (release)")
    }

    @Test("typedCharacter: text keys without Ctrl or Alt, never releases")
    func typedCharacter() {
        #expect(KeyEvent(.character("7")).typedCharacter == "7")
        #expect(KeyEvent(.character("7"), kind: .repeat).typedCharacter == "7")
        #expect(KeyEvent(.character("7"), kind: .release).typedCharacter == nil)
        #expect(KeyEvent.interrupt.typedCharacter == nil)
        #expect(KeyEvent(.enter).typedCharacter == nil)
    }
}
