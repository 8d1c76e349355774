import Foundation
import GRDB
import Persistence

extension StoreError {
    /// The store error for a failure while `operation` ran on the database at `path`.
    ///
    /// SQLite's result codes become the cases a person can act on: a file that is not a database or
    /// is damaged is `.corrupted`, a lock held past the busy timeout is `.locked`, a write refused by
    /// the file system is `.readOnly`, a full disk or an I/O failure is `.io` with the errno that best
    /// names it. A `StoreError` thrown inside a database access passes through unchanged.
    init(_ error: any Error, path: String, operation: String) {
        if let error = error as? StoreError {
            self = error
            return
        }
        guard let error = error as? DatabaseError else {
            self = .io(path: path, operation: "\(operation) (\(error))", errno: EIO)
            return
        }
        let message = error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"
        switch error.resultCode {
        case .SQLITE_NOTADB:
            self = .corrupted(location: path, detail: "it is not an SQLite database (\(message))")
        case .SQLITE_CORRUPT:
            self = .corrupted(location: path, detail: message)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            self = .locked(location: path)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
            self = .readOnly(location: path, reason: "SQLite refused to \(operation): \(message)")
        case .SQLITE_FULL:
            self = .io(path: path, operation: operation, errno: ENOSPC)
        case .SQLITE_NOMEM:
            self = .io(path: path, operation: operation, errno: ENOMEM)
        default:
            let code = error.extendedResultCode.rawValue
            self = .io(path: path, operation: "\(operation) (SQLite error \(code): \(message))", errno: EIO)
        }
    }
}
