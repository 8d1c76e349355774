import Domain
import Foundation
import Persistence
import Profiles

/// Reads what a profile needs straight from stored field values.
///
/// Rebuilding a profile is the one place that reads every record, and decoding each through
/// `Codable` costs about 30 µs: half a minute for a million comparisons. The profile needs five
/// plain fields, so it reads them as they are. A record whose fields are not what version 1 of
/// its schema says gives nil, and the caller decodes it the slow way, which reports what is wrong.
protocol ObservedRecord: StorableRecord, PitchTimestamped {
    associatedtype Observation

    /// The observation in `fields`, or nil when a field is missing or of another type.
    static func observation(fields: [String: FieldValue]) -> Observation?

    /// The observation of a decoded record.
    var observation: Observation { get }
}

extension ComparisonRecord: ObservedRecord {
    static func observation(fields: [String: FieldValue]) -> ComparisonObservation? {
        guard case .integer(let note)? = fields["referenceNote"],
            let referenceNote = MIDINote(rawValue: Int(note)),
            let offset = fields["centOffset"]?.number,
            case .bool(let isCorrect)? = fields["isCorrect"],
            case .integer(let interval)? = fields["interval"],
            let timestamp = fields["timestamp"]?.dateValue
        else { return nil }
        return ComparisonObservation(
            referenceNote: referenceNote, centOffset: offset, isCorrect: isCorrect, interval: Int(interval),
            timestamp: timestamp)
    }
}

extension MatchingRecord: ObservedRecord {
    static func observation(fields: [String: FieldValue]) -> MatchingObservation? {
        guard case .integer(let note)? = fields["referenceNote"],
            let referenceNote = MIDINote(rawValue: Int(note)),
            case .integer(let interval)? = fields["interval"],
            let initial = fields["initialCentOffset"]?.number,
            let error = fields["userCentError"]?.number,
            let timestamp = fields["timestamp"]?.dateValue
        else { return nil }
        return MatchingObservation(
            referenceNote: referenceNote, interval: Int(interval), initialCentOffset: initial,
            userCentError: error,
            timestamp: timestamp)
    }
}

extension FieldValue {
    /// A real or integer value as a number; nil for every other case.
    fileprivate var number: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
}
