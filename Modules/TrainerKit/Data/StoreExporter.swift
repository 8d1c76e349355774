import Foundation
import Glibc
public import Persistence

/// Writes a whole store to one export file.
public enum StoreExporter {
    /// Writes every record type and document of `store` to `path`, which must not exist yet: the file
    /// is written under a temporary name, flushed to disk, and renamed into place, so `path` is
    /// either absent or complete.
    /// - Parameter progress: called with the number of records written so far.
    /// - Returns: the number of records and documents written.
    public static func export(
        _ store: any RecordStore,
        to path: String,
        progress: (Int) -> Void = { _ in }
    ) throws(StoreError) -> (records: Int, documents: Int) {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw .io(path: path, operation: "export (the file exists; choose a new name)", errno: EEXIST)
        }
        let temporary = path + ".partial-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw .io(path: temporary, operation: "create", errno: errno) }
        var written = 0
        do throws(StoreError) {
            var buffer = ExportFormat.header + "\n"
            func flush(force: Bool = false) throws(StoreError) {
                guard force || buffer.utf8.count > 1 << 20 else { return }
                let bytes = Array(buffer.utf8)
                var offset = 0
                while offset < bytes.count {
                    let count = bytes[offset...].withUnsafeBytes {
                        write(descriptor, $0.baseAddress, $0.count)
                    }
                    guard count > 0 else { throw .io(path: temporary, operation: "write", errno: errno) }
                    offset += count
                }
                buffer.removeAll(keepingCapacity: true)
            }
            for schema in try store.storedSchemas() {
                buffer += ExportFormat.line(for: schema) + "\n"
                var cursor = store.rawRecords(of: schema, batchSize: 4096)
                while let record = try cursor.next() {
                    buffer += ExportFormat.line(for: record) + "\n"
                    written += 1
                    if written.isMultiple(of: 10_000) { progress(written) }
                    try flush()
                }
            }
            let keys = try store.documentKeys()
            for key in keys {
                if let data = try store.documentData(forKey: key) {
                    buffer += ExportFormat.line(forDocument: key, data: data) + "\n"
                }
            }
            try flush(force: true)
            guard fsync(descriptor) == 0 else {
                throw StoreError.io(path: temporary, operation: "fsync", errno: errno)
            }
            close(descriptor)
            guard rename(temporary, path) == 0 else {
                throw StoreError.io(path: path, operation: "rename", errno: errno)
            }
            progress(written)
            return (written, keys.count)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }
}
