import Foundation

/// Encodes a value to JSON text, keys sorted so that tests can compare the stored form.
func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes a value from JSON text, as a store reading a record would.
func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}

/// Whether two numbers agree to within `tolerance`.
func isClose(_ actual: Double, _ expected: Double, within tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
}

/// A duration in milliseconds, for comparing Morse timings with the published numbers.
func milliseconds(_ duration: Duration) -> Double {
    duration / .milliseconds(1)
}
