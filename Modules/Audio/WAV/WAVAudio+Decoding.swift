extension WAVAudio {
    /// Converts sample bytes (whole frames) to floats, integers scaled by their largest positive
    /// value.
    static func decode(_ data: [UInt8], _ range: Range<Int>, as encoding: Encoding) -> [Float] {
        data.withUnsafeBytes { raw in
            let bytes = UnsafeRawBufferPointer(rebasing: raw[range])
            switch encoding {
            case .integer(bits: 8):
                return floats(bytes.count) { out in
                    for index in out.indices { out[index] = (Float(bytes[index]) - 128) / 127 }
                }
            case .integer(bits: 16):
                return floats(bytes.count / 2) { out in
                    for index in out.indices {
                        let value = Int16(
                            littleEndian: bytes.loadUnaligned(fromByteOffset: index * 2, as: Int16.self))
                        out[index] = Float(value) / 32_767
                    }
                }
            case .integer(bits: 24):
                return floats(bytes.count / 3) { out in
                    for index in out.indices {
                        let low = UInt32(bytes[index * 3])
                        let middle = UInt32(bytes[index * 3 + 1])
                        let high = UInt32(bytes[index * 3 + 2])
                        out[index] =
                            Float(Int32(bitPattern: low << 8 | middle << 16 | high << 24) >> 8) / 8_388_607
                    }
                }
            case .integer(bits: 32):
                return floats(bytes.count / 4) { out in
                    for index in out.indices {
                        let value = Int32(
                            littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: Int32.self))
                        out[index] = Float(Double(value) / 2_147_483_647)
                    }
                }
            case .float(bits: 32):
                return floats(bytes.count / 4) { out in
                    for index in out.indices {
                        let bits = UInt32(
                            littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                        out[index] = Float(bitPattern: bits)
                    }
                }
            case .float(bits: 64):
                return floats(bytes.count / 8) { out in
                    for index in out.indices {
                        let bits = UInt64(
                            littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                        out[index] = Float(Double(bitPattern: bits))
                    }
                }
            default:
                preconditionFailure("WAVFormatChunk admits no \(encoding)")
            }
        }
    }

    /// An array of `count` floats, filled by `fill` in one pass.
    private static func floats(_ count: Int, _ fill: (UnsafeMutableBufferPointer<Float>) -> Void) -> [Float] {
        [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            fill(UnsafeMutableBufferPointer(rebasing: buffer[0..<count]))
            initialized = count
        }
    }
}
