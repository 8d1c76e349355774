import Foundation
import Persistence

/// The record store-torture writes: numbered per tag, with a payload of varying length so that a
/// kill can land in the middle of a write.
struct TortureRecord: StorableRecord {
    static let schema = RecordSchema(
        typeName: "torture.sample",
        version: 1,
        fields: [
            FieldSchema("tag", .text),
            FieldSchema("sequence", .integer),
            FieldSchema("payload", .text),
            FieldSchema("timestamp", .date),
        ],
        indexes: [["tag", "sequence"]]
    )

    var tag: String
    var sequence: Int
    var payload: String
    var timestamp: Date

    init(tag: String, sequence: Int) {
        self.tag = tag
        self.sequence = sequence
        // 16 to 1,000 characters, derived from the sequence so that verify can check it.
        self.payload = Self.payload(for: sequence)
        self.timestamp = Date(timeIntervalSince1970: 1_767_225_600 + Double(sequence) / 1000)
    }

    static func payload(for sequence: Int) -> String {
        let length = 16 + (sequence &* 7919) % 985
        return String(repeating: Character(UnicodeScalar(UInt8(97 + sequence % 26))), count: length)
    }
}
