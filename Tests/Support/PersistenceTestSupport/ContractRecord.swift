public import Foundation
public import Persistence

/// The record type the contract suite stores: one field of every storage type.
public struct ContractRecord: StorableRecord, Equatable {
    /// Version 1 of `contract.sample`.
    public static let schema = RecordSchema(
        typeName: "contract.sample",
        version: 1,
        fields: [
            FieldSchema("number", .integer),
            FieldSchema("ratio", .real),
            FieldSchema("label", .text),
            FieldSchema("flag", .bool),
            FieldSchema("note", .text, isOptional: true),
            FieldSchema("positions", .json),
            FieldSchema("timestamp", .date),
        ],
        indexes: [["label"]]
    )

    /// An integer.
    public var number: Int
    /// A real number.
    public var ratio: Double
    /// Text, used by filters.
    public var label: String
    /// A flag.
    public var flag: Bool
    /// Optional text.
    public var note: String?
    /// A nested array, stored as JSON.
    public var positions: [Int]
    /// When it happened, to the millisecond.
    public var timestamp: Date

    /// Creates a record; `second` is its timestamp in seconds after 2026-01-01.
    public init(
        number: Int,
        ratio: Double = 0.5,
        label: String = "a",
        flag: Bool = true,
        note: String? = nil,
        positions: [Int] = [],
        second: Double
    ) {
        self.number = number
        self.ratio = ratio
        self.label = label
        self.flag = flag
        self.note = note
        self.positions = positions
        self.timestamp = Date(timeIntervalSince1970: 1_767_225_600 + second)
    }
}

/// Version 2 of `contract.sample`: adds a defaulted field, as a later program would.
public struct ContractRecordV2: StorableRecord, Equatable {
    /// Version 2: version 1 plus `level`, which older records read as 3.
    public static let schema: RecordSchema = {
        var schema = ContractRecord.schema
        schema.version = 2
        schema.fields.append(FieldSchema("level", .integer, defaultValue: .integer(3)))
        return schema
    }()

    /// An integer.
    public var number: Int
    /// A real number.
    public var ratio: Double
    /// Text.
    public var label: String
    /// A flag.
    public var flag: Bool
    /// Optional text.
    public var note: String?
    /// A nested array.
    public var positions: [Int]
    /// When it happened.
    public var timestamp: Date
    /// The field version 2 added.
    public var level: Int

    /// Creates a version 2 record.
    public init(
        number: Int, ratio: Double, label: String, flag: Bool, note: String?, positions: [Int],
        timestamp: Date,
        level: Int
    ) {
        self.number = number
        self.ratio = ratio
        self.label = label
        self.flag = flag
        self.note = note
        self.positions = positions
        self.timestamp = timestamp
        self.level = level
    }
}

/// A second record type, to show that operations on one type leave the other alone.
public struct OtherRecord: StorableRecord, Equatable {
    /// `contract.other`, version 1.
    public static let schema = RecordSchema(
        typeName: "contract.other",
        version: 1,
        fields: [FieldSchema("name", .text), FieldSchema("timestamp", .date)]
    )

    /// A name.
    public var name: String
    /// When.
    public var timestamp: Date

    /// Creates one at `second` seconds after 2026-01-01.
    public init(name: String, second: Double) {
        self.name = name
        self.timestamp = Date(timeIntervalSince1970: 1_767_225_600 + second)
    }
}
