import Foundation
import Persistence
import Testing

extension StoreContract {
    static let evolutionChecks: [Check] = [
        Check("a newer schema with a defaulted field reads older records, then migrates on write") {
            factory in
            try withStore(factory) { store, location in
                try store.insert(contentsOf: sample(3))
                var upgraded = try factory.open(location).records(of: ContractRecordV2.self)
                let read = try upgraded.all()
                #expect(read.map(\.level) == [3, 3, 3])
                var newer = try #require(read.first)
                newer.number = 4
                newer.level = 9
                newer.timestamp = Date(timeIntervalSince1970: 1_767_225_600 + 4)
                let store2 = try factory.open(location)
                try store2.insert(newer)
                var all = try factory.open(location).records(of: ContractRecordV2.self)
                #expect(try all.all().map(\.level) == [3, 3, 3, 9])
                #expect(try factory.open(location).storedSchemas().first?.version == 2)
            }
        },
        Check("an older program cannot write into a store of a newer schema, and changes nothing") {
            factory in
            try withStore(factory) { store, location in
                try store.insert(
                    ContractRecordV2(
                        number: 1, ratio: 1, label: "v2", flag: true, note: nil, positions: [1],
                        timestamp: Date(timeIntervalSince1970: 1_767_225_601), level: 5))
                let older = try factory.open(location)
                expect(.newerSchema(type: "contract.sample", found: 2, supported: 1)) {
                    () throws(StoreError) in
                    try older.insert(ContractRecord(number: 2, second: 2))
                }
                var oldView = try older.records(of: ContractRecord.self)
                #expect(try oldView.all().map(\.number) == [1])
                var newView = try factory.open(location).records(of: ContractRecordV2.self)
                #expect(try newView.all().map(\.level) == [5])
                #expect(try factory.open(location).storedSchemas().first?.version == 2)
            }
        },
    ]
}
