import Foundation
import Synchronization
import Testing

@testable import AudioALSA

@Suite("The ring between the engine and the writer thread")
struct SampleRingTests {
    @Test("periods come out in order across the wrap-around, and a burst's end comes out short")
    func order() throws {
        let ring = SampleRing(periodFrames: 4)
        let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4)
        defer { buffer.deallocate() }
        let samples = (0..<11).map(Float.init)
        try ring.append(samples.span.extracting(0..<6))
        #expect(ring.take(into: buffer) == .period)
        #expect(Array(buffer) == [0, 1, 2, 3])
        try ring.append(samples.span.extracting(6..<11))
        #expect(ring.take(into: buffer) == .period)
        #expect(Array(buffer) == [4, 5, 6, 7])
        ring.markBurstEnd()
        ring.markBurstEnd()
        #expect(ring.take(into: buffer) == .burstEnd(frames: 3))
        #expect(Array(buffer.prefix(3)) == [8, 9, 10])
        #expect(ring.close())
        #expect(!ring.close())
        #expect(ring.take(into: buffer) == .finished)
    }

    @Test("a burst ending on a period boundary ends with no frames, and close ends the last burst")
    func boundaries() throws {
        let ring = SampleRing(periodFrames: 4)
        let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4)
        defer { buffer.deallocate() }
        let samples: [Float] = [1, 2, 3, 4, 5]
        try ring.append(samples.span.extracting(0..<4))
        ring.markBurstEnd()
        try ring.append(samples.span.extracting(4..<5))
        _ = ring.close()
        #expect(ring.take(into: buffer) == .period)
        #expect(ring.take(into: buffer) == .burstEnd(frames: 0))
        #expect(ring.take(into: buffer) == .burstEnd(frames: 1))
        #expect(buffer[0] == 5)
        #expect(ring.take(into: buffer) == .finished)
    }

    @Test("a writer waits while the ring is full and goes on as periods are taken")
    func fullRing() throws {
        let ring = SampleRing(periodFrames: 4)
        let samples = (0..<40).map(Float.init)
        let taken = Mutex<[Float]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4)
            defer { buffer.deallocate() }
            while ring.take(into: buffer) == .period {
                let period = Array(buffer)
                taken.withLock { $0 += period }
                Thread.sleep(forTimeInterval: 0.001)
            }
            done.signal()
        }.start()
        try ring.append(samples.span)
        _ = ring.close()
        done.wait()
        #expect(taken.withLock { $0 } == samples)
    }

    @Test("a writer that waits with a deadline gets nothing by then, or the samples that come first")
    func deadline() throws {
        let ring = SampleRing(periodFrames: 4)
        let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4)
        defer { buffer.deallocate() }
        #expect(ring.take(into: buffer, waitingUntil: .now() + .milliseconds(10)) == .nothingYet)
        let samples: [Float] = [1, 2, 3, 4]
        try ring.append(samples.span.extracting(0..<3))
        #expect(ring.take(into: buffer, waitingUntil: .now() + .milliseconds(10)) == .nothingYet)
        Thread {
            Thread.sleep(forTimeInterval: 0.02)
            try? ring.append(samples.span.extracting(3..<4))
        }.start()
        #expect(ring.take(into: buffer, waitingUntil: .now() + .seconds(60)) == .period)
        #expect(Array(buffer) == samples)
        #expect(ring.take(into: buffer, waitingUntil: .now() + .milliseconds(10)) == .nothingYet)
    }

    @Test("deadlines that run out while samples arrive lose none and wake the writer for the rest")
    func deadlinesRacingSamples() throws {
        let ring = SampleRing(periodFrames: 4)
        let samples = (0..<2_000).map(Float.init)
        let done = DispatchSemaphore(value: 0)
        let taken = Mutex<[Float]>([])
        Thread {
            let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4)
            defer { buffer.deallocate() }
            loop: while true {
                switch ring.take(into: buffer, waitingUntil: .now() + .microseconds(30)) {
                case .period: taken.withLock { $0 += Array(buffer) }
                case .burstEnd(let count): taken.withLock { $0 += Array(buffer.prefix(count)) }
                case .nothingYet: continue
                case .finished: break loop
                }
            }
            done.signal()
        }.start()
        for start in stride(from: 0, to: samples.count, by: 7) {
            try ring.append(samples.span.extracting(start..<min(start + 7, samples.count)))
            if start % 3 == 0 { ring.markBurstEnd() }
            if start % 5 == 0 { Thread.sleep(forTimeInterval: 0.000_05) }
        }
        _ = ring.close()
        done.wait()
        #expect(taken.withLock { $0 } == samples)
    }

    @Test("after close or a failure, samples are refused, and the failure is reported once")
    func refusals() throws {
        let samples: [Float] = [1]
        let failed = SampleRing(periodFrames: 4)
        failed.fail("gone")
        #expect(throws: SampleRing.Refusal.failed("gone")) { try failed.append(samples.span) }
        #expect(failed.takeUnreportedFailure() == nil)
        let quiet = SampleRing(periodFrames: 4)
        quiet.fail("gone")
        #expect(quiet.takeUnreportedFailure() == "gone")
        #expect(quiet.takeUnreportedFailure() == nil)
        let closed = SampleRing(periodFrames: 4)
        _ = closed.close()
        #expect(throws: SampleRing.Refusal.closed) { try closed.append(samples.span) }
    }
}
