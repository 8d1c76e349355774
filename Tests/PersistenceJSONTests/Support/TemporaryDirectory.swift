import Foundation
import Glibc
import Persistence
import PersistenceJSON

/// A fresh directory under the temporary directory, removed with everything in it when dropped.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "/persistence-json-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed: \(errno)")
        path = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    }

    deinit {
        // Undo what permission tests did, so the tree can be removed without root.
        if let paths = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in paths { chmod(path + "/" + relative, 0o700) }
        }
        chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The store directory the tests use inside this directory.
    var storePath: String { path + "/store" }

    /// Opens (creating) the store at `storePath`.
    func store(lockTimeout: Duration = .seconds(5)) throws -> JSONRecordStore {
        try JSONRecordStore(directory: storePath, lockTimeout: lockTimeout)
    }
}

/// Reading and damaging a store's files by hand.
enum Disk {
    /// The generation folder `store.json` names.
    static func generation(_ storePath: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: storePath + "/store.json"))
        let pointer = try JSONDecoder().decode([String: String].self, from: stripVersion(data))
        return storePath + "/" + pointer["data", default: "?"]
    }

    private static func stripVersion(_ data: Data) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        object["version"] = nil
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// The data file of a record type.
    static func recordsFile(_ storePath: String, type: String = Sample.schema.typeName) throws -> String {
        try generation(storePath) + "/records/" + type + ".jsonl"
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func text(_ path: String) throws -> String {
        String(decoding: try bytes(path), as: UTF8.self)
    }

    static func lines(_ path: String) throws -> [String] {
        try text(path).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
    }

    static func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    static func size(_ path: String) -> Int {
        var info = stat()
        stat(path, &info)
        return Int(info.st_size)
    }

    /// Every file and folder in a tree, with the tree itself.
    static func tree(_ root: String) -> [String] {
        var paths = [root]
        if let enumerator = FileManager.default.enumerator(atPath: root) {
            for case let relative as String in enumerator { paths.append(root + "/" + relative) }
        }
        return paths
    }

    /// The content of every file in a tree, by path, to show that nothing changed.
    static func snapshot(_ root: String) throws -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for path in tree(root) where !path.hasSuffix("/lock") {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                contents[path] = try bytes(path)
            }
        }
        return contents
    }
}

extension RecordStore {
    /// Every record of `R`, in the query's order.
    func all<R: StorableRecord>(_ type: R.Type, _ query: RecordQuery = RecordQuery(), batchSize: Int = 512)
        throws
        -> [R]
    {
        var cursor = try records(of: type, query, batchSize: batchSize)
        return try cursor.all()
    }
}
