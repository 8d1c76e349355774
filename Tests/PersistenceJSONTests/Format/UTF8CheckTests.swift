import Testing

@testable import PersistenceJSON

@Suite("Checking UTF-8 when a store opens")
struct UTF8CheckTests {
    @Test("agrees with the standard library on valid and invalid bytes")
    func agrees() {
        let samples: [[UInt8]] = [
            Array("plain ascii text that is longer than eight bytes".utf8),
            Array("é 😀 ✓ \u{2028} \u{10FFFF}".utf8),
            [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80],
            [0xC3], [0x80], Array("abcdefgh".utf8) + [0xFF] + Array("ijklmnop".utf8),
        ]
        var generator = SystemRandomNumberGenerator()
        var random: [[UInt8]] = []
        for _ in 0..<2000 {
            random.append(
                (0..<Int.random(in: 0..<24, using: &generator)).map { _ in UInt8.random(in: 0...255) })
        }
        for bytes in samples + random {
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBytes { UTF8Check.isValid($0) } == expected, "\(bytes)")
        }
    }
}
