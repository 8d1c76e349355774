/// Which way the learner's numbers are going: comparing the mean of the later half of the
/// records with the mean of the earlier half.
///
/// Lower is better for every value the pitch profile follows (offsets heard, matching errors),
/// so "improving" means the later half is lower. The raw values are stable names for JSON.
public enum Trend: String, CaseIterable, Codable, Sendable {
    /// The later half's mean is more than 5% below the earlier half's.
    case improving
    /// The two halves are within 5% of each other, either way, boundaries included.
    case stable
    /// The later half's mean is more than 5% above the earlier half's.
    case declining
}
