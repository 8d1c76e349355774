import Domain

extension PitchExerciseSettings: Codable {
    private enum CodingKeys: String, CodingKey {
        case interval
        case tuning
        case range
        case noteDurationSeconds
        case referencePitch
        case amplitude
    }

    /// Reads settings saved by `encode(to:)`; a missing key takes its default, so a settings file
    /// written before a setting existed still reads.
    /// - Throws: `DecodingError.dataCorrupted` with the `DomainError` or `PitchTrainingError`
    ///   message when a value is out of range.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let standard = PitchExerciseSettings.standard
        let seconds = try container.decodeIfPresent(Double.self, forKey: .noteDurationSeconds)
        do {
            try self.init(
                interval: container.decodeIfPresent(DirectedInterval.self, forKey: .interval)
                    ?? standard.interval,
                tuning: container.decodeIfPresent(TuningSystem.self, forKey: .tuning) ?? standard.tuning,
                range: container.decodeIfPresent(NoteRange.self, forKey: .range) ?? standard.range,
                noteDuration: seconds.map { try Self.noteDuration(seconds: $0) } ?? standard.noteDuration,
                referencePitch: container.decodeIfPresent(ReferencePitch.self, forKey: .referencePitch)
                    ?? standard.referencePitch,
                amplitude: container.decodeIfPresent(Double.self, forKey: .amplitude) ?? standard.amplitude
            )
        } catch let error as PitchTrainingError {
            let key: CodingKeys =
                if case .amplitudeOutOfRange = error { .amplitude } else { .noteDurationSeconds }
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// Stores the settings as `{"interval": 7, "tuning": "justIntonation", "range": {...},
    /// "noteDurationSeconds": 1, "referencePitch": 440, "amplitude": 0.5}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(interval, forKey: .interval)
        try container.encode(tuning, forKey: .tuning)
        try container.encode(range, forKey: .range)
        try container.encode(noteDuration.inSeconds, forKey: .noteDurationSeconds)
        try container.encode(referencePitch, forKey: .referencePitch)
        try container.encode(amplitude, forKey: .amplitude)
    }
}
