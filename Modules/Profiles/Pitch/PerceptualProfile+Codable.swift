import Domain

extension PerceptualProfile: Codable {
    /// The stored field names; part of the snapshot format, so never rename them.
    private enum CodingKeys: String, CodingKey {
        case notes
    }

    /// One trained note in the stored form; untrained notes are left out.
    private struct NoteEntry: Codable {
        var note: MIDINote
        var statistics: RunningStatistics
    }

    /// Reads a profile stored by `encode(to:)`.
    /// - Throws: `DecodingError.dataCorrupted` when a note appears twice, and the errors of
    ///   `MIDINote` and `RunningStatistics` for bad entries.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([NoteEntry].self, forKey: .notes)
        self.init()
        var seen = Set<MIDINote>()
        for entry in entries {
            guard seen.insert(entry.note).inserted else {
                throw DecodingError.dataCorruptedError(
                    forKey: .notes,
                    in: container,
                    debugDescription: "note \(entry.note.rawValue) appears twice in the perceptual "
                        + "profile; expected each note at most once"
                )
            }
            restore(entry.statistics, for: entry.note)
        }
    }

    /// Stores the trained notes only, from low to high, as `{"note": 60, "statistics": {...}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let entries = trainedNotes.map { NoteEntry(note: $0, statistics: statistics(for: $0)) }
        try container.encode(entries, forKey: .notes)
    }
}
