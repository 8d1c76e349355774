import Domain
import Foundation
import Testing

@Suite("TuningSystem")
struct TuningSystemTests {
    /// The just ratios' widths in cents, computed independently: 1200 * log2(ratio).
    static let justCents: [Interval: Double] = [
        .unison: 0, .minorSecond: 111.731, .majorSecond: 203.910, .minorThird: 315.641,
        .majorThird: 386.314, .perfectFourth: 498.045, .diminishedFifth: 590.224,
        .perfectFifth: 701.955, .minorSixth: 813.686, .majorSixth: 884.359, .minorSeventh: 1017.596,
        .majorSeventh: 1088.269, .octave: 1200,
    ]

    /// Reference notes from the bass to the treble: C2, G4, F#5.
    static let references = [36, 67, 78]

    @Test(
        "A4 is 440 Hz and C4 is 261.6256 Hz at the standard reference pitch", arguments: TuningSystem.allCases
    )
    func knownFrequencies(tuning: TuningSystem) throws {
        #expect(tuning.frequency(of: .concertA).hertz == 440)
        let c4 = tuning.frequency(of: try MIDINote(name: "C4")).hertz
        #expect((c4 * 10_000).rounded() / 10_000 == 261.6256)
    }

    @Test("every note follows the reference pitch and the detuning")
    func referencePitchAndDetuning() throws {
        let tuning = TuningSystem.equalTemperament
        let baroque = try ReferencePitch(hertz: 415)
        #expect(tuning.frequency(of: .concertA, referencePitch: baroque).hertz == 415)
        #expect(tuning.frequency(of: .concertA, detunedBy: 1200).hertz == 880)
        let a3 = try MIDINote(name: "A3")
        #expect(isClose(tuning.frequency(of: a3, referencePitch: baroque).hertz, 207.5, within: 1e-9))
    }

    @Test("a just fifth measures 701.955 cents from every reference note C4 to B4", arguments: 60...71)
    func justFifthFromEveryNote(midi: Int) throws {
        let reference = try MIDINote(midi)
        let tuning = TuningSystem.justIntonation
        let referenceFrequency = tuning.frequency(of: reference)
        let target = tuning.frequency(ofTargetAt: .up(.perfectFifth), from: reference)
        #expect(isClose(target.cents(from: referenceFrequency).value, 701.955, within: 0.0005))
    }

    @Test(
        "every just interval has its pure width from any reference note, up and down",
        arguments: Interval.allCases, references
    )
    func justIntervalWidths(interval: Interval, midi: Int) throws {
        let reference = try MIDINote(midi)
        let tuning = TuningSystem.justIntonation
        let expected = try #require(Self.justCents[interval])
        let referenceFrequency = tuning.frequency(of: reference)
        let up = tuning.frequency(ofTargetAt: .up(interval), from: reference)
        let down = tuning.frequency(ofTargetAt: .down(interval), from: reference)
        #expect(isClose(up.cents(from: referenceFrequency).value, expected, within: 0.0005))
        #expect(isClose(down.cents(from: referenceFrequency).value, -expected, within: 0.0005))
        #expect(isClose(tuning.cents(of: interval).value, expected, within: 0.0005))
    }

    @Test(
        "equal-tempered intervals are 100 cents per semitone and land on the MIDI notes",
        arguments: references)
    func equalTemperedWidths(midi: Int) throws {
        let reference = try MIDINote(midi)
        let tuning = TuningSystem.equalTemperament
        for interval in Interval.allCases {
            let target = tuning.frequency(ofTargetAt: .down(interval), from: reference)
            let note = tuning.frequency(of: try reference.transposed(by: -interval.semitones))
            #expect(isClose(target.cents(from: note).value, 0, within: 1e-9))
            #expect(isClose(tuning.cents(of: interval).value, Double(interval.semitones) * 100, within: 1e-9))
        }
    }

    @Test("a just fifth from G is pure (701.955 cents), not the 680 cents of a table anchored to A")
    func peachMistakeNotRepeated() throws {
        // Peach took its just ratios from A: G is 9/5 above the A below, D is 4/3 above A, so
        // G to D came out 1200 * log2((4/3) / (9/5 / 2)) = 680.449 cents.
        let g4 = try MIDINote(name: "G4")
        let tuning = TuningSystem.justIntonation
        let target = tuning.frequency(ofTargetAt: .up(.perfectFifth), from: g4)
        let width = target.cents(from: tuning.frequency(of: g4)).value
        #expect(isClose(width, 701.955, within: 0.0005))
        #expect(!isClose(width, 680.449, within: 10))
    }

    @Test("the cent offset moves the target by exactly that many cents")
    func offset() {
        let tuning = TuningSystem.justIntonation
        let plain = tuning.frequency(ofTargetAt: .down(.majorThird), from: .middleC)
        let offset = tuning.frequency(ofTargetAt: .down(.majorThird), from: .middleC, offset: -12.5)
        #expect(isClose(offset.cents(from: plain).value, -12.5, within: 1e-9))
    }

    @Test("storage identifiers are stable")
    func storageIdentifiers() throws {
        #expect(TuningSystem.allCases.map(\.rawValue) == ["equalTemperament", "justIntonation"])
        #expect(try json(TuningSystem.justIntonation) == "\"justIntonation\"")
        #expect(try decode(TuningSystem.self, from: "\"equalTemperament\"") == .equalTemperament)
    }

    @Test(
        "reads the short and the stored names",
        arguments: [
            ("just", TuningSystem.justIntonation), ("justIntonation", .justIntonation),
            ("equal", .equalTemperament), ("equalTemperament", .equalTemperament),
        ]
    )
    func parsing(text: String, expected: TuningSystem) throws {
        #expect(try TuningSystem(parsing: text) == expected)
    }

    @Test("rejects unknown tuning systems")
    func rejectsUnknown() {
        #expect(throws: DomainError.unknownTuningSystem("pythagorean")) {
            try TuningSystem(parsing: "pythagorean")
        }
    }
}
