public import Foundation
import Persistence

/// A record of either pitch exercise, for the places that keep both in one order: the store
/// facade's unsaved records, which a front end writes to a recovery file if they never reach
/// the store.
public enum PitchRecord: Sendable, Equatable {
    /// A `pitch.comparison` record.
    case comparison(ComparisonRecord)
    /// A `pitch.matching` record.
    case matching(MatchingRecord)

    /// When the trial was answered or committed.
    public var timestamp: Date {
        switch self {
        case .comparison(let record): record.timestamp
        case .matching(let record): record.timestamp
        }
    }
}

extension PitchRecord {
    /// The record's type name, `pitch.comparison` or `pitch.matching`.
    var typeName: String {
        switch self {
        case .comparison: ComparisonRecord.schema.typeName
        case .matching: MatchingRecord.schema.typeName
        }
    }
}
