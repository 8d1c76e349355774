import Foundation
import Persistence

/// The record type the tests store: one field of every storage type.
struct Sample: StorableRecord, Equatable {
    var timestamp: Date
    var count: Int
    var ratio: Double
    var label: String
    var passed: Bool
    var note: String?
    var values: [Int]

    static let schema = RecordSchema(
        typeName: "test.sample",
        version: 1,
        fields: [
            FieldSchema("timestamp", .date),
            FieldSchema("count", .integer),
            FieldSchema("ratio", .real),
            FieldSchema("label", .text),
            FieldSchema("passed", .bool),
            FieldSchema("note", .text, isOptional: true),
            FieldSchema("values", .json),
        ],
        indexes: [["label"]]
    )

    /// A sample at `milliseconds` after a fixed moment, its other fields derived from `count`.
    static func at(_ milliseconds: Int64, count: Int = 0, label: String = "a") -> Sample {
        Sample(
            timestamp: Date(timeIntervalSince1970: Double(1_800_000_000_000 + milliseconds) / 1000),
            count: count,
            ratio: Double(count) / 4,
            label: label,
            passed: count % 2 == 0,
            note: count % 3 == 0 ? nil : "note \(count)",
            values: [count, count * 2]
        )
    }

    /// The moment `at(milliseconds)` stands for.
    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(1_800_000_000_000 + milliseconds) / 1000)
    }
}

/// The same type at version 2: a field with a default and an optional one added.
struct SampleV2: StorableRecord, Equatable {
    var timestamp: Date
    var count: Int
    var ratio: Double
    var label: String
    var passed: Bool
    var note: String?
    var values: [Int]
    var difficulty: Int
    var comment: String?

    static let schema = RecordSchema(
        typeName: "test.sample",
        version: 2,
        fields: Sample.schema.fields + [
            FieldSchema("difficulty", .integer, defaultValue: .integer(3)),
            FieldSchema("comment", .text, isOptional: true),
        ]
    )
}

/// Another record type, for stores holding several.
struct Other: StorableRecord, Equatable {
    var timestamp: Date
    var name: String

    static let schema = RecordSchema(
        typeName: "test.other",
        version: 1,
        fields: [FieldSchema("timestamp", .date), FieldSchema("name", .text)]
    )
}
