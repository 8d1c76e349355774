import Domain
import PitchTraining
import Testing

@Suite("Trials")
struct TrialTests {
    @Test("a just fifth is a pure 3/2 above every one of twelve reference notes", arguments: 60...71)
    func justFifthIsPure(reference: Int) throws {
        let settings = try PitchExerciseSettings(interval: .up(.perfectFifth), tuning: .justIntonation)
        let trial = try ComparisonTrial(referenceNote: MIDINote(reference), centOffset: 0, settings: settings)
        #expect(abs(trial.targetFrequency.hertz / trial.referenceFrequency.hertz - 1.5) < 1e-14)
        #expect(abs(trial.targetFrequency.cents(from: trial.referenceFrequency).value - 701.955) < 0.001)
        #expect(trial.targetNote.rawValue == reference + 7)
    }

    @Test("the offset is rounded to 0.1 cent before the frequency is computed")
    func offsetRounded() throws {
        let trial = try ComparisonTrial(referenceNote: MIDINote(69), centOffset: 12.345, settings: .standard)
        #expect(trial.centOffset == 12.3)
        #expect(abs(trial.targetFrequency.cents(from: trial.referenceFrequency).value - 12.3) < 1e-9)
        #expect(trial.isTargetHigher)
    }

    @Test(
        "drawn trials keep both notes in the range, with the interval, in every direction",
        arguments: [
            DirectedInterval.unison, .up(.perfectFifth), .down(.perfectFifth), .up(.octave),
            .down(.minorThird),
        ]
    )
    func drawnTrialsInRange(interval: DirectedInterval) throws {
        let range = try NoteRange(lower: MIDINote(name: "C3"), upper: MIDINote(name: "C5"))
        let settings = try PitchExerciseSettings(interval: interval, tuning: .justIntonation, range: range)
        var random = SeededRandomSource(seed: 11)
        var references = Set<Int>()
        var signs = Set<Bool>()
        for _ in 0..<500 {
            let trial = ComparisonTrial.random(settings: settings, magnitude: 23.45, using: &random)
            #expect(range.contains(trial.referenceNote) && range.contains(trial.targetNote))
            #expect(trial.targetNote.rawValue - trial.referenceNote.rawValue == interval.semitones)
            #expect(abs(trial.centOffset) == 23.5)
            let pure = settings.tuning.frequency(
                ofTargetAt: interval, from: trial.referenceNote, referencePitch: settings.referencePitch)
            #expect(abs(trial.targetFrequency.cents(from: pure).value - trial.centOffset) < 1e-9)
            references.insert(trial.referenceNote.rawValue)
            signs.insert(trial.isTargetHigher)
        }
        #expect(references.count == range.referenceNotes(for: interval).count)
        #expect(signs == [true, false])
    }

    @Test("a trial whose reference or target lies outside the range is refused with a message")
    func outsideRange() throws {
        let fifth = try PitchExerciseSettings(interval: .up(.perfectFifth))
        #expect(throws: PitchTrainingError.noteOutsideRange(midiNote: 96, range: .standard)) {
            try ComparisonTrial(referenceNote: MIDINote(name: "C7"), centOffset: 10, settings: .standard)
        }
        #expect(throws: PitchTrainingError.noteOutsideRange(midiNote: 91, range: .standard)) {
            try ComparisonTrial(referenceNote: MIDINote(name: "C6"), centOffset: 10, settings: fifth)
        }
        #expect(throws: PitchTrainingError.noteOutsideRange(midiNote: 35, range: .standard)) {
            try MatchingTrial(referenceNote: MIDINote(35), initialOffset: 0, settings: .standard)
        }
        #expect(
            PitchTrainingError.noteOutsideRange(midiNote: 91, range: .standard).description
                == "note G6 (MIDI 91) is outside the note range C2-C6 (MIDI 36...84); a trial's reference "
                + "note and its target must both lie in the range")
        #expect(
            PitchTrainingError.noteOutsideRange(midiNote: 130, range: .standard).description.hasPrefix(
                "MIDI note 130 is outside"))
    }

    @Test("the smallest offset is 0.1 cent, never zero")
    func smallestOffset() throws {
        var random = SeededRandomSource(seed: 3)
        let trial = ComparisonTrial.random(settings: .standard, magnitude: 0.01, using: &random)
        #expect(abs(trial.centOffset) == 0.1)
    }

    @Test("matching trials start within ±20 cents of the target, on the 0.1-cent grid, both ways")
    func matchingOffsets() throws {
        let settings = try PitchExerciseSettings(interval: .down(.majorSixth), tuning: .justIntonation)
        var random = SeededRandomSource(seed: 5)
        var offsets: [Double] = []
        for _ in 0..<2_000 {
            let trial = MatchingTrial.random(settings: settings, using: &random)
            #expect(settings.range.contains(trial.referenceNote) && settings.range.contains(trial.targetNote))
            #expect(trial.targetNote.rawValue - trial.referenceNote.rawValue == -9)
            #expect(abs(trial.initialOffset) <= 20)
            #expect(abs(trial.initialOffset * 10 - (trial.initialOffset * 10).rounded()) < 1e-9)
            let start = trial.frequency(atOffset: trial.initialOffset)
            #expect(abs(start.cents(from: trial.targetFrequency).value - trial.initialOffset) < 1e-9)
            offsets.append(trial.initialOffset)
        }
        #expect(offsets.min()! < -19 && offsets.max()! > 19)
        #expect(abs(offsets.reduce(0, +) / Double(offsets.count)) < 1.5)
    }
}
