/// A musical interval from unison to octave, with the number of equal-tempered semitones as its
/// raw value.
///
/// The cases have descriptive names because the short names musicians write (`m3` for the minor
/// third, `M3` for the major third) differ only in case; `name` and `init(name:)` use the short
/// names for display and the command line.
///
/// The raw value is what records store and how the interval is encoded, so it never changes.
/// An interval has no direction; `DirectedInterval` adds one. How wide an interval really is
/// depends on the tuning: ask `TuningSystem.ratio(of:)` or `TuningSystem.cents(of:)`.
public enum Interval: Int, CaseIterable, Codable, Sendable {
    /// Perfect unison, 0 semitones: the same note, which is unison pitch comparison.
    case unison = 0
    /// Minor second, 1 semitone.
    case minorSecond
    /// Major second, 2 semitones.
    case majorSecond
    /// Minor third, 3 semitones.
    case minorThird
    /// Major third, 4 semitones.
    case majorThird
    /// Perfect fourth, 5 semitones.
    case perfectFourth
    /// Diminished fifth (the tritone), 6 semitones.
    case diminishedFifth
    /// Perfect fifth, 7 semitones.
    case perfectFifth
    /// Minor sixth, 8 semitones.
    case minorSixth
    /// Major sixth, 9 semitones.
    case majorSixth
    /// Minor seventh, 10 semitones.
    case minorSeventh
    /// Major seventh, 11 semitones.
    case majorSeventh
    /// Perfect octave, 12 semitones.
    case octave

    /// The width in equal-tempered semitones, 0...12 (the same as `rawValue`).
    public var semitones: Int {
        rawValue
    }

    /// The short name, such as `P5` or `m3`; `init(name:)` reads it back.
    public var name: String {
        switch self {
        case .unison: "P1"
        case .minorSecond: "m2"
        case .majorSecond: "M2"
        case .minorThird: "m3"
        case .majorThird: "M3"
        case .perfectFourth: "P4"
        case .diminishedFifth: "d5"
        case .perfectFifth: "P5"
        case .minorSixth: "m6"
        case .majorSixth: "M6"
        case .minorSeventh: "m7"
        case .majorSeventh: "M7"
        case .octave: "P8"
        }
    }

    /// Reads a short interval name, such as `P5`.
    ///
    /// The case of the letter matters, because it is the difference between minor and major:
    /// `m3` is three semitones and `M3` is four.
    /// - Parameter name: One of `P1 m2 M2 m3 M3 P4 d5 P5 m6 M6 m7 M7 P8`.
    /// - Throws: `DomainError.invalidIntervalName`, listing the names, for anything else.
    public init(name: String) throws(DomainError) {
        guard let interval = Self.allCases.first(where: { $0.name == name }) else {
            throw .invalidIntervalName(name)
        }
        self = interval
    }
}

extension Interval: CustomStringConvertible, LosslessStringConvertible {
    /// The short name, such as `P5`.
    public var description: String {
        name
    }

    /// Reads a short name, or returns `nil`; use `init(name:)` to learn why a name was rejected.
    /// - Parameter description: A short interval name such as `P5`.
    public init?(_ description: String) {
        try? self.init(name: description)
    }
}
