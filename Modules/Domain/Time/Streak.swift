/// A run of consecutive calendar days with practice: the current run, the longest run ever, and
/// the last day practised.
///
/// The rule (MorseTap's, and the digits and pitch trainers'): the first day of practice starts
/// a streak of 1; more practice on the same day changes nothing; practice on the next day adds
/// 1; practice after a gap of a day or more starts again at 1. `longest` never shrinks.
///
/// A streak moves forward only. A day before `lastDay` (a record written late, or a clock that
/// was wrong) is ignored rather than allowed to rewrite history: the streak cannot tell whether
/// that day bridges a gap without the days around it. `init(days:)` sorts its days first, so a
/// streak rebuilt from all the records is always right; feed `record(_:)` in order for the same
/// result incrementally.
///
/// `current` is the run as of `lastDay`. A streak is still alive the day after, until the
/// learner has practised; for display use `current(asOf:)`, which is 0 once a day is missed.
public struct Streak: Hashable, Sendable {
    /// The length of the run of days that ends on `lastDay`; 0 before any practice.
    public private(set) var current: Int

    /// The longest run so far; at least `current`.
    public private(set) var longest: Int

    /// The latest day with practice, or `nil` before any practice.
    public private(set) var lastDay: CalendarDay?

    /// A streak with no practice yet.
    public init() {
        current = 0
        longest = 0
        lastDay = nil
    }

    /// The streak of a set of practice days, in any order and with repeats.
    /// - Parameter days: The days with practice, for example one per record.
    public init(days: some Sequence<CalendarDay>) {
        self.init()
        for day in days.sorted() {
            record(day)
        }
    }

    /// Counts practice on a day.
    ///
    /// Call it with every recorded attempt's day; repeated calls for the same day are free of
    /// effect, and a day before `lastDay` is ignored (see the type's discussion).
    /// - Parameter day: The day the practice happened.
    public mutating func record(_ day: CalendarDay) {
        guard let lastDay else {
            (current, longest, lastDay) = (1, 1, day)
            return
        }
        switch day.days(from: lastDay) {
        case ..<1:
            return
        case 1:
            current += 1
        default:
            current = 1
        }
        longest = max(longest, current)
        self.lastDay = day
    }

    /// The streak after practice on a day; see `record(_:)`.
    /// - Parameter day: The day the practice happened.
    /// - Returns: The updated streak.
    public func recording(_ day: CalendarDay) -> Streak {
        var streak = self
        streak.record(day)
        return streak
    }

    /// The current run as the learner should see it today: still counting if they practised
    /// today or yesterday, 0 once a whole day has passed without practice.
    /// - Parameter today: Today's date where the learner is.
    /// - Returns: `current`, or 0 if the last practice was before yesterday; `current` too if
    ///   `today` is before `lastDay`, which only a wrong clock produces.
    public func current(asOf today: CalendarDay) -> Int {
        guard let lastDay, today.days(from: lastDay) <= 1 else { return 0 }
        return current
    }
}

extension Streak: Codable {
    private enum CodingKeys: String, CodingKey {
        case current
        case longest
        case lastDay
    }

    /// Reads a streak stored as `{"current": 3, "longest": 7, "lastDay": "2025-03-09"}`.
    /// - Throws: `DecodingError.dataCorrupted` for numbers that no sequence of days can produce,
    ///   such as a current run longer than the longest.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        current = try container.decode(Int.self, forKey: .current)
        longest = try container.decode(Int.self, forKey: .longest)
        lastDay = try container.decodeIfPresent(CalendarDay.self, forKey: .lastDay)
        let isConsistent =
            lastDay == nil
            ? current == 0 && longest == 0
            : 1 <= current && current <= longest
        guard isConsistent else {
            throw DecodingError.dataCorruptedError(
                forKey: .current,
                in: container,
                debugDescription: "streak current \(current), longest \(longest), last day "
                    + "\(lastDay?.description ?? "none") is inconsistent; expected 1 <= current "
                    + "<= longest with a last day, or all zero without one"
            )
        }
    }

    /// Stores the streak as its three fields; `lastDay` is left out before any practice.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(current, forKey: .current)
        try container.encode(longest, forKey: .longest)
        try container.encodeIfPresent(lastDay, forKey: .lastDay)
    }
}
