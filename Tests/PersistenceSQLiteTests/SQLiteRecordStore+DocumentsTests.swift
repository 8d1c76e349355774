import Foundation
import Persistence
import Synchronization
import Testing

@testable import PersistenceSQLite

@Suite("Documents in an SQLite store")
struct SQLiteRecordStoreDocumentsTests {
    let directory = TemporaryDirectory()

    struct Bests: Codable, Equatable {
        var streak: Int
        var reached: Date
        var constants: [String]
    }

    @Test("documents are stored, replaced, listed and removed, and survive reopening")
    func roundTrip() throws {
        let store = try SQLiteRecordStore(path: directory.file())
        let first = Bests(streak: 3, reached: Date(timeIntervalSince1970: 1_767_225_600.5), constants: ["pi"])
        try store.setDocument(first, forKey: "personal-bests")
        try store.setDocument(["a": 1], forKey: "settings.v1")
        #expect(try store.document(Bests.self, forKey: "personal-bests") == first)
        var second = first
        second.streak = 40
        try store.setDocument(second, forKey: "personal-bests")
        let reopened = try SQLiteRecordStore(path: directory.file())
        #expect(try reopened.document(Bests.self, forKey: "personal-bests") == second)
        #expect(try reopened.documentKeys() == ["personal-bests", "settings.v1"])
        try reopened.removeDocument(forKey: "personal-bests")
        try reopened.removeDocument(forKey: "never-there")
        #expect(try reopened.documentData(forKey: "personal-bests") == nil)
        #expect(try reopened.documentKeys() == ["settings.v1"])
    }

    @Test("the raw data of a document comes back byte for byte; data that is not JSON is refused")
    func rawData() throws {
        let store = try SQLiteRecordStore(path: directory.file())
        let data = Data(#"{ "b" : [1, 2.50, "é\u0000"],  "a": null }"#.utf8)
        try store.setDocumentData(data, forKey: "blob")
        #expect(try store.documentData(forKey: "blob") == data)
        #expect(throws: StoreError.invalidDocument(key: "blob", detail: "its data is not JSON")) {
            try store.setDocumentData(Data((0...255).map(UInt8.init)), forKey: "blob")
        }
        #expect(try store.documentData(forKey: "blob") == data)
    }

    @Test("a replaced document is read whole, old or new, never missing or mixed, while it is rewritten")
    func atomicReplacement() throws {
        let writer = try SQLiteRecordStore(path: directory.file())
        let reader = try SQLiteRecordStore(path: directory.file())
        let values = (0..<2).map { Data("\"\(String(repeating: "\($0)", count: 200_000))\"".utf8) }
        try writer.setDocumentData(values[0], forKey: "profile")
        let done = Mutex(false)
        let seen = Mutex<[Int]>([])
        let thread = Thread {
            while !done.withLock({ $0 }) {
                let data = try? reader.documentData(forKey: "profile")
                seen.withLock { $0.append(data.flatMap { values.firstIndex(of: $0) } ?? -1) }
            }
        }
        thread.start()
        for round in 1...60 {
            try writer.setDocumentData(values[round % 2], forKey: "profile")
        }
        done.withLock { $0 = true }
        while thread.isExecuting {
            usleep(1_000)
        }
        let reads = seen.withLock { $0 }
        #expect(!reads.isEmpty)
        #expect(!reads.contains(-1))
    }

    @Test(
        "a key outside the allowed form is refused by every document call",
        arguments: [
            "", "../escape", "UPPER", "a/b", ".hidden", String(repeating: "k", count: 101),
        ])
    func invalidKey(key: String) throws {
        let store = try SQLiteRecordStore(path: directory.file())
        let set = storeError { () throws(StoreError) in try store.setDocumentData(Data("1".utf8), forKey: key)
        }
        let get = storeError { () throws(StoreError) in _ = try store.documentData(forKey: key) }
        let remove = storeError { () throws(StoreError) in try store.removeDocument(forKey: key) }
        #expect([set, get, remove] == Array(repeating: .invalidDocumentKey(key), count: 3))
        #expect(try store.documentKeys().isEmpty)
    }
}
