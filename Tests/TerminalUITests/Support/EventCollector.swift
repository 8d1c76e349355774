import Foundation
import Synchronization
import TerminalUI

/// Collects a terminal's events on a task of its own, so a test can wait for some with a
/// timeout instead of hanging on a stream that stays silent.
final class EventCollector: Sendable {
    private let events = Mutex<[TerminalEvent]>([])
    private let ended = Mutex(false)

    init(_ stream: AsyncStream<TerminalEvent>) {
        Task { [self] in
            for await event in stream { events.withLock { $0.append(event) } }
            ended.withLock { $0 = true }
        }
    }

    /// The keys received so far.
    var keys: [KeyEvent] { events.withLock { $0.compactMap(\.keyEvent) } }

    /// All events received so far.
    var all: [TerminalEvent] { events.withLock { $0 } }

    /// Waits until at least `count` events have come, or the timeout.
    func waitFor(count: Int, timeout: Duration = .seconds(10)) async -> [TerminalEvent] {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline, all.count < count {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return all
    }

    /// Waits until the stream has finished, or the timeout.
    func waitForEnd(timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if ended.withLock({ $0 }) { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }
}

/// Runs blocking work on a thread of its own, off Swift concurrency's shared threads.
func onThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.start()
    }
}
