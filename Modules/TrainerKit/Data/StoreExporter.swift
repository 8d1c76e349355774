import Foundation
import Glibc
public import Persistence

/// Writes a whole store to one export file.
public enum StoreExporter {
    /// Writes every record type and document of `store` to `path`, which must not exist yet.
    ///
    /// The file is written under a temporary name in the same folder, flushed to disk, and linked
    /// into place with `link(2)`, which refuses to replace a file that appeared meanwhile; the folder
    /// is flushed too. So `path` is either absent or complete. The counts are taken again at the end:
    /// if another program wrote to the store meanwhile, the export is discarded and the error says so.
    /// - Parameter progress: called with the number of records written so far.
    /// - Returns: the number of records and documents written.
    public static func export(
        _ store: any RecordStore,
        to path: String,
        progress: (Int) -> Void = { _ in }
    ) throws(StoreError) -> (records: Int, documents: Int) {
        guard access(path, F_OK) != 0 else {
            throw .io(path: path, operation: "export (the file exists; choose a new name)", errno: EEXIST)
        }
        let temporary = path + ".partial-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .io(path: path, operation: "export (create)", errno: errno) }
        var isOpen = true
        defer {
            if isOpen { close(descriptor) }
            unlink(temporary)
        }
        var writer = BufferedWriter(descriptor: descriptor, path: path)
        try writer.append(ExportFormat.header)
        var written = 0
        var counts: [String: Int] = [:]
        let schemas = try store.storedSchemas()
        for schema in schemas {
            try writer.append(ExportFormat.line(for: schema))
            var cursor = store.rawRecords(of: schema, batchSize: 4096)
            while let record = try cursor.next() {
                try writer.append(ExportFormat.line(for: record))
                counts[schema.typeName, default: 0] += 1
                written += 1
                if written.isMultiple(of: 10_000) { progress(written) }
            }
        }
        let keys = try store.documentKeys()
        for key in keys {
            if let data = try store.documentData(forKey: key) {
                try writer.append(ExportFormat.line(forDocument: key, data: data))
            }
        }
        try writer.flush()
        for schema in schemas
        where try store.count(of: schema, RecordQuery()) != counts[schema.typeName, default: 0] {
            throw .changedDuringCopy(
                location: store.location.description, detail: "\(schema.typeName) records")
        }
        guard fsync(descriptor) == 0 else { throw .io(path: path, operation: "export (fsync)", errno: errno) }
        isOpen = false
        guard close(descriptor) == 0 else { throw .io(path: path, operation: "export (close)", errno: errno) }
        guard link(temporary, path) == 0 else {
            throw .io(path: path, operation: "export (link)", errno: errno)
        }
        let folder = open(
            (path as NSString).deletingLastPathComponent.isEmpty
                ? "." : (path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        progress(written)
        return (written, keys.count)
    }
}

/// Collects lines and writes them with `write(2)` in chunks of about 1 MiB.
private struct BufferedWriter {
    let descriptor: Int32
    let path: String
    private var buffer: [UInt8] = []

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        buffer.reserveCapacity(1 << 20)
    }

    mutating func append(_ line: String) throws(StoreError) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= 1 << 20 { try flush() }
    }

    mutating func flush() throws(StoreError) {
        var offset = 0
        while offset < buffer.count {
            let count = buffer[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw .io(path: path, operation: "export (write)", errno: errno) }
            offset += count
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
