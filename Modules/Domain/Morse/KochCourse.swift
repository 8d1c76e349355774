/// The Koch method's order of characters, as LCWO (Learn CW Online) teaches it.
///
/// Lesson 1 teaches K and M; each further lesson adds the next character of `order`, so lesson
/// `n` uses the first `n + 1` characters and the 41 characters make 40 lessons. The course
/// covers the letters, the digits and `. , = / ?`; the other punctuation and the prosigns are
/// not part of it.
public enum KochCourse {
    /// The characters in the order they are taught.
    public static let order: [Character] = Array("KMURESNAPTLWI.JZ=FOY,VG5/Q92H38B?47C1D60X")

    /// The lesson numbers, 1...40.
    public static let lessons: ClosedRange<Int> = 1...(order.count - 1)

    /// The characters a lesson uses: those of every earlier lesson and its own new one, in the
    /// order they were taught (the newest last).
    /// - Parameter lesson: The lesson number, 1...40.
    /// - Returns: The first `lesson + 1` characters of `order`.
    /// - Throws: `DomainError.kochLessonOutOfRange` outside 1...40.
    public static func characters(inLesson lesson: Int) throws(DomainError) -> [Character] {
        guard lessons.contains(lesson) else { throw .kochLessonOutOfRange(lesson) }
        return Array(order.prefix(lesson + 1))
    }

    /// The lesson that first uses a character: 1 for K and M, 2 for U, 40 for X.
    /// - Parameter character: A character, letters in either case.
    /// - Returns: The lesson number, or `nil` for a character the course does not teach.
    public static func lesson(introducing character: Character) -> Int? {
        let capital = character.uppercased()
        guard let index = order.firstIndex(where: { String($0) == capital }) else { return nil }
        return max(index, 1)
    }
}
