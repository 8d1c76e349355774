import Foundation
import Persistence
import Testing

@testable import PersistenceSQLite

@Suite("Schema evolution in an SQLite store")
struct RecordSchemaEvolutionTests {
    let directory = TemporaryDirectory()

    @Test("a version 2 program reads a version 1 store with its defaults, then migrates it on write")
    func upgrade() throws {
        let path = directory.file()
        let old = try SQLiteRecordStore(path: path)
        try old.insert(contentsOf: Attempt.series(3))

        let new = try SQLiteRecordStore(path: path)
        var before = try new.records(of: AttemptV2.self)
        let upgraded = try before.all()
        #expect(upgraded.map(\.difficulty) == [1, 1, 1])
        #expect(upgraded.map(\.hint) == [nil, nil, nil])
        #expect(try new.count(of: AttemptV2.self, RecordQuery(where: ["difficulty": .integer(1)])) == 3)
        #expect(try new.count(of: AttemptV2.self, RecordQuery(where: ["difficulty": .integer(2)])) == 0)
        #expect(try new.storedSchemas() == [Attempt.schema])

        try new.insert(AttemptV2(number: 4, second: 4, difficulty: 9, hint: "look up"))
        #expect(try new.storedSchemas() == [AttemptV2.schema])
        var after = try new.records(of: AttemptV2.self)
        #expect(try after.all().map(\.difficulty) == [1, 1, 1, 9])
        #expect(try new.count(of: AttemptV2.self, RecordQuery(where: ["difficulty": .integer(1)])) == 3)
        #expect(try new.count(of: AttemptV2.self, RecordQuery(where: ["hint": .null])) == 3)
        let raw = try new.page(of: AttemptV2.schema, RecordQuery(), after: nil, limit: 10).records
        #expect(raw.map(\.schemaVersion) == [2, 2, 2, 2])

        // The old program still reads, seeing the fields it knows.
        var oldView = try old.records(of: Attempt.self)
        #expect(try oldView.all().map(\.number) == [1, 2, 3, 4])
        #expect(try new.integrityCheck() == ["ok"])
    }

    @Test("a version 1 program refuses to write into a version 2 store, and changes nothing")
    func olderProgramRefused() throws {
        let path = directory.file()
        let new = try SQLiteRecordStore(path: path)
        try new.insert(AttemptV2(number: 1, second: 1, difficulty: 5))
        let before = try SQLiteRecordStore.execute(
            "SELECT count(*) FROM r_sqlite_attempt", onDatabaseAt: path)

        let old = try SQLiteRecordStore(path: path)
        let error = storeError { () throws(StoreError) in try old.insert(Attempt(number: 2, second: 2)) }
        #expect(error == .newerSchema(type: "sqlite.attempt", found: 2, supported: 1))
        let emptyBatch = storeError { () throws(StoreError) in try old.insert([], as: Attempt.schema) }
        #expect(emptyBatch == .newerSchema(type: "sqlite.attempt", found: 2, supported: 1))

        #expect(
            try SQLiteRecordStore.execute("SELECT count(*) FROM r_sqlite_attempt", onDatabaseAt: path)
                == before)
        #expect(try new.storedSchemas() == [AttemptV2.schema])
        var oldView = try old.records(of: Attempt.self)
        #expect(try oldView.all().map(\.number) == [1])
        var newView = try new.records(of: AttemptV2.self)
        #expect(try newView.all().map(\.difficulty) == [5])
    }

    /// Version 2 schemas that change version 1 in a way a store cannot follow.
    enum Change: String, CaseIterable, Sendable {
        case fieldRemoved = "a field removed"
        case fieldRetyped = "a field retyped"
        case fieldMadeOptional = "a field made optional"
        case fieldAddedWithoutDefault = "a field added without a default"

        /// Version 2 of `Attempt.schema` with the change.
        var schema: RecordSchema {
            var schema = Attempt.schema
            schema.version = 2
            switch self {
            case .fieldRemoved: schema.fields.removeAll { $0.name == "comment" }
            case .fieldRetyped: schema.fields[0].type = .text
            case .fieldMadeOptional: schema.fields[0].isOptional = true
            case .fieldAddedWithoutDefault: schema.fields.append(FieldSchema("level", .integer))
            }
            return schema
        }

        /// A record that fits `schema`.
        var record: RawRecord {
            var fields = (try? RecordCodec.encode(Attempt(number: 2, second: 2)).fields) ?? [:]
            fields = fields.filter { schema.field(named: $0.key) != nil }
            switch self {
            case .fieldRetyped: fields["number"] = .text("two")
            case .fieldAddedWithoutDefault: fields["level"] = .integer(1)
            case .fieldRemoved, .fieldMadeOptional: break
            }
            return RawRecord(typeName: schema.typeName, schemaVersion: 2, fields: fields)
        }
    }

    @Test(
        "a schema change other than adding fields is refused before anything is written",
        arguments: Change.allCases)
    func nonAdditiveChange(change: Change) throws {
        let store = try SQLiteRecordStore(path: directory.file())
        try store.insert(Attempt(number: 1, second: 1))
        let error = storeError { () throws(StoreError) in try store.insert([change.record], as: change.schema)
        }
        guard case .invalidSchema(let type, let detail)? = error else {
            Issue.record("\(change.rawValue): unexpected \(String(describing: error))")
            return
        }
        #expect(type == "sqlite.attempt")
        #expect(!detail.isEmpty)
        #expect(try store.storedSchemas() == [Attempt.schema])
        #expect(try store.count(of: Attempt.self) == 1)
    }

    @Test("fields added without raising the version are refused")
    func sameVersionChange() throws {
        let store = try SQLiteRecordStore(path: directory.file())
        try store.insert(Attempt(number: 1, second: 1))
        var schema = Attempt.schema
        schema.fields.append(FieldSchema("level", .integer, defaultValue: .integer(0)))
        let error = storeError { () throws(StoreError) in try store.insert([], as: schema) }
        #expect(
            error
                == .invalidSchema(
                    type: "sqlite.attempt",
                    detail:
                        "version 1 declares fields the stored version 1 does not have (level); raise the version "
                        + "when fields change"))
    }

    @Test("an index added in the same version is created, and the stored schema follows")
    func indexAdded() throws {
        let path = directory.file()
        let store = try SQLiteRecordStore(path: path)
        try store.insert(Attempt(number: 1, second: 1))
        var schema = Attempt.schema
        schema.indexes.append(["correct", "number"])
        try store.insert([], as: schema)
        #expect(try store.storedSchemas() == [schema])
        let indexes = try SQLiteRecordStore.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'r_sqlite_attempt' ORDER BY name",
            onDatabaseAt: path)
        #expect(indexes.contains("r_sqlite_attempt(correct,number,timestamp,_id)"))
    }
}
