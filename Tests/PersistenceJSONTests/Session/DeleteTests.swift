import Foundation
import Persistence
import PersistenceJSON
import Testing

@Suite("Trimming and deleting")
struct DeleteTests {
    let directory = TemporaryDirectory()

    @Test("trims to the newest records among those a filter selects, keeping the others")
    func trim() throws {
        let store = try directory.store()
        let samples = (0..<30).map { Sample.at(Int64($0), count: $0, label: $0 % 2 == 0 ? "even" : "odd") }
        try store.insert(contentsOf: samples)
        #expect(try store.trim(of: Sample.self, keepingNewest: 5, where: ["label": .text("even")]) == 10)
        let expected = samples.filter { $0.label == "odd" || $0.count >= 20 }
        #expect(try store.all(Sample.self) == expected)
        #expect(try store.trim(of: Sample.self, keepingNewest: 100) == 0)
        #expect(try store.trim(of: Sample.self, keepingNewest: 3) == 17)
        #expect(try store.all(Sample.self).map(\.count) == [27, 28, 29])
        #expect(try store.trim(of: Sample.self, keepingNewest: 0) == 3)
        #expect(try store.count(of: Sample.self) == 0)
        #expect(throws: StoreError.self) { try store.trim(of: Sample.self, keepingNewest: -1) }
        #expect(try store.trim(of: Other.self, keepingNewest: 1) == 0)
    }

    @Test("deletes every record and the schema of one type, keeping the other types")
    func deleteAll() throws {
        let store = try directory.store()
        try store.insert(contentsOf: [Sample.at(0), Sample.at(1)])
        try store.insert(Other(timestamp: Sample.date(0), name: "kept"))
        try store.deleteAll(of: Sample.self)
        #expect(try store.count(of: Sample.self) == 0)
        #expect(try store.count(of: Other.self) == 1)
        #expect(try store.storedSchemas().map(\.typeName) == ["test.other"])
        try store.insert(Sample.at(5, count: 5))
        #expect(try store.all(Sample.self).map(\.count) == [5])
        try store.deleteAll(ofType: "test.never")
    }

    @Test("deletes everything by switching generation: pointer updated, old folder gone")
    func deleteEverything() throws {
        let store = try directory.store()
        try store.insert(contentsOf: [Sample.at(0), Sample.at(1)])
        try store.setDocument(["a": 1], forKey: "settings")
        let old = try Disk.generation(directory.storePath)
        #expect(old.hasSuffix("/data-1"))
        try store.deleteEverything()
        let new = try Disk.generation(directory.storePath)
        #expect(new.hasSuffix("/data-2"))
        #expect(!Disk.exists(old))
        #expect(try store.count(of: Sample.self) == 0)
        #expect(try store.storedSchemas().isEmpty)
        #expect(try store.documentKeys().isEmpty)
        try store.insert(Sample.at(3, count: 3))
        #expect(Disk.exists(new + "/records/test.sample.jsonl"))
        #expect(try JSONRecordStore(directory: directory.storePath).all(Sample.self).map(\.count) == [3])
    }
}
