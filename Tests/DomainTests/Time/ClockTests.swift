import Domain
import Foundation
import Testing

@Suite("Clock")
struct ClockTests {
    @Test("plain `Clock` in a client module means Domain's protocol, as does `Domain.Clock`")
    func nameResolvesToDomain() {
        let plain: any Clock = SystemClock()
        let qualified: any Domain.Clock = ManualClock()
        #expect(abs(plain.now().timeIntervalSinceNow) < 5)
        #expect(qualified.now() == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test("a manual clock stands still until it is advanced or set")
    func manualClock() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let clock = ManualClock(start: start)
        #expect(clock.now() == start)
        #expect(clock.now() == start)
        clock.advance(by: .seconds(90))
        clock.advance(by: .milliseconds(250))
        #expect(clock.now() == start.addingTimeInterval(90.25))
        clock.advance(by: .seconds(-0.25))
        #expect(clock.now() == start.addingTimeInterval(90))
        clock.set(start)
        #expect(clock.now() == start)
    }

    @Test("a manual clock shared between tasks loses no advance")
    func manualClockIsShared() async {
        let clock = ManualClock()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { clock.advance(by: .seconds(1)) }
            }
        }
        #expect(clock.now() == Date(timeIntervalSinceReferenceDate: 100))
    }
}
