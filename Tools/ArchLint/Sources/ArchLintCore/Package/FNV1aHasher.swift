/// The 64-bit FNV-1a hash: enough to tell whether a manifest changed, with no library beyond the
/// toolchain. Not for anything that must resist a deliberate collision.
struct FNV1aHasher {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        // A separator, so that ("ab", "c") and ("a", "bc") hash differently.
        value ^= 0xff
        value = value &* 0x0000_0100_0000_01b3
    }

    var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
