/// The feedback band of a pitch-matching error: dead centre, close (under 10 cents), moderate
/// (10 to 30 cents) or far (over 30 cents).
///
/// The raw values are stable names for JSON output and snapshots.
public enum MatchingBand: String, CaseIterable, Codable, Sendable {
    /// Within 0.05 cent of the target, which shows as 0.0 at the records' 0.1-cent resolution.
    case deadCentre
    /// Off by less than 10 cents.
    case close
    /// Off by 10 to 30 cents, both ends included.
    case moderate
    /// Off by more than 30 cents.
    case far

    /// The largest error, in cents, that still counts as dead centre.
    ///
    /// An error computed as `1200 * log2(f_user / f_target)` is rarely exactly 0 even when the
    /// learner lands on the target, so "0" means "0.0 when rounded to 0.1 cent".
    public static let deadCentreTolerance = 0.05

    /// The band an error falls in; the sign does not matter.
    /// - Parameter error: The error in cents, signed or not. A NaN counts as far.
    public init(error: Double) {
        let magnitude = abs(error)
        if magnitude < Self.deadCentreTolerance {
            self = .deadCentre
        } else if magnitude < 10 {
            self = .close
        } else if magnitude <= 30 {
            self = .moderate
        } else {
            self = .far
        }
    }
}
