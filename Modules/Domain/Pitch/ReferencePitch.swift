/// The frequency that concert A (A4, MIDI 69) is tuned to: 440 Hz unless the learner chooses
/// otherwise.
///
/// Baroque ensembles tune to 415 Hz and some orchestras to 443 Hz or higher, so the trainers let
/// the learner pick anything from 415 to 466 Hz (a semitone either side of 440). Every note's
/// frequency scales with it; intervals, cents and scores do not change.
public struct ReferencePitch: Hashable, Sendable {
    /// The reference pitches a learner may choose, in hertz.
    public static let allowedHertz: ClosedRange<Double> = 415...466

    /// A4 = 440 Hz (ISO 16), the default.
    public static let standard = ReferencePitch(unchecked: 440)

    /// The frequency of A4 in hertz.
    public let hertz: Double

    /// Makes a reference pitch.
    /// - Parameter hertz: The frequency of A4, 415...466 Hz.
    /// - Throws: `DomainError.referencePitchOutOfRange` outside 415...466 Hz, including NaN.
    public init(hertz: Double) throws(DomainError) {
        guard Self.allowedHertz.contains(hertz) else {
            throw .referencePitchOutOfRange(hertz: hertz)
        }
        self.hertz = hertz
    }

    private init(unchecked hertz: Double) {
        self.hertz = hertz
    }

    /// The frequency of A4.
    public var frequency: Frequency {
        Frequency(hertz: hertz)
    }
}

extension ReferencePitch: Codable {
    /// Reads a reference pitch stored as a bare number of hertz.
    /// - Throws: `DecodingError.dataCorrupted` with the `DomainError` message outside 415...466.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let hertz = try container.decode(Double.self)
        do {
            try self.init(hertz: hertz)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Stores the reference pitch as a bare number of hertz.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hertz)
    }
}
