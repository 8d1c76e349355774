/// How a sample is stored in a file or handed to a device.
///
/// Synthesis always works in `Float` from -1 to 1; the conversion to 16-bit integers rounds to
/// the nearest step and clips, so a full-scale tone comes out as full scale without wrapping.
public enum SampleFormat: String, Sendable, CaseIterable {
    /// Signed 16-bit little-endian integers (WAV format tag 1, ALSA S16_LE).
    case int16
    /// 32-bit IEEE floats, little-endian (WAV format tag 3, ALSA FLOAT_LE).
    case float32

    /// The bytes one sample of one channel takes.
    public var bytesPerSample: Int {
        switch self {
        case .int16: 2
        case .float32: 4
        }
    }

    /// Converts a synthesised sample to a 16-bit integer: rounded to nearest, clipped to range.
    /// - Parameter sample: A sample nominally in -1...1; NaN becomes 0.
    /// - Returns: The sample scaled by 32767.
    @inlinable
    public static func int16(from sample: Float) -> Int16 {
        guard sample == sample else { return 0 }
        let scaled = (sample * 32_767).rounded()
        return Int16(max(-32_768, min(32_767, scaled)))
    }
}
