import Domain
import Foundation
import Profiles

/// A made-up training history, reproducible from a seed: comparisons and matches interleaved in
/// timestamp order, as sessions would have written them.
struct RandomHistory {
    enum Event {
        case comparison(ComparisonObservation)
        case matching(MatchingObservation)
    }

    /// Every event, in timestamp order.
    let events: [Event]

    init(seed: UInt64, count: Int) {
        var random = SeededRandomSource(seed: seed)
        var time = moment("2024-01-01T08:00:00Z").timeIntervalSinceReferenceDate
        var events: [Event] = []
        for _ in 0..<count {
            // Mostly a few seconds apart, sometimes a pause of hours or days, sometimes the
            // same millisecond (ties the continuation rule must handle).
            switch Int.random(in: 0..<20, using: &random) {
            case 0: time += Double(Int.random(in: 3_600...300_000, using: &random))
            case 1: break
            default: time += Double(Int.random(in: 1_500...9_000, using: &random)) / 1000
            }
            let timestamp = Date(timeIntervalSinceReferenceDate: time)
            let note = MIDINote(rawValue: Int.random(in: 36...84, using: &random))!
            let interval = Int.random(in: -12...12, using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 {
                let error = Double(Int.random(in: -450...450, using: &random)) / 10
                events.append(
                    .matching(
                        MatchingObservation(
                            referenceNote: note,
                            interval: interval,
                            initialCentOffset: Double(Int.random(in: -200...200, using: &random)) / 10,
                            userCentError: error,
                            timestamp: timestamp
                        )
                    )
                )
            } else {
                let offset = Double(Int.random(in: 1...1000, using: &random)) / 10
                events.append(
                    .comparison(
                        ComparisonObservation(
                            referenceNote: note,
                            centOffset: Bool.random(using: &random) ? offset : -offset,
                            isCorrect: Int.random(in: 0..<100, using: &random) < 70,
                            interval: interval,
                            timestamp: timestamp
                        )
                    )
                )
            }
        }
        self.events = events
    }

    var comparisons: [ComparisonObservation] {
        events.compactMap {
            if case .comparison(let observation) = $0 { observation } else { nil }
        }
    }

    var matchings: [MatchingObservation] {
        events.compactMap {
            if case .matching(let observation) = $0 { observation } else { nil }
        }
    }
}

extension PitchProfile {
    /// Adds a history event, as a live session would.
    mutating func add(_ event: RandomHistory.Event) {
        switch event {
        case .comparison(let observation): add(observation)
        case .matching(let observation): add(observation)
        }
    }
}
