import Foundation
import Persistence
import PersistenceJSON
import Testing

@Suite("Reading records")
struct ReadTests {
    let directory = TemporaryDirectory()

    /// 100 samples 10 ms apart, labels cycling a, b, c.
    func filled() throws -> (JSONRecordStore, [Sample]) {
        let store = try directory.store()
        let samples = (0..<100).map { Sample.at(Int64($0) * 10, count: $0, label: ["a", "b", "c"][$0 % 3]) }
        try store.insert(contentsOf: samples)
        return (store, samples)
    }

    @Test("reads back what was inserted, oldest first and newest first")
    func bothOrders() throws {
        let (store, samples) = try filled()
        #expect(try store.all(Sample.self) == samples)
        #expect(try store.all(Sample.self, RecordQuery(order: .newestFirst)) == samples.reversed())
        #expect(try store.count(of: Sample.self) == 100)
    }

    @Test("reads back every field of every type, empty optionals included")
    func fields() throws {
        let store = try directory.store()
        let sample = Sample(
            timestamp: Sample.date(123), count: -42, ratio: 0.1, label: "quote \" é 😀\nnext", passed: false,
            note: nil, values: [1, -2, 3])
        try store.insert(sample)
        #expect(try store.all(Sample.self) == [sample])
        #expect(try JSONRecordStore(directory: directory.storePath).all(Sample.self) == [sample])
    }

    @Test("filters by fields, in both orders")
    func filters() throws {
        let (store, samples) = try filled()
        let b = samples.filter { $0.label == "b" }
        #expect(try store.all(Sample.self, RecordQuery(where: ["label": .text("b")])) == b)
        #expect(
            try store.all(
                Sample.self, RecordQuery(where: ["label": .text("b")], order: .newestFirst), batchSize: 4)
                == b.reversed())
        #expect(try store.count(of: Sample.self, RecordQuery(where: ["label": .text("b")])) == b.count)
        let both = RecordQuery(where: ["label": .text("a"), "passed": .bool(true)])
        #expect(try store.all(Sample.self, both) == samples.filter { $0.label == "a" && $0.passed })
        #expect(
            try store.all(Sample.self, RecordQuery(where: ["note": .null]))
                == samples.filter { $0.note == nil })
    }

    @Test("keeps to time bounds: since inclusive, until exclusive")
    func timeBounds() throws {
        let (store, samples) = try filled()
        let query = RecordQuery(since: Sample.date(200), until: Sample.date(500))
        let expected = Array(samples[20..<50])
        #expect(try store.all(Sample.self, query, batchSize: 7) == expected)
        var newest = query
        newest.order = .newestFirst
        #expect(try store.all(Sample.self, newest, batchSize: 7) == expected.reversed())
        #expect(try store.count(of: Sample.self, query) == 30)
        #expect(try store.count(of: Sample.self, RecordQuery(since: Sample.date(5000))) == 0)
        #expect(try store.count(of: Sample.self, RecordQuery(until: Sample.date(0))) == 0)
    }

    @Test("pages through a type in batches of every size", arguments: [1, 3, 99, 100, 101])
    func paging(batchSize: Int) throws {
        let (store, samples) = try filled()
        #expect(try store.all(Sample.self, batchSize: batchSize) == samples)
        #expect(
            try store.all(Sample.self, RecordQuery(order: .newestFirst), batchSize: batchSize)
                == samples.reversed())
        var pages = 0
        var token: PageToken?
        repeat {
            let page = try store.page(of: Sample.schema, RecordQuery(), after: token, limit: batchSize)
            #expect(page.records.count <= batchSize)
            token = page.next
            pages += 1
        } while token != nil
        #expect(pages == (100 + batchSize - 1) / batchSize)
    }

    @Test("finds time bounds in a long file as a full scan would")
    func binarySearch() throws {
        let store = try directory.store()
        var generator = SystemRandomNumberGenerator()
        var milliseconds: Int64 = 0
        var samples: [Sample] = []
        for index in 0..<6000 {
            milliseconds += Int64.random(in: 0...3, using: &generator)
            samples.append(Sample.at(milliseconds, count: index))
        }
        try store.insert(contentsOf: samples)
        for _ in 0..<25 {
            let since = Int64.random(in: -5...(milliseconds + 5), using: &generator)
            let until = since + Int64.random(in: 0...4000, using: &generator)
            let expected = samples.filter {
                $0.timestamp >= Sample.date(since) && $0.timestamp < Sample.date(until)
            }
            let query = RecordQuery(since: Sample.date(since), until: Sample.date(until))
            #expect(try store.all(Sample.self, query).map(\.count) == expected.map(\.count))
            #expect(try store.count(of: Sample.self, query) == expected.count)
            var newest = query
            newest.order = .newestFirst
            #expect(
                try store.all(Sample.self, newest, batchSize: 50).map(\.count)
                    == expected.reversed().map(\.count))
        }
    }

    @Test("goes on after a rewrite between pages, without repeating or failing")
    func pagingAcrossRewrite() throws {
        let (store, samples) = try filled()
        let first = try store.page(of: Sample.schema, RecordQuery(), after: nil, limit: 30)
        #expect(first.records.count == 30)
        try store.trim(of: Sample.self, keepingNewest: 90)
        try store.insert(Sample.at(5, count: 1000))
        var records = first.records
        var token = first.next
        while let current = token {
            let page = try store.page(of: Sample.schema, RecordQuery(), after: current, limit: 30)
            records += page.records
            token = page.next
        }
        let counts = try records.map { try RecordCodec.decode(Sample.self, from: $0).count }
        #expect(counts == samples.map(\.count))

        let newest = try store.page(
            of: Sample.schema, RecordQuery(order: .newestFirst), after: nil, limit: 10)
        try store.insert(Sample.at(7, count: 2000))
        let next = try store.page(
            of: Sample.schema, RecordQuery(order: .newestFirst), after: newest.next, limit: 1)
        #expect(try next.records.map { try RecordCodec.decode(Sample.self, from: $0).count } == [89])
    }

    @Test("reads nothing of a type it does not hold")
    func unknownType() throws {
        let store = try directory.store()
        #expect(try store.all(Other.self).isEmpty)
        #expect(try store.count(of: Other.self) == 0)
    }

    @Test("refuses a query on undeclared fields and a page of no records")
    func invalidQueries() throws {
        let (store, _) = try filled()
        #expect(
            throws: StoreError.invalidQuery(
                type: "test.sample", detail: "'nope' is not a field of test.sample")
        ) {
            try store.count(of: Sample.schema, RecordQuery(where: ["nope": .integer(1)]))
        }
        #expect {
            try store.page(of: Sample.schema, RecordQuery(), after: nil, limit: 0)
        } throws: { error in
            if case .invalidQuery = error as? StoreError { return true }
            return false
        }
    }
}
