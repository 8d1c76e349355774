import Domain
import Foundation
import PitchTraining

/// A short description of an exercise's settings for a status line: "P5 up · just · C2-C6".
enum ExerciseTitle {
    static func describe(_ settings: PitchExerciseSettings) -> String {
        let interval =
            settings.interval.interval == .unison
            ? "unison" : "\(settings.interval.interval.name) \(settings.interval.direction.rawValue)"
        let tuning = settings.tuning == .justIntonation ? "just" : "equal"
        var parts = [interval, tuning, "\(settings.range.lower)-\(settings.range.upper)"]
        if settings.referencePitch != .standard {
            parts.append("A4 = \(String(format: "%g", settings.referencePitch.hertz)) Hz")
        }
        return parts.joined(separator: " · ")
    }
}
