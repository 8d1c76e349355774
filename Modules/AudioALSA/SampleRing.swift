import Dispatch
import Synchronization

/// The handoff from the thread that renders sound to the writer thread that feeds ALSA: a ring
/// of mono samples, with the end of each burst marked.
///
/// One `Mutex` guards everything, and it is held only to copy samples in or out (a period at
/// most on the writer's side) and to move the counters. On Linux that `Mutex` is a
/// priority-inheritance futex, so when the real-time writer waits for it, whichever thread holds
/// it runs at the writer's priority until it lets go. Waiting for room or for samples happens
/// outside the lock, on semaphores that are signalled only for a thread that said it waits, so
/// their counts never run ahead of the waits.
///
/// Positions are counted in frames since the ring was made and never wrap; the storage index is
/// the position modulo `capacity`.
final class SampleRing: Sendable {
    /// Why the ring refused samples.
    enum Refusal: Error, Equatable {
        /// `close()` was called.
        case closed
        /// The writer thread stopped on a device failure, described here.
        case failed(String)
    }

    /// What the writer thread got from `take(into:)`.
    enum Chunk: Equatable {
        /// A full period was copied out.
        case period
        /// A burst ended: `frames` (fewer than a period, maybe none) were copied out, the last
        /// of the burst. The writer pads them to a period and lets the device play out.
        case burstEnd(frames: Int)
        /// Nothing came before the deadline `take` was given.
        case nothingYet
        /// The ring is closed and empty: the writer's work is done.
        case finished
    }

    /// How many frames the ring holds.
    let capacity: Int
    /// How many frames the writer takes at a time.
    let periodFrames: Int

    private let state: Mutex<State>
    private let roomMade = DispatchSemaphore(value: 0)
    private let samplesArrived = DispatchSemaphore(value: 0)

    private struct State {
        var storage: [Float]
        var produced = 0
        var consumed = 0
        /// Where bursts end, ascending, not yet reached by the writer.
        var burstEnds: [Int] = []
        var lastBurstEnd = 0
        var closing = false
        var failure: String?
        var failureReported = false
        var waitingProducers = 0
        var writerWaiting = false
    }

    /// Makes an empty ring of `periods` periods.
    init(periodFrames: Int, periods: Int = 2) {
        self.periodFrames = periodFrames
        capacity = periodFrames * periods
        var state = State(storage: Array(repeating: 0, count: capacity))
        state.burstEnds.reserveCapacity(16)
        self.state = Mutex(state)
    }

    // MARK: - The producer's side

    /// Copies all of `samples` in, waiting while the ring is full.
    /// - Throws: `Refusal.closed` after `close()`, `Refusal.failed` after the writer failed;
    ///   the samples copied before that stay in.
    func append(_ samples: Span<Float>) throws(Refusal) {
        var offset = 0
        while true {
            let (wakeWriter, mustWait) = try state.withLock { (state) throws(Refusal) -> (Bool, Bool) in
                if state.closing { throw .closed }
                if let failure = state.failure {
                    state.failureReported = true
                    throw .failed(failure)
                }
                let count = min(samples.count - offset, capacity - (state.produced - state.consumed))
                if count > 0 {
                    let position = state.produced
                    samples.withUnsafeBufferPointer { source in
                        let slice = UnsafeBufferPointer(rebasing: source[offset..<offset + count])
                        state.storage.withUnsafeMutableBufferPointer {
                            Self.copy(slice, into: $0, at: position)
                        }
                    }
                    state.produced += count
                    offset += count
                }
                let mustWait = offset < samples.count
                if mustWait { state.waitingProducers += 1 }
                return (Self.wakesWriter(&state, periodFrames), mustWait)
            }
            if wakeWriter { samplesArrived.signal() }
            guard mustWait else { return }
            roomMade.wait()
        }
    }

    /// Marks the end of a burst at the samples appended so far; nothing happens when none were
    /// appended since the last mark.
    func markBurstEnd() {
        let wake = state.withLock { state in
            guard !state.closing, state.produced > state.lastBurstEnd else { return false }
            state.burstEnds.append(state.produced)
            state.lastBurstEnd = state.produced
            return Self.wakesWriter(&state, periodFrames)
        }
        if wake { samplesArrived.signal() }
    }

