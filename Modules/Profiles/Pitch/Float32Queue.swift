import Foundation

/// A first-in, first-out run of numbers kept as 32-bit floats, compact in memory and in a
/// snapshot (base64 of little-endian bytes, about 5.3 characters per value).
///
/// Removing from the front only advances an index; the storage is compacted once the removed
/// part outweighs the rest, so both ends cost O(1) amortised.
struct Float32Queue: Sendable {
    private var storage: [Float] = []
    private var head = 0

    init() {}

    /// The values still queued, oldest first.
    var elements: ArraySlice<Float> {
        storage[head...]
    }

    var count: Int {
        storage.count - head
    }

    mutating func append(_ value: Float) {
        storage.append(value)
    }

    /// Removes and returns the oldest value; the queue must not be empty.
    mutating func removeFirst() -> Float {
        precondition(head < storage.count, "removeFirst() on an empty queue")
        let value = storage[head]
        head += 1
        if head >= 4096, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return value
    }

    /// The sum of the queued values in order, in double precision, so the same values always
    /// give the same sum.
    func sum() -> Double {
        elements.reduce(0) { $0 + Double($1) }
    }
}

extension Float32Queue: Equatable {
    static func == (lhs: Float32Queue, rhs: Float32Queue) -> Bool {
        lhs.elements.elementsEqual(rhs.elements) { $0.bitPattern == $1.bitPattern }
    }
}

extension Float32Queue: Codable {
    /// Reads the base64 text written by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` for text that is not base64 or whose length is not
    ///   a whole number of 4-byte floats.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let data = Data(base64Encoded: text), data.count % 4 == 0 else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "the value list is not base64 of 4-byte floats (\(text.utf8.count) "
                    + "characters); expected the text a profile snapshot writes"
            )
        }
        var values: [Float] = []
        values.reserveCapacity(data.count / 4)
        data.withUnsafeBytes { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 4) {
                let bits = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                values.append(Float(bitPattern: UInt32(littleEndian: bits)))
            }
        }
        storage = values
    }

    /// Stores the queued values as base64 of their little-endian IEEE 754 single-precision bytes.
    func encode(to encoder: any Encoder) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 4)
        for value in elements {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        var container = encoder.singleValueContainer()
        try container.encode(Data(bytes).base64EncodedString())
    }
}
