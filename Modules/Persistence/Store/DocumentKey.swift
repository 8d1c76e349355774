/// The rule for document keys, the same in both backends (a key names a file in the JSON backend).
public enum DocumentKey {
    /// The longest key allowed.
    public static let maximumLength = 100

    /// Checks `key`: 1 to 100 characters of lower-case letters, digits, `.`, `_` and `-`, starting
    /// with a letter or digit.
    /// - Throws: `StoreError.invalidDocumentKey` naming the key and the rule.
    public static func validate(_ key: String) throws(StoreError) {
        let allowed = key.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        guard allowed, (1...maximumLength).contains(key.count), key.first != ".", key.first != "-",
            key.first != "_"
        else { throw .invalidDocumentKey(key) }
    }
}