    /// Refuses further samples; what is in the ring ends a last burst.
    /// - Returns: true the first time, false when the ring was already closing.
    func close() -> Bool {
        let (first, wake) = state.withLock { state in
            guard !state.closing else { return (false, false) }
            if state.produced > state.lastBurstEnd {
                state.burstEnds.append(state.produced)
                state.lastBurstEnd = state.produced
            }
            state.closing = true
            return (true, Self.wakesWriter(&state, periodFrames))
        }
        if wake { samplesArrived.signal() }
        return first
    }

    /// The writer's failure when no `append` has reported it yet; it then counts as reported.
    func takeUnreportedFailure() -> String? {
        state.withLock { state in
            guard let failure = state.failure, !state.failureReported else { return nil }
            state.failureReported = true
            return failure
        }
    }

    // MARK: - The writer's side

    /// Copies the next period, or the end of a burst, into `buffer` (a period long), waiting
    /// while there is neither, until `deadline` at most.
    func take(
        into buffer: UnsafeMutableBufferPointer<Float>, waitingUntil deadline: DispatchTime = .distantFuture
    ) -> Chunk {
        while true {
            let (chunk, wakeProducers) = state.withLock { state -> (Chunk?, Int) in
                let end = state.burstEnds.first ?? state.produced
                let count = min(end - state.consumed, periodFrames)
                let chunk: Chunk?
                if count == periodFrames {
                    chunk = .period
                } else if !state.burstEnds.isEmpty {
                    state.burstEnds.removeFirst()
                    chunk = .burstEnd(frames: count)
                } else if state.closing || state.failure != nil {
                    chunk = .finished
                } else {
                    state.writerWaiting = true
                    chunk = nil
                }
                guard count > 0, chunk != nil else { return (chunk, 0) }
                let position = state.consumed
                state.storage.withUnsafeBufferPointer { storage in
                    Self.copy(
                        from: storage, at: position,
                        into: UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
                }
                state.consumed += count
                defer { state.waitingProducers = 0 }
                return (chunk, state.waitingProducers)
            }
            for _ in 0..<wakeProducers { roomMade.signal() }
            if let chunk { return chunk }
            guard samplesArrived.wait(timeout: deadline) == .timedOut else { continue }
            // A producer that found the writer waiting has signalled, or is about to: that
            // signal is taken here, so that the count never runs ahead of the waits.
            let signalled = state.withLock { state in
                defer { state.writerWaiting = false }
                return !state.writerWaiting
            }
            guard signalled else { return .nothingYet }
            samplesArrived.wait()
        }
    }

    /// Records that the device failed, so that the next `append` throws, and wakes any producer
    /// waiting for room that will never come.
    func fail(_ detail: String) {
        let wakeProducers = state.withLock { state in
            state.failure = detail
            defer { state.waitingProducers = 0 }
            return state.waitingProducers
        }
        for _ in 0..<wakeProducers { roomMade.signal() }
    }

    // MARK: - Helpers

    /// Whether the writer waits and now has something to do; it then no longer counts as waiting.
    private static func wakesWriter(_ state: inout State, _ periodFrames: Int) -> Bool {
        guard state.writerWaiting else { return false }
        let ready =
            state.produced - state.consumed >= periodFrames || !state.burstEnds.isEmpty || state.closing
        if ready { state.writerWaiting = false }
        return ready
    }

    /// Copies `source` into the ring `storage` from position `position` on, wrapping around.
    private static func copy(
        _ source: UnsafeBufferPointer<Float>, into storage: UnsafeMutableBufferPointer<Float>,
        at position: Int
    ) {
        guard let from = source.baseAddress, let to = storage.baseAddress else { return }
        let start = position % storage.count
        let first = min(source.count, storage.count - start)
        (to + start).update(from: from, count: first)
        (to).update(from: from + first, count: source.count - first)
    }

    /// Copies `target.count` frames out of the ring `storage` from position `position` on.
    private static func copy(
        from storage: UnsafeBufferPointer<Float>, at position: Int,
        into target: UnsafeMutableBufferPointer<Float>
    ) {
        guard let from = storage.baseAddress, let to = target.baseAddress else { return }
        let start = position % storage.count
        let first = min(target.count, storage.count - start)
        to.update(from: from + start, count: first)
        (to + first).update(from: from, count: target.count - first)
    }
}
