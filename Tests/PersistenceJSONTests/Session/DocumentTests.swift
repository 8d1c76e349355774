import Foundation
import Persistence
import PersistenceJSON
import Testing

@Suite("Documents")
struct DocumentTests {
    let directory = TemporaryDirectory()

    struct Settings: Codable, Equatable {
        var volume: Double
        var since: Date
    }

    @Test("stores, replaces, lists and removes documents")
    func lifecycle() throws {
        let store = try directory.store()
        let settings = Settings(volume: 0.5, since: Date(timeIntervalSince1970: 1_800_000_000.25))
        try store.setDocument(settings, forKey: "settings")
        try store.setDocument([1, 2, 3], forKey: "bests.pitch")
        #expect(try store.document(Settings.self, forKey: "settings") == settings)
        #expect(try store.documentKeys() == ["bests.pitch", "settings"])
        try store.setDocument([4], forKey: "bests.pitch")
        #expect(try store.document([Int].self, forKey: "bests.pitch") == [4])
        #expect(
            try Disk.text(Disk.generation(directory.storePath) + "/documents/settings.json")
                == #"{"since":"2027-01-15T08:00:00.250Z","volume":0.5}"#)
        try store.removeDocument(forKey: "settings")
        try store.removeDocument(forKey: "settings")
        #expect(try store.document(Settings.self, forKey: "settings") == nil)
        #expect(try store.documentKeys() == ["bests.pitch"])
    }

    @Test("refuses invalid keys and data that is not JSON")
    func refuses() throws {
        let store = try directory.store()
        #expect(throws: StoreError.invalidDocumentKey("../escape")) {
            try store.setDocumentData(Data("1".utf8), forKey: "../escape")
        }
        #expect(throws: StoreError.invalidDocumentKey("Upper")) { try store.documentData(forKey: "Upper") }
        #expect {
            try store.setDocumentData(Data("{not json".utf8), forKey: "bad")
        } throws: { error in
            if case .invalidDocument(let key, _) = error as? StoreError { return key == "bad" }
            return false
        }
        #expect(try store.documentKeys().isEmpty)
    }

    @Test("reports a truncated document as damaged, naming its file")
    func truncated() throws {
        let store = try directory.store()
        try store.setDocument(["volume": 0.5], forKey: "settings")
        let path = try Disk.generation(directory.storePath) + "/documents/settings.json"
        try Disk.write(#"{"volume":0."#, to: path)
        #expect {
            try store.documentData(forKey: "settings")
        } throws: { error in
            guard case .corrupted(let location, _) = error as? StoreError else { return false }
            return location == path
        }
        #expect(try store.check().count == 1)
    }
}
