import Foundation
import Persistence

/// `manifest.json` of a generation: the schema of each stored record type, at the highest version
/// written. Readers older than a type's stored version may read it; they may not write it.
struct StoreManifest: Codable, Equatable {
    /// What the manifest keeps of one record type.
    struct TypeEntry: Codable, Equatable {
        var schema: RecordSchema
    }

    var types: [String: TypeEntry] = [:]

    /// Reads the manifest at `path`.
    /// - Throws: `.corrupted` when it is missing or cannot be read.
    static func read(at path: String) throws(StoreError) -> StoreManifest {
        guard let bytes = try FileSystem.contents(of: path) else {
            throw .corrupted(location: path, detail: "the manifest is missing")
        }
        let manifest: StoreManifest
        do {
            manifest = try JSONDecoder().decode(StoreManifest.self, from: Data(bytes))
        } catch {
            throw .corrupted(location: path, detail: "it is not a manifest (\(error))")
        }
        for (name, entry) in manifest.types {
            guard name == entry.schema.typeName else {
                throw .corrupted(
                    location: path, detail: "type '\(name)' holds the schema of '\(entry.schema.typeName)'")
            }
            do {
                try entry.schema.validate()
            } catch {
                throw .corrupted(location: path, detail: "the schema of '\(name)' is invalid: \(error)")
            }
        }
        return manifest
    }

    /// Writes the manifest atomically.
    func write(to path: String) throws(StoreError) {
        try AtomicFile.write(StoreJSON.encode(self, path: path), to: path)
    }

    func schema(of typeName: String) -> RecordSchema? {
        types[typeName]?.schema
    }
}

/// The encoder for the store's own small files: sorted keys, one line, a final newline.
enum StoreJSON {
    static func encode(_ value: some Encodable, path: String) throws(StoreError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(value)) + [UInt8(ascii: "\n")]
        } catch {
            throw .invalidDocument(key: path, detail: "it cannot be encoded: \(error)")
        }
    }
}
