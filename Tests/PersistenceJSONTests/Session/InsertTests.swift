import Foundation
import Persistence
import PersistenceJSON
import Testing

@Suite("Inserting records")
struct InsertTests {
    let directory = TemporaryDirectory()

    @Test("appends one line per record, a batch's lines marked with their position")
    func lines() throws {
        let store = try directory.store()
        try store.insert(Sample.at(0, count: 0))
        try store.insert(contentsOf: [
            Sample.at(10, count: 1), Sample.at(20, count: 2), Sample.at(30, count: 3),
        ])
        let lines = try Disk.lines(Disk.recordsFile(directory.storePath))
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix(#"{"fields":{"count":0,"#))
        #expect(lines[0].hasSuffix(#","schemaVersion":1}"#))
        #expect(lines[1].hasPrefix(#"{"batch":[1,3],"fields":{"count":1,"#))
        #expect(lines[3].hasPrefix(#"{"batch":[3,3],"fields":{"count":3,"#))
        #expect(lines[2].contains(#""timestamp":"2027-01-15T08:00:00.020Z""#))
    }

    @Test("keeps ties in insertion order, within a batch and across inserts")
    func ties() throws {
        let store = try directory.store()
        try store.insert(contentsOf: (0..<5).map { Sample.at(100, count: $0) })
        try store.insert(Sample.at(100, count: 5))
        try store.insert(contentsOf: [
            Sample.at(100, count: 6), Sample.at(50, count: 7), Sample.at(100, count: 8),
        ])
        #expect(try store.all(Sample.self).map(\.count) == [7, 0, 1, 2, 3, 4, 5, 6, 8])
        #expect(
            try store.all(Sample.self, RecordQuery(order: .newestFirst)).map(\.count) == [
                8, 6, 5, 4, 3, 2, 1, 0, 7,
            ])
    }

    @Test("merges records older than the file's last into their place, keeping the file sorted")
    func outOfOrder() throws {
        let store = try directory.store()
        try store.insert(contentsOf: [Sample.at(100, count: 1), Sample.at(300, count: 3)])
        try store.insert(Sample.at(200, count: 2))
        try store.insert(contentsOf: [
            Sample.at(0, count: 0), Sample.at(400, count: 4), Sample.at(300, count: 30),
        ])
        try store.insert(Sample.at(500, count: 5))
        #expect(try store.all(Sample.self).map(\.count) == [0, 1, 2, 3, 30, 4, 5])
        let lines = try Disk.lines(Disk.recordsFile(directory.storePath))
        #expect(lines.count == 7)
        // A rewrite holds only complete inserts, so it drops the batch positions.
        #expect(lines.dropLast().allSatisfy { !$0.contains("batch") })
        let reopened = try JSONRecordStore(directory: directory.storePath)
        #expect(try reopened.all(Sample.self).map(\.count) == [0, 1, 2, 3, 30, 4, 5])
    }

    @Test("inserts nothing when one record of a batch is invalid")
    func invalidBatch() throws {
        let store = try directory.store()
        try store.insert(Sample.at(0))
        let before = try Disk.snapshot(directory.storePath)
        let bad = RawRecord(
            typeName: Sample.schema.typeName, schemaVersion: 1,
            fields: ["timestamp": .date(milliseconds: 5), "count": .text("five")])
        let good = try RecordCodec.encode(Sample.at(1))
        #expect(throws: StoreError.self) { try store.insert([good, bad], as: Sample.schema) }
        var nan = good
        nan.fields["ratio"] = .real(.nan)
        #expect(throws: StoreError.self) { try store.insert([good, nan], as: Sample.schema) }
        #expect(try Disk.snapshot(directory.storePath) == before)
        #expect(try store.count(of: Sample.self) == 1)
    }

    @Test("refuses a record of another type or schema")
    func mismatch() throws {
        let store = try directory.store()
        let other = try RecordCodec.encode(Other(timestamp: Sample.date(0), name: "x"))
        #expect {
            try store.insert([other], as: Sample.schema)
        } throws: { error in
            if case .invalidRecord(let type, _) = error as? StoreError { return type == "test.sample" }
            return false
        }
        let invalid = RecordSchema(
            typeName: "Bad Name", version: 1, fields: [FieldSchema("timestamp", .date)])
        #expect {
            try store.insert([RawRecord(typeName: "Bad Name", schemaVersion: 1, fields: [:])], as: invalid)
        } throws: { error in
            if case .invalidSchema = error as? StoreError { return true }
            return false
        }
    }

    @Test("keeps several types apart and lists their schemas by name")
    func types() throws {
        let store = try directory.store()
        try store.insert(Sample.at(0))
        try store.insert(Other(timestamp: Sample.date(0), name: "x"))
        #expect(try store.storedSchemas() == [Other.schema, Sample.schema])
        #expect(try store.all(Other.self) == [Other(timestamp: Sample.date(0), name: "x")])
        #expect(try store.count(of: Sample.self) == 1)
    }

    @Test("sees what another store object on the same directory wrote")
    func twoObjects() throws {
        let first = try directory.store()
        let second = try directory.store()
        try first.insert(Sample.at(0, count: 0))
        #expect(try second.count(of: Sample.self) == 1)
        try second.insert(Sample.at(10, count: 1))
        try first.insert(Sample.at(5, count: 2))
        try second.insert(Sample.at(20, count: 3))
        #expect(try first.all(Sample.self).map(\.count) == [0, 2, 1, 3])
        #expect(try second.all(Sample.self).map(\.count) == [0, 2, 1, 3])
        try first.deleteEverything()
        #expect(try second.count(of: Sample.self) == 0)
        try second.insert(Sample.at(0, count: 9))
        #expect(try first.all(Sample.self).map(\.count) == [9])
    }

    @Test("loses no insert when threads write at once")
    func threads() async throws {
        let store = try directory.store()
        let failures = await withTaskGroup(of: [String].self) { group in
            for thread in 0..<8 {
                group.addTask {
                    var failures: [String] = []
                    for index in 0..<50 {
                        do {
                            try store.insert(Sample.at(Int64(index), count: thread * 100 + index))
                        } catch {
                            failures.append("\(error)")
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures == [])
        #expect(try store.count(of: Sample.self) == 400)
        #expect(try Set(store.all(Sample.self).map(\.count)).count == 400)
        #expect(try store.check() == [])
    }

    @Test("loses no insert when two processes write at once")
    func processes() async throws {
        let path = directory.storePath
        _ = try directory.store()
        async let first = #expect(processExitsWith: .success) { [path = path as String] in
            let store = try JSONRecordStore(directory: path)
            for index in 0..<150 {
                try store.insert(Sample.at(Int64(index), count: index))
                if index % 10 == 0 {
                    try store.insert(
                        contentsOf: (0..<5).map { Sample.at(Int64(index), count: 10_000 + index * 10 + $0) })
                }
            }
        }
        async let second = #expect(processExitsWith: .success) { [path = path as String] in
            let store = try JSONRecordStore(directory: path)
            for index in 0..<150 {
                try store.insert(Sample.at(Int64(index), count: 1000 + index))
                if index % 25 == 0 { try store.insert(Sample.at(0, count: 20_000 + index)) }
            }
        }
        _ = await (first, second)
        let store = try directory.store()
        #expect(try store.count(of: Sample.self) == 150 + 75 + 150 + 6)
        #expect(try store.check() == [])
        let timestamps = try store.all(Sample.self).map(\.timestamp)
        #expect(timestamps == timestamps.sorted())
    }
}
