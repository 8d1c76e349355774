import Foundation
import Persistence
import Testing

@testable import PersistenceSQLite

@Suite("Records in an SQLite store")
struct SQLiteRecordStoreRecordsTests {
    let directory = TemporaryDirectory()

    func makeStore() throws -> SQLiteRecordStore {
        try SQLiteRecordStore(path: directory.file())
    }

    @Test(
        "records read back equal, oldest first and newest first, in any batch size",
        arguments: [1, 3, 10, 512])
    func readBack(batchSize: Int) throws {
        let store = try makeStore()
        let records = Attempt.series(10).enumerated().map { index, attempt in
            var attempt = attempt
            attempt.comment = index.isMultiple(of: 3) ? "comment \(index) 'quoted' \"twice\"" : nil
            return attempt
        }
        try store.insert(contentsOf: records.shuffled())
        var oldest = try store.records(of: Attempt.self, batchSize: batchSize)
        #expect(try oldest.all() == records)
        var newest = try store.records(
            of: Attempt.self, RecordQuery(order: .newestFirst), batchSize: batchSize)
        #expect(try newest.all() == records.reversed())
    }

    @Test("pages follow each other across several insert batches, with a token on every full page")
    func paging() throws {
        let store = try makeStore()
        let records = Attempt.series(25)
        try store.insert(contentsOf: records[0..<10])
        try store.insert(contentsOf: records[10..<20])
        try store.insert(contentsOf: records[20..<25])
        var token: PageToken?
        var numbers: [Int] = []
        var pages = 0
        repeat {
            let page = try store.page(of: Attempt.schema, RecordQuery(), after: token, limit: 7)
            numbers += page.records.map { record in
                guard case .integer(let number)? = record.fields["number"] else { return -1 }
                return Int(number)
            }
            #expect((page.next != nil) == (page.records.count == 7))
            token = page.next
            pages += 1
        } while token != nil
        #expect(numbers == Array(1...25))
        #expect(pages == 4)
    }

    @Test("a page that ends exactly at the last record is followed by an empty one")
    func exactPages() throws {
        let store = try makeStore()
        try store.insert(contentsOf: Attempt.series(6))
        let first = try store.page(of: Attempt.schema, RecordQuery(), after: nil, limit: 6)
        #expect(first.records.count == 6)
        let second = try store.page(of: Attempt.schema, RecordQuery(), after: first.next, limit: 6)
        #expect(second.records.isEmpty)
        #expect(second.next == nil)
    }

    @Test("equal timestamps keep insertion order both ways, across pages")
    func ties() throws {
        let store = try makeStore()
        for number in 1...9 {
            try store.insert(Attempt(number: number, second: 5))
        }
        var oldest = try store.records(of: Attempt.self, batchSize: 2)
        #expect(try oldest.all().map(\.number) == Array(1...9))
        var newest = try store.records(of: Attempt.self, RecordQuery(order: .newestFirst), batchSize: 2)
        #expect(try newest.all().map(\.number) == Array((1...9).reversed()))
    }

    @Test("since and until select [since, until); filters select equal fields, null included")
    func filters() throws {
        let store = try makeStore()
        var records = Attempt.series(20) { $0.isMultiple(of: 2) ? "even" : "odd" }
        records[4].comment = "five"
        try store.insert(contentsOf: records)
        let base = Date(timeIntervalSince1970: Attempt.epoch)

        let bounded = RecordQuery(since: base + 5, until: base + 9)
        var inBounds = try store.records(of: Attempt.self, bounded)
        #expect(try inBounds.all().map(\.number) == [5, 6, 7, 8])
        #expect(try store.count(of: Attempt.self, bounded) == 4)

        let evens = RecordQuery(since: base + 5, where: ["answer": .text("even")], order: .newestFirst)
        var even = try store.records(of: Attempt.self, evens, batchSize: 3)
        #expect(try even.all().map(\.number) == [20, 18, 16, 14, 12, 10, 8, 6])

        let uncommented = RecordQuery(where: ["comment": .null, "correct": .bool(false)])
        var odd = try store.records(of: Attempt.self, uncommented)
        #expect(try odd.all().map(\.number) == [1, 3, 7, 9, 11, 13, 15, 17, 19])
        #expect(try store.count(of: Attempt.self, RecordQuery(where: ["comment": .text("five")])) == 1)
        #expect(try store.count(of: Attempt.self, RecordQuery(where: ["score": .real(1.25)])) == 1)
        #expect(try store.count(of: Attempt.self, RecordQuery(where: ["positions": .json("[0,1]")])) == 4)
        let date = FieldValue.date(base + 3)
        #expect(try store.count(of: Attempt.self, RecordQuery(where: ["timestamp": date])) == 1)
    }

