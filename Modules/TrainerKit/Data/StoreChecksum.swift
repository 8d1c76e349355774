import Foundation
public import Persistence

/// A fingerprint of one record type's content, to prove a copy equals its source.
///
/// FNV-1a over each record's export line, oldest first: equal records in equal order give equal
/// sums. It detects accidents, not forgeries.
public struct StoreChecksum: Hashable, Sendable, CustomStringConvertible {
    /// How many records went in.
    public private(set) var count = 0
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty checksum.
    public init() {}

    /// The checksum and count of every record of `schema` in `store`.
    public init(of schema: RecordSchema, in store: any RecordStore) throws(StoreError) {
        var cursor = store.rawRecords(of: schema, batchSize: 4096)
        while let record = try cursor.next() {
            add(record)
        }
    }

    /// Adds one record.
    public mutating func add(_ record: RawRecord) {
        for byte in ExportFormat.line(for: record).utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        value ^= 0x0a
        value = value &* 0x0000_0100_0000_01b3
        count += 1
    }

    /// `count records, checksum HEX`.
    public var description: String {
        "\(count) records, checksum \(String(value, radix: 16))"
    }
}
