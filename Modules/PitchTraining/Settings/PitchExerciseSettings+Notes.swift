import Domain

extension PitchExerciseSettings {
    /// A reference note from the range, shrunk so the interval's target stays in range too.
    func randomReferenceNote(using random: inout some RandomSource) -> MIDINote {
        let notes = range.referenceNotes(for: interval)
        return notes.randomElement(using: &random) ?? notes.lowerBound
    }

    /// The note a trial's target is tuned from: the reference moved by the interval.
    /// - Throws: `PitchTrainingError.noteOutsideRange` when the reference or the target lies
    ///   outside the range.
    func targetNote(for reference: MIDINote) throws(PitchTrainingError) -> MIDINote {
        guard range.contains(reference) else {
            throw .noteOutsideRange(midiNote: reference.rawValue, range: range)
        }
        let value = reference.rawValue + interval.semitones
        guard let target = MIDINote(rawValue: value), range.contains(target) else {
            throw .noteOutsideRange(midiNote: value, range: range)
        }
        return target
    }
}
