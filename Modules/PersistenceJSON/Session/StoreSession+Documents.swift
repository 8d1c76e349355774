import Foundation
import Glibc
import Persistence

/// Documents: one file each, `documents/KEY.json`, replaced atomically.
extension StoreSession {
    func documentData(forKey key: String) throws(StoreError) -> Data? {
        let path = snapshot.generation.documentPath(forKey: key)
        guard let bytes = try FileSystem.contents(of: path) else { return nil }
        do throws(FormatError) {
            try bytes.withBytes { (raw) throws(FormatError) in try JSONText.validate(raw) }
        } catch {
            throw .corrupted(
                location: path, detail: "the document is not JSON, perhaps cut short (\(error.detail))")
        }
        return Data(bytes)
    }

    mutating func setDocumentData(_ data: Data, forKey key: String) throws(StoreError) {
        try beginChange()
        try AtomicFile.write(Array(data), to: snapshot.generation.documentPath(forKey: key))
    }

    mutating func removeDocument(forKey key: String) throws(StoreError) {
        let path = snapshot.generation.documentPath(forKey: key)
        guard try FileSystem.kind(of: path) != nil else { return }
        try beginChange()
        try FileSystem.removeFile(path)
        try FileSystem.syncDirectory(snapshot.generation.documentsPath)
    }

    func documentKeys() throws(StoreError) -> [String] {
        try FileSystem.entries(of: snapshot.generation.documentsPath).compactMap { name in
            guard name.hasSuffix(".json"), !AtomicFile.isTemporary(name) else { return nil }
            let key = String(name.dropLast(5))
            return (try? DocumentKey.validate(key)) == nil ? nil : key
        }
    }
}
