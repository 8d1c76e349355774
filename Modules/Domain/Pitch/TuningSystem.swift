import Foundation

/// How wide the intervals are: equal temperament or 5-limit just intonation.
///
/// This type is the only bridge from notes to frequencies. No other code computes a note's
/// frequency, so the one formula below is the one that is tested.
///
/// The reference note of a trial is always equal-tempered, `A4 * 2^((note - 69) / 12)`, in both
/// systems. The tuning system decides only where the *target* lies relative to that reference:
/// in just intonation a fifth is a pure 3/2 above whatever the reference note is. A just table
/// anchored to one fixed note (the Peach app anchored it to A) makes intervals from other notes
/// impure; a fifth from G comes out about 680 cents wide instead of 702.
///
/// The raw values are storage identifiers that records keep; never change them.
public enum TuningSystem: String, CaseIterable, Codable, Sendable {
    /// Twelve equal semitones to the octave: every interval is `2^(semitones / 12)`.
    case equalTemperament
    /// Pure 5-limit ratios measured from the reference note, such as 3/2 for the fifth.
    case justIntonation

    /// The name for people: "equal temperament" or "just intonation".
    public var displayName: String {
        switch self {
        case .equalTemperament: "equal temperament"
        case .justIntonation: "just intonation"
        }
    }

    /// Reads a tuning system from the command line: the storage identifier, or the short forms
    /// `equal` and `just`.
    /// - Parameter text: `equalTemperament`, `equal`, `justIntonation` or `just`.
    /// - Throws: `DomainError.unknownTuningSystem` for anything else.
    public init(parsing text: String) throws(DomainError) {
        switch text {
        case "equal", Self.equalTemperament.rawValue: self = .equalTemperament
        case "just", Self.justIntonation.rawValue: self = .justIntonation
        default: throw .unknownTuningSystem(text)
        }
    }

    /// The frequency ratio of an interval going up in this system, such as 1.5 for a just fifth.
    /// - Parameter interval: The interval.
    /// - Returns: The ratio, 1 for a unison and 2 for an octave in both systems.
    public func ratio(of interval: Interval) -> Double {
        switch self {
        case .equalTemperament:
            pow(2, Double(interval.semitones) / 12)
        case .justIntonation:
            Self.justRatio(of: interval)
        }
    }

    /// The width of an interval in this system in cents, such as 701.955 for a just fifth.
    /// - Parameter interval: The interval.
    /// - Returns: `100 * semitones` in equal temperament, the ratio's cents in just intonation.
    public func cents(of interval: Interval) -> Cents {
        Cents(ratio: ratio(of: interval))
    }

    /// The frequency of a note: `referencePitch * 2^((note - 69) / 12 + cents / 1200)`.
    ///
    /// Both systems give the same answer, because a single note (a trial's reference note, a
    /// tuning fork) is always equal-tempered; the method is on the tuning system so callers need
    /// not know that. Use `frequency(ofTargetAt:from:offset:referencePitch:)` for a note that
    /// stands in an interval to another.
    /// - Parameters:
    ///   - note: The note.
    ///   - cents: A signed offset from the note, zero by default.
    ///   - referencePitch: The frequency of A4, 440 Hz by default.
    /// - Returns: The note's frequency.
    public func frequency(
        of note: MIDINote,
        detunedBy cents: Cents = .zero,
        referencePitch: ReferencePitch = .standard
    ) -> Frequency {
        let semitonesFromA4 = Double(MIDINote.concertA.distance(to: note))
        let octavesFromA4 = semitonesFromA4 / 12 + cents.value / 1200
        return Frequency(hertz: referencePitch.hertz * pow(2, octavesFromA4))
    }

    /// The frequency of a trial's target: the reference note's frequency moved by the interval
    /// in this system, then by the offset.
    ///
    /// `f(reference) * ratio(interval)^(±1) * 2^(offset / 1200)`: the interval is pure relative
    /// to this reference note, whichever note it is.
    /// - Parameters:
    ///   - interval: The interval from the reference note to the target, with its direction.
    ///   - reference: The trial's reference note.
    ///   - offset: The signed cent offset the learner has to hear (or correct).
    ///   - referencePitch: The frequency of A4, 440 Hz by default.
    /// - Returns: The target's frequency.
    public func frequency(
        ofTargetAt interval: DirectedInterval,
        from reference: MIDINote,
        offset: Cents = .zero,
        referencePitch: ReferencePitch = .standard
    ) -> Frequency {
        let referenceFrequency = frequency(of: reference, referencePitch: referencePitch)
        let ratio = ratio(of: interval.interval)
        let directedRatio = interval.direction == .up ? ratio : 1 / ratio
        return Frequency(hertz: referenceFrequency.hertz * directedRatio * offset.ratio)
    }

    /// The 5-limit just ratio of an interval, as the spec lists them.
    private static func justRatio(of interval: Interval) -> Double {
        switch interval {
        case .unison: 1 / 1
        case .minorSecond: 16 / 15
        case .majorSecond: 9 / 8
        case .minorThird: 6 / 5
        case .majorThird: 5 / 4
        case .perfectFourth: 4 / 3
        case .diminishedFifth: 45 / 32
        case .perfectFifth: 3 / 2
        case .minorSixth: 8 / 5
        case .majorSixth: 5 / 3
        case .minorSeventh: 9 / 5
        case .majorSeventh: 15 / 8
        case .octave: 2 / 1
        }
    }
}
