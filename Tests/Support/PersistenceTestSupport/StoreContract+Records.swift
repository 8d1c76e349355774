import Foundation
import Persistence
import Testing

extension StoreContract {
    static func sample(_ count: Int, label: (Int) -> String = { _ in "a" }) -> [ContractRecord] {
        (1...max(1, count)).prefix(count).map { number in
            ContractRecord(
                number: number,
                ratio: Double(number) / 4,
                label: label(number),
                flag: number.isMultiple(of: 2),
                note: number.isMultiple(of: 3) ? "note \(number)" : nil,
                positions: Array(0..<(number % 4)),
                second: Double(number)
            )
        }
    }

    static let recordChecks: [Check] = [
        Check("a record of every field type reads back equal, and again after reopening") { factory in
            try withStore(factory) { store, location in
                let record = ContractRecord(
                    number: -42, ratio: 0.125, label: "ünïcödé \"quoted\"\nline", flag: false, note: nil,
                    positions: [3, 1, 4], second: 0.25)
                try store.insert(record)
                var cursor = try store.records(of: ContractRecord.self)
                #expect(try cursor.all() == [record])
                var reopened = try factory.open(location).records(of: ContractRecord.self)
                #expect(try reopened.all() == [record])
            }
        },
        Check("dates are kept to the millisecond, rounded the same way everywhere") { factory in
            try withStore(factory) { store, _ in
                var record = ContractRecord(number: 1, second: 0)
                // .1236 s rounds to .124, where cutting the fraction would give .123.
                record.timestamp = Date(timeIntervalSince1970: 1_767_225_600.1236)
                try store.insert(record)
                var cursor = try store.records(of: ContractRecord.self)
                let stored = try #require(try cursor.next())
                #expect(stored.timestamp == Date(timeIntervalSince1970: 1_767_225_600.124))
                #expect(FieldValue.date(record.timestamp) == .date(milliseconds: 1_767_225_600_124))
            }
        },
        Check("many records go in one transaction and read back in order in small batches") { factory in
            try withStore(factory) { store, _ in
                let records = sample(50)
                try store.insert(contentsOf: records.shuffled())
                #expect(try store.count(of: ContractRecord.self) == 50)
                var oldest = try store.records(of: ContractRecord.self, batchSize: 7)
                #expect(try oldest.all() == records)
                var newest = try store.records(
                    of: ContractRecord.self, RecordQuery(order: .newestFirst), batchSize: 7)
                #expect(try newest.all() == records.reversed())
            }
        },
        Check("records with the same timestamp keep their insertion order, both ways") { factory in
            try withStore(factory) { store, _ in
                let records = (1...9).map { ContractRecord(number: $0, second: 5) }
                for record in records {
                    try store.insert(record)
                }
                var oldest = try store.records(of: ContractRecord.self, batchSize: 2)
                #expect(try oldest.all().map(\.number) == Array(1...9))
                var newest = try store.records(
                    of: ContractRecord.self, RecordQuery(order: .newestFirst), batchSize: 2)
                #expect(try newest.all().map(\.number) == Array((1...9).reversed()))
            }
        },
        Check("a record older than the newest still reads in timestamp order") { factory in
            try withStore(factory) { store, _ in
                try store.insert(
                    contentsOf: [10, 20, 30].map { ContractRecord(number: $0, second: Double($0)) })
                try store.insert(ContractRecord(number: 15, second: 15))
                try store.insert(contentsOf: [5, 25].map { ContractRecord(number: $0, second: Double($0)) })
                var cursor = try store.records(of: ContractRecord.self)
                #expect(try cursor.all().map(\.number) == [5, 10, 15, 20, 25, 30])
            }
        },
        Check("time bounds select [since, until) and filters select equal fields, null included") { factory in
            try withStore(factory) { store, _ in
                try store.insert(contentsOf: sample(20) { $0.isMultiple(of: 2) ? "even" : "odd" })
                let base = Date(timeIntervalSince1970: 1_767_225_600)
                let bounded = RecordQuery(since: base + 5, until: base + 9)
                var inBounds = try store.records(of: ContractRecord.self, bounded)
                #expect(try inBounds.all().map(\.number) == [5, 6, 7, 8])
                #expect(try store.count(of: ContractRecord.self, bounded) == 4)
                let even = RecordQuery(since: base + 5, where: ["label": .text("even")], order: .newestFirst)
                var evens = try store.records(of: ContractRecord.self, even, batchSize: 2)
                #expect(try evens.all().map(\.number) == [20, 18, 16, 14, 12, 10, 8, 6])
                let noNote = RecordQuery(where: ["note": .null, "flag": .bool(true)])
                var withoutNote = try store.records(of: ContractRecord.self, noNote)
                #expect(try withoutNote.all().map(\.number) == [2, 4, 8, 10, 14, 16, 20])
            }
        },
        Check("a query on an undeclared field or with a wrongly typed value is refused") { factory in
            try withStore(factory) { store, _ in
                try store.insert(ContractRecord(number: 1, second: 1))
                expect(
                    .invalidQuery(
                        type: "contract.sample", detail: "'colour' is not a field of contract.sample")
                ) { () throws(StoreError) in
                    _ = try store.count(of: ContractRecord.self, RecordQuery(where: ["colour": .text("red")]))
                }
                expect(
                    .invalidQuery(
                        type: "contract.sample",
                        detail: "field 'number' is integer, but the filter gives \"one\"")
                ) { () throws(StoreError) in
                    _ = try store.records(
                        of: ContractRecord.self, RecordQuery(where: ["number": .text("one")]))
                }
            }
        },
        Check("a type never written reads as empty") { factory in
            try withStore(factory) { store, _ in
                var cursor = try store.records(of: OtherRecord.self)
                #expect(try cursor.all().isEmpty)
                #expect(try store.count(of: OtherRecord.self) == 0)
                #expect(try store.storedSchemas().isEmpty)
            }
        },
        Check("a batch with one bad record writes nothing and says which field is wrong") { factory in
            try withStore(factory) { store, _ in
                try store.insert(ContractRecord(number: 1, second: 1))
                let good = try RecordCodec.encode(ContractRecord(number: 2, second: 2))
                var bad = good
                bad.fields["number"] = .text("two")
                expect(
                    .invalidRecord(
                        type: "contract.sample",
                        detail: "field 'number' holds \"two\", which is not of its type integer")
                ) { () throws(StoreError) in
                    try store.insert([good, bad], as: ContractRecord.schema)
                }
                var missing = good
                missing.fields["label"] = nil
                expect(
                    .invalidRecord(
                        type: "contract.sample", detail: "field 'label' is missing and has no default")
                ) { () throws(StoreError) in
                    try store.insert([missing], as: ContractRecord.schema)
                }
                #expect(try store.count(of: ContractRecord.self) == 1)
            }
        },
        Check("trim keeps the newest records among those selected and leaves the others") { factory in
            try withStore(factory) { store, _ in
                try store.insert(contentsOf: sample(30) { $0 <= 20 ? "pi" : "e" })
                let deleted = try store.trim(
                    of: ContractRecord.self, keepingNewest: 5, where: ["label": .text("pi")])
                #expect(deleted == 15)
                var cursor = try store.records(of: ContractRecord.self)
                #expect(try cursor.all().map(\.number) == Array(16...30))
                #expect(try store.trim(of: ContractRecord.self, keepingNewest: 100) == 0)
                expect(
                    .invalidQuery(type: "contract.sample", detail: "cannot keep -1 records; keep 0 or more")
                ) { () throws(StoreError) in
                    try store.trim(of: ContractRecord.self, keepingNewest: -1)
                }
            }
        },
        Check("deleteAll removes one type and leaves the others") { factory in
            try withStore(factory) { store, location in
                try store.insert(contentsOf: sample(5))
                try store.insert(OtherRecord(name: "kept", second: 1))
                try store.deleteAll(of: ContractRecord.self)
                #expect(try store.count(of: ContractRecord.self) == 0)
                let reopened = try factory.open(location)
                #expect(try reopened.count(of: OtherRecord.self) == 1)
                #expect(try reopened.storedSchemas().map(\.typeName) == ["contract.other"])
                try reopened.insert(ContractRecord(number: 9, second: 9))
                #expect(try reopened.count(of: ContractRecord.self) == 1)
            }
        },
        Check("deleteEverything leaves an empty store that works as new") { factory in
            try withStore(factory) { store, location in
                try store.insert(contentsOf: sample(5))
                try store.insert(OtherRecord(name: "gone", second: 1))
                try store.setDocument(["best": 12], forKey: "bests")
                try store.deleteEverything()
                let reopened = try factory.open(location)
                #expect(try reopened.storedSchemas().isEmpty)
                #expect(try reopened.documentKeys().isEmpty)
                #expect(try reopened.count(of: ContractRecord.self) == 0)
                try reopened.insert(ContractRecord(number: 7, second: 7))
                var cursor = try reopened.records(of: ContractRecord.self)
                #expect(try cursor.all().map(\.number) == [7])
            }
        },
        Check("the raw level lists stored types and moves records without their Swift types") { factory in
            let source = factory.location()
            let target = factory.location(named: "copy")
            defer {
                factory.remove(source)
                factory.remove(target)
            }
            let store = try factory.open(source)
            try store.insert(contentsOf: sample(12))
            try store.insert(OtherRecord(name: "other", second: 3))
            let schemas = try store.storedSchemas()
            #expect(schemas.map(\.typeName) == ["contract.other", "contract.sample"])
            #expect(schemas.last == ContractRecord.schema)
            let copy = try factory.open(target)
            for schema in schemas {
                var cursor = store.rawRecords(of: schema, batchSize: 5)
                var batch: [RawRecord] = []
                while let record = try cursor.next() {
                    batch.append(record)
                }
                try copy.insert(batch, as: schema)
            }
            var original = try store.records(of: ContractRecord.self)
            var copied = try copy.records(of: ContractRecord.self)
            #expect(try copied.all() == original.all())
            #expect(try copy.count(of: OtherRecord.self) == 1)
        },
        Check("misuse at the raw level is refused the same way by every backend") { factory in
            try withStore(factory) { store, _ in
                try store.insert(ContractRecord(number: 1, second: 1))
                expect(
                    .invalidSchema(
                        type: "contract_sample",
                        detail: "the type name must be lower-case words of letters and digits joined by dots")
                ) { () throws(StoreError) in
                    try store.deleteAll(ofType: "contract_sample")
                }
                var unversioned = ContractRecord.schema
                unversioned.fields.append(FieldSchema("extra", .text, isOptional: true))
                expect(
                    .invalidSchema(
                        type: "contract.sample",
                        detail: "version 1 declares fields the stored version 1 does not have (extra); "
                            + "raise the version when fields change")
                ) { () throws(StoreError) in
                    try store.insert(
                        [try RecordCodec.encode(ContractRecord(number: 2, second: 2))], as: unversioned)
                }
                var farDate = try RecordCodec.encode(ContractRecord(number: 3, second: 3))
                farDate.fields["timestamp"] = .date(milliseconds: .max)
                expect(
                    .invalidRecord(
                        type: "contract.sample",
                        detail: "field 'timestamp' holds a date \(Int64.max) ms from 1970, beyond ±8.64e15 ms"
                    )
                ) { () throws(StoreError) in
                    try store.insert([farDate], as: ContractRecord.schema)
                }
                expect(.invalidDocument(key: "bests", detail: "its data is not JSON")) {
                    () throws(StoreError) in
                    try store.setDocumentData(Data("not json".utf8), forKey: "bests")
                }
                #expect(try store.storedSchemas() == [ContractRecord.schema])
                #expect(try store.count(of: ContractRecord.self) == 1)
                #expect(try store.documentKeys().isEmpty)
            }
        },
        Check("an empty insert writes no record but declares the type, with the same schema checks") {
            factory in
            try withStore(factory) { store, location in
                try store.insert([], as: OtherRecord.schema)
                #expect(try factory.open(location).storedSchemas() == [OtherRecord.schema])
                #expect(try store.count(of: OtherRecord.self) == 0)
                try store.insert([], as: ContractRecordV2.schema)
                expect(.newerSchema(type: "contract.sample", found: 2, supported: 1)) {
                    () throws(StoreError) in
                    try store.insert([], as: ContractRecord.schema)
                }
            }
        },
    ]
}
