import Domain
import Foundation
import Profiles

/// A note known to be valid, for readable fixtures.
func note(_ number: Int) -> MIDINote {
    MIDINote(rawValue: number)!
}

/// A moment written in ISO 8601, such as `2025-03-08T22:30:00Z`.
func moment(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
}

/// A time zone known to exist.
func zone(_ identifier: String) -> TimeZone {
    TimeZone(identifier: identifier)!
}

/// A comparison with only the fields a test cares about given.
func comparison(
    _ offset: Double,
    correct: Bool = true,
    note number: Int = 60,
    interval: Int = 0,
    at timestamp: Date = Date(timeIntervalSinceReferenceDate: 0)
) -> ComparisonObservation {
    ComparisonObservation(
        referenceNote: note(number),
        centOffset: offset,
        isCorrect: correct,
        interval: interval,
        timestamp: timestamp
    )
}

/// A match with only the fields a test cares about given.
func matching(
    _ error: Double,
    interval: Int = 0,
    note number: Int = 60,
    at timestamp: Date = Date(timeIntervalSinceReferenceDate: 0)
) -> MatchingObservation {
    MatchingObservation(
        referenceNote: note(number),
        interval: interval,
        initialCentOffset: 12.5,
        userCentError: error,
        timestamp: timestamp
    )
}

/// Encodes a value to JSON text with sorted keys, so equal values give equal text.
func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes a value from JSON text.
func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}

/// Whether two numbers agree to within `tolerance`.
func isClose(_ actual: Double?, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= tolerance
}