    @Test("a filter on an undeclared field or with a wrongly typed value is refused")
    func invalidQuery() throws {
        let store = try makeStore()
        try store.insert(Attempt(number: 1, second: 1))
        let undeclared = storeError { () throws(StoreError) in
            _ = try store.count(of: Attempt.schema, RecordQuery(where: ["colour": .text("red")]))
        }
        #expect(
            undeclared
                == .invalidQuery(type: "sqlite.attempt", detail: "'colour' is not a field of sqlite.attempt"))
        let mistyped = storeError { () throws(StoreError) in
            _ = try store.page(
                of: Attempt.schema, RecordQuery(where: ["number": .text("1")]), after: nil, limit: 5)
        }
        #expect(
            mistyped
                == .invalidQuery(
                    type: "sqlite.attempt", detail: "field 'number' is integer, but the filter gives \"1\""))
    }

    @Test("dates are kept to the millisecond: finer fractions round, whole milliseconds stay exact")
    func milliseconds() throws {
        let store = try makeStore()
        var fine = Attempt(number: 1, second: 0)
        fine.timestamp = Date(timeIntervalSince1970: 1_767_225_600.123_456)
        var exact = Attempt(number: 2, second: 0)
        exact.timestamp = Date(timeIntervalSince1970: 1_767_225_601.5)
        var early = Attempt(number: 3, second: 0)
        early.timestamp = Date(timeIntervalSince1970: -86_400.25)
        try store.insert(contentsOf: [fine, exact, early])
        var cursor = try store.records(of: Attempt.self)
        let stored = try cursor.all()
        #expect(stored.map(\.number) == [3, 1, 2])
        #expect(stored[0].timestamp == early.timestamp)
        #expect(stored[1].timestamp == Date(timeIntervalSince1970: 1_767_225_600.123))
        #expect(stored[2].timestamp == exact.timestamp)
    }

    @Test("a batch with one bad record writes nothing")
    func badBatch() throws {
        let store = try makeStore()
        try store.insert(Attempt(number: 1, second: 1))
        let good = try RecordCodec.encode(Attempt(number: 2, second: 2))
        var bad = good
        bad.fields["number"] = .text("two")
        let error = storeError { () throws(StoreError) in try store.insert([good, bad], as: Attempt.schema) }
        #expect(
            error
                == .invalidRecord(
                    type: "sqlite.attempt",
                    detail: "field 'number' holds \"two\", which is not of its type integer"))
        var infinite = good
        infinite.fields["score"] = .real(.infinity)
        let infiniteError = storeError { () throws(StoreError) in
            try store.insert([good, infinite], as: Attempt.schema)
        }
        #expect(
            infiniteError
                == .invalidRecord(
                    type: "sqlite.attempt",
                    detail: "field 'score' holds inf; only finite numbers can be stored"))
        #expect(try store.count(of: Attempt.self) == 1)
    }

    @Test("a type never written reads as empty and counts zero")
    func unknownType() throws {
        let store = try makeStore()
        var cursor = try store.records(of: Attempt.self)
        #expect(try cursor.all().isEmpty)
        #expect(try store.count(of: Attempt.self) == 0)
        #expect(try store.trim(of: Attempt.self, keepingNewest: 1) == 0)
        try store.deleteAll(of: Attempt.self)
    }

    @Test("trim keeps the newest records among those selected and leaves the others")
    func trim() throws {
        let store = try makeStore()
        try store.insert(contentsOf: Attempt.series(30) { $0 <= 20 ? "pi" : "e" })
        #expect(try store.trim(of: Attempt.self, keepingNewest: 5, where: ["answer": .text("pi")]) == 15)
        var cursor = try store.records(of: Attempt.self)
        #expect(try cursor.all().map(\.number) == Array(16...30))
        #expect(try store.trim(of: Attempt.self, keepingNewest: 100) == 0)
        #expect(try store.trim(of: Attempt.self, keepingNewest: 2) == 13)
        var rest = try store.records(of: Attempt.self)
        #expect(try rest.all().map(\.number) == [29, 30])
        let negative = storeError { () throws(StoreError) in
            _ = try store.trim(Attempt.schema, keepingNewest: -1, where: [:])
        }
        #expect(
            negative
                == .invalidQuery(type: "sqlite.attempt", detail: "cannot keep -1 records; keep 0 or more"))
        #expect(try store.trim(of: Attempt.self, keepingNewest: 0) == 2)
    }

    @Test("deleteAll removes one type and its schema, and leaves the others")
    func deleteAll() throws {
        let store = try makeStore()
        try store.insert(contentsOf: Attempt.series(5))
        try store.insert(Other(name: "kept", second: 1))
        try store.deleteAll(of: Attempt.self)
        #expect(try store.count(of: Attempt.self) == 0)
        #expect(try store.count(of: Other.self) == 1)
        #expect(try store.storedSchemas() == [Other.schema])
        try store.insert(Attempt(number: 9, second: 9))
        #expect(try store.count(of: Attempt.self) == 1)
    }

    @Test("deleteEverything empties every table and the store works as new")
    func deleteEverything() throws {
        let store = try makeStore()
        try store.insert(contentsOf: Attempt.series(5))
        try store.insert(Other(name: "gone", second: 1))
        try store.setDocument(["best": 12], forKey: "bests")
        try store.deleteEverything()
        let reopened = try SQLiteRecordStore(path: directory.file())
        #expect(try reopened.storedSchemas().isEmpty)
        #expect(try reopened.documentKeys().isEmpty)
        #expect(try reopened.count(of: Attempt.self) == 0)
        #expect(
            try SQLiteRecordStore.execute(
                "SELECT name FROM sqlite_master WHERE name LIKE 'r\\_%' ESCAPE '\\'",
                onDatabaseAt: directory.file()
            ).isEmpty)
        try reopened.insert(Attempt(number: 7, second: 7))
        var cursor = try reopened.records(of: Attempt.self)
        #expect(try cursor.all().map(\.number) == [7])
        #expect(try reopened.integrityCheck() == ["ok"])
    }

    @Test("stored schemas are listed by type name, as written")
    func storedSchemas() throws {
        let store = try makeStore()
        try store.insert(Attempt(number: 1, second: 1))
        try store.insert(Other(name: "x", second: 1))
        #expect(try store.storedSchemas() == [Attempt.schema, Other.schema])
    }

    @Test("each type has its own table with typed columns and the declared indexes")
    func tableLayout() throws {
        let store = try makeStore()
        try store.insert(Attempt(number: 1, second: 1))
        let columns = try SQLiteRecordStore.execute(
            "SELECT name || ' ' || type || ' ' || \"notnull\" FROM pragma_table_info('r_sqlite_attempt')",
            onDatabaseAt: directory.file())
        #expect(
            columns == [
                "_id INTEGER 0", "_version INTEGER 1", "number INTEGER 1", "score REAL 1", "answer TEXT 1",
                "correct INTEGER 1", "comment TEXT 0", "timestamp INTEGER 1", "positions TEXT 1",
            ])
        let indexes = try SQLiteRecordStore.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'r_sqlite_attempt' ORDER BY name",
            onDatabaseAt: directory.file())
        #expect(indexes == ["r_sqlite_attempt(answer,timestamp,_id)", "r_sqlite_attempt(timestamp,_id)"])
    }
}

/// A second record type, to show that operations on one type leave the other alone.
struct Other: StorableRecord, Equatable {
    static let schema = RecordSchema(
        typeName: "sqlite.other", version: 1,
        fields: [FieldSchema("name", .text), FieldSchema("timestamp", .date)])

    var name: String
    var timestamp: Date

    init(name: String, second: Double) {
        self.name = name
        self.timestamp = Date(timeIntervalSince1970: Attempt.epoch + second)
    }
}
