/// How fast Morse is sent: the character speed, and the slower effective speed of Farnsworth
/// timing.
///
/// Timing follows the PARIS standard: at `w` words per minute one unit lasts `1200 / w` ms; a
/// dit is 1 unit, a dah 3, the gap inside a character 1, between characters 3 and between words
/// 7, so the word `PARIS ` takes 50 units and is sent `w` times a minute.
///
/// With an effective speed below the character speed, the characters keep their shape and
/// only the gaps between characters and words grow (ARRL, Jon Bloom, 1990): with character speed
/// `c` and effective speed `s`, the delay added per word is `t_a = (60c - 37.2s) / (s * c)`
/// seconds, spread as `3 * t_a / 19` per character gap and `7 * t_a / 19` per word gap. Learners
/// hear each character at full speed, which is the point of the Koch method, with time to think
/// between them.
public struct MorseTiming: Hashable, Sendable {
    /// The character speeds allowed, in words per minute.
    public static let characterSpeeds: ClosedRange<Int> = 5...60

    /// The slowest effective speed allowed, in words per minute; the fastest is the character
    /// speed.
    public static let minimumEffectiveWPM = 4

    /// How fast each character is sent, in words per minute.
    public let characterWPM: Int

    /// How fast text goes by overall, in words per minute: equal to `characterWPM` for
    /// standard timing, lower for Farnsworth timing.
    public let effectiveWPM: Int

    /// Makes a timing.
    /// - Parameters:
    ///   - characterWPM: The character speed, 5...60 WPM.
    ///   - effectiveWPM: The effective speed, 4 WPM up to the character speed; `nil` (the
    ///     default) for standard timing at the character speed.
    /// - Throws: `DomainError.characterSpeedOutOfRange` for a character speed outside 5...60,
    ///   or `DomainError.effectiveSpeedOutOfRange` for an effective speed below 4 or above the
    ///   character speed.
    public init(characterWPM: Int, effectiveWPM: Int? = nil) throws(DomainError) {
        guard Self.characterSpeeds.contains(characterWPM) else {
            throw .characterSpeedOutOfRange(wpm: characterWPM)
        }
        let effectiveWPM = effectiveWPM ?? characterWPM
        guard (Self.minimumEffectiveWPM...characterWPM).contains(effectiveWPM) else {
            throw .effectiveSpeedOutOfRange(effectiveWPM: effectiveWPM, characterWPM: characterWPM)
        }
        self.characterWPM = characterWPM
        self.effectiveWPM = effectiveWPM
    }

    /// Whether the gaps are stretched because the effective speed is below the character speed.
    public var isFarnsworth: Bool {
        effectiveWPM < characterWPM
    }

    /// One unit at the character speed, `1200 / characterWPM` ms: the length of a dit.
    public var unit: Duration {
        .milliseconds(1200) / characterWPM
    }

    /// A dot: 1 unit of tone.
    public var dit: Duration {
        unit
    }

    /// A dash: 3 units of tone.
    public var dah: Duration {
        unit * 3
    }

    /// The silence between the dots and dashes of one character: 1 unit, also under Farnsworth
    /// timing.
    public var elementGap: Duration {
        unit
    }

    /// The silence between the characters of a word: 3 units, or `3 * t_a / 19` under
    /// Farnsworth timing.
    public var characterGap: Duration {
        isFarnsworth ? .seconds(3 * farnsworthDelayPerWord / 19) : unit * 3
    }

    /// The silence between words: 7 units, or `7 * t_a / 19` under Farnsworth timing.
    public var wordGap: Duration {
        isFarnsworth ? .seconds(7 * farnsworthDelayPerWord / 19) : unit * 7
    }

    /// Bloom's `t_a`, the total delay per standard word, in seconds.
    private var farnsworthDelayPerWord: Double {
        let character = Double(characterWPM)
        let effective = Double(effectiveWPM)
        return (60 * character - 37.2 * effective) / (effective * character)
    }
}

extension MorseTiming: Codable {
    private enum CodingKeys: String, CodingKey {
        case characterWPM
        case effectiveWPM
    }

    /// Reads a timing stored as `{"characterWPM": 20, "effectiveWPM": 10}`.
    /// - Throws: `DecodingError.dataCorrupted` with the `DomainError` message for speeds that
    ///   break the rules of `init(characterWPM:effectiveWPM:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let characterWPM = try container.decode(Int.self, forKey: .characterWPM)
        let effectiveWPM = try container.decode(Int.self, forKey: .effectiveWPM)
        do {
            try self.init(characterWPM: characterWPM, effectiveWPM: effectiveWPM)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .effectiveWPM,
                in: container,
                debugDescription: error.description
            )
        }
    }

    /// Stores both speeds, `{"characterWPM": 20, "effectiveWPM": 10}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(characterWPM, forKey: .characterWPM)
        try container.encode(effectiveWPM, forKey: .effectiveWPM)
    }
}
