/// Every way storage can fail, the same cases from both backends for the same misuse.
public enum StoreError: Error, Equatable, Sendable {
    /// A `--store` value that is not `sqlite:PATH` or `json:DIR`, or names an impossible place.
    case invalidLocation(String, reason: String)
    /// Stored data that cannot be read: the file (and line, where there is one) and what is wrong.
    case corrupted(location: String, detail: String)
    /// The store holds a newer schema version of a record type than this program knows.
    case newerSchema(type: String, found: Int, supported: Int)
    /// The store was written in a newer storage format than this program reads.
    case newerFormat(location: String, found: Int, supported: Int)
    /// Another process holds the store and did not let go in time.
    case locked(location: String)
    /// The store can be read but not written (permissions, a read-only file system, a newer schema).
    case readOnly(location: String, reason: String)
    /// A system call failed: which operation, on which path, with which errno.
    case io(path: String, operation: String, errno: Int32)
    /// A record that does not fit its declared schema.
    case invalidRecord(type: String, detail: String)
    /// A schema a backend cannot store.
    case invalidSchema(type: String, detail: String)
    /// A query naming an undeclared field or filtering with a value of the wrong type.
    case invalidQuery(type: String, detail: String)
    /// A document key outside the allowed form.
    case invalidDocumentKey(String)
    /// A document value that cannot be encoded.
    case invalidDocument(key: String, detail: String)
    /// A store that must be empty for the operation (a migration target) holds data.
    case notEmpty(location: String, detail: String)
    /// Another program wrote to the store while a copy of it (export, migration) was being read.
    case changedDuringCopy(location: String, detail: String)
    /// A file that is not a trainers export: which file, which line, what is wrong.
    case invalidExport(path: String, line: Int, detail: String)
}
