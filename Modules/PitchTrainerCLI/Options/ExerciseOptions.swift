import ArgumentParser
import Domain
import PitchTraining

/// The options every pitch exercise takes: what to train and how it sounds.
struct ExerciseOptions: ParsableArguments {
    @Option(help: "The interval: P1 (unison), m2, M2, m3, M3, P4, d5, P5, m6, M6, m7, M7 or P8.")
    var interval: String = "P1"

    @Option(help: "Whether the target lies above the reference (up) or below it (down).")
    var direction: String = "up"

    @Option(help: "The tuning of intervals: equal (equal temperament) or just (just intonation).")
    var tuning: String = "equal"

    @Option(help: "The notes trials are drawn from, at least an octave within A0-C8 (for example C3-C5).")
    var range: String = "C2-C6"

    @Option(help: "How long each note sounds, in seconds (0.3...3.0).")
    var duration: Double = 1

    @Option(name: .customLong("reference-pitch"), help: "The frequency of A4 in Hz (415...466).")
    var referencePitch: Double = 440

    func validate() throws {
        _ = try settings()
    }

    /// The settings these options describe.
    /// - Throws: A `ValidationError` naming the option, the value and what is allowed.
    func settings() throws -> PitchExerciseSettings {
        let interval = try parse("--interval") { () throws(DomainError) in try Interval(name: self.interval) }
        let direction = try parse("--direction") { () throws(DomainError) in
            try DirectedInterval.Direction(parsing: self.direction)
        }
        let tuning = try parse("--tuning") { () throws(DomainError) in try TuningSystem(parsing: self.tuning)
        }
        let range = try parse("--range") { () throws(DomainError) in try NoteRange(parsing: self.range) }
        let referencePitch = try parse("--reference-pitch") { () throws(DomainError) in
            try ReferencePitch(hertz: self.referencePitch)
        }
        do {
            return try PitchExerciseSettings(
                interval: DirectedInterval(interval, direction),
                tuning: tuning,
                range: range,
                noteDuration: PitchExerciseSettings.noteDuration(seconds: duration),
                referencePitch: referencePitch)
        } catch {
            throw ValidationError("--duration: \(error)")
        }
    }

    private func parse<T>(_ option: String, _ body: () throws(DomainError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw ValidationError("\(option): \(error)")
        }
    }
}
