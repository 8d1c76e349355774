import Foundation
import Persistence

/// The record type these tests store: one field of every storage type, an optional one and a
/// declared index.
struct Attempt: StorableRecord, Equatable {
    static let schema = RecordSchema(
        typeName: "sqlite.attempt",
        version: 1,
        fields: [
            FieldSchema("number", .integer),
            FieldSchema("score", .real),
            FieldSchema("answer", .text),
            FieldSchema("correct", .bool),
            FieldSchema("comment", .text, isOptional: true),
            FieldSchema("timestamp", .date),
            FieldSchema("positions", .json),
        ],
        indexes: [["answer"]]
    )

    var number: Int
    var score: Double
    var answer: String
    var correct: Bool
    var comment: String?
    var timestamp: Date
    var positions: [Int]

    /// An attempt `second` seconds after 2026-01-01, with values derived from `number`.
    init(number: Int, second: Double, answer: String = "a", comment: String? = nil) {
        self.number = number
        self.score = Double(number) / 8
        self.answer = answer
        self.correct = number.isMultiple(of: 2)
        self.comment = comment
        self.timestamp = Date(timeIntervalSince1970: Attempt.epoch + second)
        self.positions = Array(0..<(number % 5))
    }

    /// 2026-01-01T00:00:00Z.
    static let epoch: TimeInterval = 1_767_225_600

    /// `count` attempts one second apart, numbered from 1.
    static func series(_ count: Int, answer: (Int) -> String = { _ in "a" }) -> [Attempt] {
        (0..<count).map { index in
            Attempt(number: index + 1, second: Double(index + 1), answer: answer(index + 1))
        }
    }
}

/// Version 2 of `sqlite.attempt`: adds `difficulty`, which older records read as 1, and an optional
/// `hint`.
struct AttemptV2: StorableRecord, Equatable {
    static let schema: RecordSchema = {
        var schema = Attempt.schema
        schema.version = 2
        schema.fields.append(FieldSchema("difficulty", .integer, defaultValue: .integer(1)))
        schema.fields.append(FieldSchema("hint", .text, isOptional: true))
        schema.indexes.append(["difficulty"])
        return schema
    }()

    var number: Int
    var score: Double
    var answer: String
    var correct: Bool
    var comment: String?
    var timestamp: Date
    var positions: [Int]
    var difficulty: Int
    var hint: String?

    /// A version 2 attempt `second` seconds after 2026-01-01.
    init(number: Int, second: Double, difficulty: Int, hint: String? = nil) {
        let base = Attempt(number: number, second: second)
        self.number = base.number
        self.score = base.score
        self.answer = base.answer
        self.correct = base.correct
        self.comment = base.comment
        self.timestamp = base.timestamp
        self.positions = base.positions
        self.difficulty = difficulty
        self.hint = hint
    }
}
