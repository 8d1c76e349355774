import Foundation
import Persistence

/// A record shaped like a pitch comparison, the most numerous record a learner makes.
enum BenchRecord {
    static let schema = RecordSchema(
        typeName: "bench.comparison",
        version: 1,
        fields: [
            FieldSchema("tag", .text),
            FieldSchema("referenceNote", .integer),
            FieldSchema("targetNote", .integer),
            FieldSchema("centOffset", .real),
            FieldSchema("isCorrect", .bool),
            FieldSchema("interval", .integer),
            FieldSchema("tuningSystem", .text),
            FieldSchema("timestamp", .date),
        ],
        indexes: [["tag"]]
    )

    static func raw(_ index: Int, tag: String) -> RawRecord {
        RawRecord(
            typeName: schema.typeName,
            schemaVersion: 1,
            fields: [
                "tag": .text(tag),
                "referenceNote": .integer(Int64(36 + index % 48)),
                "targetNote": .integer(Int64(43 + index % 48)),
                "centOffset": .real(Double(index % 1000) / 10),
                "isCorrect": .bool(index % 3 != 0),
                "interval": .integer(7),
                "tuningSystem": .text("equalTemperament"),
                "timestamp": .date(milliseconds: 1_767_225_600_000 + Int64(index) * 1000),
            ])
    }
}
