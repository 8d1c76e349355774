import Foundation

/// The pitch records, which both carry a timestamp.
protocol PitchTimestamped {
    var timestamp: Date { get }
}

extension ComparisonRecord: PitchTimestamped {}
extension MatchingRecord: PitchTimestamped {}
