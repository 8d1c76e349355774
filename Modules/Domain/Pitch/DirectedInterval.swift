/// An interval together with the way it goes from the reference note: up or down.
///
/// A trial's target note is its reference note moved by a directed interval. Unison has no
/// direction, so a unison is always `up`: `DirectedInterval(.unison, .down)` is the same value
/// as `DirectedInterval(.unison, .up)`, and two unisons compare equal however they were made.
///
/// Stored and encoded as the signed number of semitones (`-7` for a fifth down), which is the
/// form the pitch records keep.
public struct DirectedInterval: Hashable, Sendable {
    /// The size of the interval.
    public let interval: Interval

    /// Whether the target lies above or below the reference note; always `up` for a unison.
    public let direction: Direction

    /// Combines an interval and a direction.
    /// - Parameters:
    ///   - interval: The interval.
    ///   - direction: Which way it goes; ignored for a unison, which is always `up`.
    public init(_ interval: Interval, _ direction: Direction = .up) {
        self.interval = interval
        self.direction = interval == .unison ? .up : direction
    }

    /// The interval going up: `.up(.perfectFifth)`.
    public static func up(_ interval: Interval) -> DirectedInterval {
        DirectedInterval(interval, .up)
    }

    /// The interval going down: `.down(.perfectFifth)`.
    public static func down(_ interval: Interval) -> DirectedInterval {
        DirectedInterval(interval, .down)
    }

    /// Unison pitch comparison: the target is the reference note itself (plus the offset).
    public static let unison = DirectedInterval(.unison)

    /// Makes a directed interval from a signed number of semitones, `-12...12`.
    /// - Parameter semitones: Positive for up, negative for down.
    /// - Throws: `DomainError.intervalOutOfRange` beyond an octave either way.
    public init(semitones: Int) throws(DomainError) {
        guard let interval = Interval(rawValue: abs(semitones)) else {
            throw .intervalOutOfRange(semitones: semitones)
        }
        self.init(interval, semitones < 0 ? .down : .up)
    }

    /// The signed number of equal-tempered semitones: positive up, negative down.
    public var semitones: Int {
        direction == .up ? interval.semitones : -interval.semitones
    }
}

extension DirectedInterval: Codable {
    /// Reads a directed interval stored as a signed number of semitones.
    /// - Throws: `DecodingError.dataCorrupted` with the `DomainError` message beyond an octave.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let semitones = try container.decode(Int.self)
        do {
            try self.init(semitones: semitones)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Stores the directed interval as a signed number of semitones.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(semitones)
    }
}
