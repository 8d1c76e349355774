public import Foundation

/// The rule for a document's stored data, the same in both backends: it is JSON (exports and
/// migrations carry it as JSON, so anything else would be lost on the way).
public enum DocumentData {
    /// Checks that `data` is one JSON value.
    /// - Throws: `StoreError.invalidDocument` naming the key.
    public static func validate(_ data: Data, forKey key: String) throws(StoreError) {
        guard (try? JSONValue(parsing: data)) != nil else {
            throw .invalidDocument(key: key, detail: "its data is not JSON")
        }
    }
}
