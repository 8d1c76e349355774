import Domain
import Foundation
import Testing

@Suite("KochCourse")
struct KochCourseTests {
    @Test("41 different characters make 40 lessons")
    func size() {
        #expect(KochCourse.order.count == 41)
        #expect(Set(KochCourse.order).count == 41)
        #expect(KochCourse.lessons == 1...40)
    }

    @Test("lesson 1 is K and M, and each lesson adds the next character")
    func lessons() throws {
        #expect(try KochCourse.characters(inLesson: 1) == ["K", "M"])
        #expect(try KochCourse.characters(inLesson: 2) == ["K", "M", "U"])
        #expect(try KochCourse.characters(inLesson: 14) == Array("KMURESNAPTLWI.J"))
        #expect(try KochCourse.characters(inLesson: 40) == KochCourse.order)
        #expect(KochCourse.order.last == "X")
    }

    @Test("lessons outside 1 to 40 do not exist", arguments: [0, 41, -1])
    func rejectsLessons(lesson: Int) {
        #expect(throws: DomainError.kochLessonOutOfRange(lesson)) {
            try KochCourse.characters(inLesson: lesson)
        }
    }

    @Test("every character of the course has a Morse code", arguments: KochCourse.order)
    func everyCharacterHasACode(character: Character) {
        #expect(MorseAlphabet.itu.code(for: character) != nil)
    }

    @Test(
        "tells the lesson that introduces a character",
        arguments: [("K", 1), ("m", 1), ("U", 2), ("X", 40), (".", 13), ("~", nil)] as [(Character, Int?)]
    )
    func lessonIntroducing(character: Character, lesson: Int?) {
        #expect(KochCourse.lesson(introducing: character) == lesson)
    }
}
