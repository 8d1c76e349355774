public import Foundation

extension StoreError: CustomStringConvertible, LocalizedError {
    /// A message that names the path or value and says what to do.
    public var description: String {
        switch self {
        case .invalidLocation(let text, let reason):
            "'\(text)' is not a store: \(reason); allowed: sqlite:PATH or json:DIR"
        case .corrupted(let location, let detail):
            "the store is damaged at \(location): \(detail); run 'data check --repair' to keep every readable record"
        case .newerSchema(let type, let found, let supported):
            "the store holds \(type) records of schema version \(found), but this program knows up to version "
                + "\(supported); update the program (the store was left unchanged)"
        case .newerFormat(let location, let found, let supported):
            "\(location) uses storage format \(found), but this program reads up to format \(supported); "
                + "update the program (the store was left unchanged)"
        case .locked(let location):
            "\(location) is in use by another process; close it and try again"
        case .readOnly(let location, let reason):
            "\(location) cannot be written: \(reason)"
        case .io(let path, let operation, let errno):
            "\(operation) failed for \(path): \(String(cString: strerror(errno))) (errno \(errno))"
        case .invalidRecord(let type, let detail):
            "invalid \(type) record: \(detail)"
        case .invalidSchema(let type, let detail):
            "invalid schema for \(type): \(detail)"
        case .invalidQuery(let type, let detail):
            "invalid query on \(type): \(detail)"
        case .invalidDocumentKey(let key):
            "'\(key)' is not a document key; allowed: 1 to \(DocumentKey.maximumLength) characters of a-z, 0-9, "
                + "'.', '_' and '-', starting with a letter or digit"
        case .invalidDocument(let key, let detail):
            "document '\(key)' cannot be stored: \(detail)"
        case .notEmpty(let location, let detail):
            "\(location) already holds data (\(detail)); choose an empty store"
        case .changedDuringCopy(let location, let detail):
            "\(location) changed while it was being copied (\(detail)); nothing was kept, so run it again when "
                + "no other program is using the store"
        case .invalidExport(let path, let line, let detail):
            "\(path):\(line) is not a trainers export: \(detail)"
        }
    }

    /// The same text as `description`.
    public var errorDescription: String? { description }
}
