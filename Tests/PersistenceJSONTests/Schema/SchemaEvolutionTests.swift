import Foundation
import Persistence
import PersistenceJSON
import Testing

@Suite("Schema evolution")
struct SchemaEvolutionTests {
    let directory = TemporaryDirectory()

    func v2(_ sample: Sample, difficulty: Int = 3, comment: String? = nil) -> SampleV2 {
        SampleV2(
            timestamp: sample.timestamp, count: sample.count, ratio: sample.ratio, label: sample.label,
            passed: sample.passed, note: sample.note, values: sample.values, difficulty: difficulty,
            comment: comment)
    }

    @Test("a newer reader reads older records with the new fields' defaults, without a rewrite")
    func newerReads() throws {
        let store = try directory.store()
        let old = [Sample.at(0, count: 0), Sample.at(10, count: 1)]
        try store.insert(contentsOf: old)
        let file = try Disk.recordsFile(directory.storePath)
        let before = try Disk.bytes(file)
        #expect(try store.all(SampleV2.self) == old.map { v2($0) })
        try store.insert(v2(Sample.at(20, count: 2), difficulty: 5, comment: "new"))
        #expect(try Disk.bytes(file).starts(with: before))
        #expect(try store.storedSchemas() == [SampleV2.schema])
        #expect(
            try store.all(SampleV2.self) == old.map { v2($0) } + [
                v2(Sample.at(20, count: 2), difficulty: 5, comment: "new")
            ])
        #expect(try store.count(of: SampleV2.self, RecordQuery(where: ["difficulty": .integer(3)])) == 2)
    }

    @Test("an older reader reads newer records, leaving out the fields it does not know")
    func olderReads() throws {
        let store = try directory.store()
        try store.insert(v2(Sample.at(0, count: 0), difficulty: 9))
        #expect(try store.all(Sample.self) == [Sample.at(0, count: 0)])
        let raw = try store.page(of: Sample.schema, RecordQuery(), after: nil, limit: 10).records
        #expect(raw.first?.fields["difficulty"] == nil)
    }

    @Test("an older writer is refused, and the store is left unchanged")
    func olderWriterRefused() throws {
        let store = try directory.store()
        try store.insert(v2(Sample.at(0, count: 0)))
        let before = try Disk.snapshot(directory.storePath)
        let refused = StoreError.newerSchema(type: "test.sample", found: 2, supported: 1)
        #expect(throws: refused) { try store.insert(Sample.at(10, count: 1)) }
        #expect(throws: refused) { try store.insert(contentsOf: [Sample.at(10), Sample.at(20)]) }
        #expect(throws: refused) { try store.trim(of: Sample.self, keepingNewest: 0) }
        #expect(try Disk.snapshot(directory.storePath) == before)
        #expect(try JSONRecordStore(directory: directory.storePath).all(SampleV2.self).count == 1)
    }

    @Test("refuses a newer version that older records could not be read as")
    func invalidEvolution() throws {
        let store = try directory.store()
        try store.insert(Sample.at(0))
        var required = SampleV2.schema
        required.fields[7] = FieldSchema("difficulty", .integer)
        var retyped = SampleV2.schema
        retyped.fields[1] = FieldSchema("count", .text)
        for schema in [required, retyped] {
            var record = try RecordCodec.encode(v2(Sample.at(10)))
            record.fields["count"] = schema.fields[1].type == .text ? .text("1") : .integer(1)
            #expect {
                try store.insert([record], as: schema)
            } throws: { error in
                if case .invalidSchema = error as? StoreError { return true }
                return false
            }
            #expect(throws: StoreError.self) { try store.count(of: schema, RecordQuery()) }
        }
        #expect(try store.storedSchemas() == [Sample.schema])
    }
}
