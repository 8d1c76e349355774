import Foundation
import Persistence

/// `DIR/store.json`: the store's format and the generation folder that holds its data. Replacing
/// it atomically switches the whole store to another generation.
struct StorePointer: Codable, Equatable {
    static let formatName = "trainers-json-store"
    /// The format this program writes and reads.
    static let currentVersion = 1

    var format: String
    var version: Int
    var data: String

    init(data: String) {
        format = Self.formatName
        version = Self.currentVersion
        self.data = data
    }

    /// Reads the pointer at `path`; nil when there is none.
    /// - Throws: `.corrupted` when it cannot be read, `.newerFormat` for a newer format.
    static func read(at path: String, location: String) throws(StoreError) -> StorePointer? {
        guard let bytes = try FileSystem.contents(of: path) else { return nil }
        struct Header: Decodable {
            var format: String
            var version: Int
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: Data(bytes))
        } catch {
            throw .corrupted(location: path, detail: "it is not a store pointer (\(error))")
        }
        guard header.format == formatName else {
            throw .corrupted(location: path, detail: "its format is '\(header.format)', not '\(formatName)'")
        }
        guard header.version <= currentVersion else {
            throw .newerFormat(location: location, found: header.version, supported: currentVersion)
        }
        let pointer: StorePointer
        do {
            pointer = try JSONDecoder().decode(StorePointer.self, from: Data(bytes))
        } catch {
            throw .corrupted(location: path, detail: "it is not a store pointer (\(error))")
        }
        guard StoreDirectory.generationNumber(pointer.data) != nil else {
            throw .corrupted(location: path, detail: "'\(pointer.data)' is not a generation folder name")
        }
        return pointer
    }

    /// Writes the pointer atomically.
    func write(to path: String) throws(StoreError) {
        try AtomicFile.write(StoreJSON.encode(self, path: path), to: path)
    }
}
