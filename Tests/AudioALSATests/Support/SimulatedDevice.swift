import Audio
import Foundation
import Synchronization

@testable import AudioALSA

/// A playback device that keeps time like a sound card, for the tests ALSA's `null` and `file`
/// devices cannot do: those take samples as fast as they come and never run dry.
///
/// It follows ALSA's rules: a prepared stream starts once a period is in; a running stream plays
/// `sampleRate` frames a second, blocks a write while its buffer is full, and reports room for a
/// period to `waitForRoom`; a running stream whose buffer ran empty is in underrun, and every
/// write fails with `-EPIPE` until it is recovered; `drop` stops the stream at once; a stopped
/// stream must be prepared before it is written again. It keeps every frame written, as bytes,
/// with the time each write arrived, and counts the frames of sound (not silence) a `drop` threw
/// away unplayed. `stall()` makes it stop playing, as a suspended sink does.
///
/// Made with a `serverLatency`, it behaves like a sound server's plugin instead: it adds that
/// latency to every delay it reports, and when its buffer runs dry it plays silence rather than
/// stopping, so its delay never falls below that latency while it runs.
final class SimulatedDevice: PCMStream {
    /// The settings the writer thread is given.
    let settings: PCMSettings
    /// Frames added to every delay reported; above 0, running dry is no underrun.
    let serverLatency: Int

    private let state = Mutex(State())

    private struct State {
        enum Phase { case prepared, running, underrun, stopped }
        var phase = Phase.prepared
        /// When the stream started, and the frames written since.
        var start = ContinuousClock.now
        var queued = 0
        /// When the device stopped playing, for good.
        var stalledAt: ContinuousClock.Instant?
        var bytes: [UInt8] = []
        /// When each write handed frames over, and the index of its first frame.
        var arrivals: [(instant: ContinuousClock.Instant, frame: Int)] = []
        var underruns: [Int] = []
        var drops = 0
        var soundDropped = 0
    }

    init(settings: PCMSettings, serverLatency: Int = 0) {
        self.settings = settings
        self.serverLatency = serverLatency
    }

    /// How often the stream ran dry while running, at the end of a burst included.
    var underruns: Int { state.withLock { $0.underruns.count } }
    /// Where the stream ran dry, in frames written before: at the end of a burst, that is a
    /// pause; anywhere else, a late writer.
    var underrunPositions: [Int] { state.withLock { $0.underruns } }
    /// How often the stream was stopped by `drop`.
    var drops: Int { state.withLock { $0.drops } }
    /// Frames of sound (any non-zero sample) that a `drop` discarded before they were played.
    var soundDropped: Int { state.withLock { $0.soundDropped } }
    /// How often the stream ran dry in the middle of one of these bursts: the underruns the
    /// output should count, and no more. On a busy machine a burst may start late enough to
    /// run dry at its first period.
    func underrunsWithin(_ bursts: [[Float]]) -> Int {
        let ends = Signals.ends(of: bursts, period: settings.periodFrames)
        return underrunPositions.count { !ends.contains($0) }
    }

    /// Every byte written, in the settings' format and channel layout.
    var bytes: [UInt8] { state.withLock { $0.bytes } }

    /// Every frame written, as floats (float32 mono streams only).
    var samples: [Float] {
        let bytes = self.bytes
        return stride(from: 0, to: bytes.count, by: 4).map { offset in
            Float(bitPattern: bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) })
        }
    }

    /// When the write that handed over frame `index` (counted from the first frame written)
    /// arrived, or nil when that frame never did.
    func arrival(ofFrame index: Int) -> ContinuousClock.Instant? {
        state.withLock { state in
            guard index < state.bytes.count / frameBytes else { return nil }
            return state.arrivals.last { $0.frame <= index }?.instant
        }
    }

    /// Stops playing from now on, without a word, as a suspended sink does: the buffer fills
    /// and stays full.
    func stall() {
        state.withLock { $0.stalledAt = ContinuousClock.now }
    }

    func waitForRoom(timeout: Duration) -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while true {
            let now = ContinuousClock.now
            let (result, wait) = state.withLock { state -> (Int32?, Duration) in
                advance(&state, to: now)
                switch state.phase {
                case .underrun: return (-EPIPE, .zero)
                case .prepared, .stopped: return (1, .zero)
                case .running:
                    let room = settings.bufferFrames - (state.queued - played(state, at: now))
                    if room >= settings.periodFrames { return (1, .zero) }
                    return (nil, duration(of: settings.periodFrames - room))
                }
            }
            if let result { return result }
            if now >= deadline { return 0 }
            sleep(min(wait, deadline - now))
        }
    }

    func write(_ frames: UnsafeRawPointer, count: Int) -> Int {
        while true {
            let now = ContinuousClock.now
            let (result, wait) = state.withLock { state -> (Int?, Duration) in
                advance(&state, to: now)
                let room = settings.bufferFrames - (state.queued - played(state, at: now))
                switch state.phase {
                case .underrun: return (-Int(EPIPE), .zero)
                case .stopped: return (-Int(EBADFD), .zero)
                case .prepared, .running:
                    guard room > 0 else { return (nil, duration(of: min(count, settings.periodFrames))) }
                    let taken = min(count, room)
                    if state.phase == .running, elapsed(state, at: now) > state.queued {
                        // A server that played silence meanwhile plays these frames from now.
                        state.start = now - duration(of: state.queued)
                    }
                    state.arrivals.append((now, state.bytes.count / frameBytes))
                    state.bytes.append(
                        contentsOf: UnsafeRawBufferPointer(start: frames, count: taken * frameBytes))
                    state.queued += taken
                    if state.phase == .prepared, state.queued >= settings.periodFrames {
                        state.phase = .running
                        state.start = now
                    }
                    return (taken, .zero)
                }
            }
            if let result { return result }
            sleep(wait)
        }
    }

    func delay() -> Int {
        let now = ContinuousClock.now
        return state.withLock { state in
            advance(&state, to: now)
            switch state.phase {
            case .underrun: return -Int(EPIPE)
            case .stopped: return -Int(EBADFD)
            case .prepared: return state.queued + serverLatency
            case .running: return state.queued - played(state, at: now) + serverLatency
            }
        }
    }

    func avail() -> Int {
        let now = ContinuousClock.now
        return state.withLock { state in
            advance(&state, to: now)
            switch state.phase {
            case .underrun: return -Int(EPIPE)
            case .stopped: return -Int(EBADFD)
            case .prepared, .running: return settings.bufferFrames - (state.queued - played(state, at: now))
            }
        }
    }

    func recover(from code: Int32) -> Int32 {
        guard code == -EPIPE else { return code }
        return prepare()
    }

    func drop() -> Int32 {
        let now = ContinuousClock.now
        state.withLock { state in
            advance(&state, to: now)
            let unplayed =
                switch state.phase {
                case .prepared: state.queued
                case .running: state.queued - played(state, at: now)
                case .underrun, .stopped: 0
                }
            let end = state.bytes.count / frameBytes
            state.soundDropped += ((end - unplayed)..<end).count(where: { frame in
                state.bytes[(frame * frameBytes)..<((frame + 1) * frameBytes)].contains { $0 != 0 }
            })
            state.phase = .stopped
            state.drops += 1
        }
        return 0
    }

    func prepare() -> Int32 {
        state.withLock { state in
            state.phase = .prepared
            state.queued = 0
        }
        return 0
    }

    func close() -> Int32 {
        0
    }

    private var frameBytes: Int { settings.channels * settings.format.bytesPerSample }

    /// Puts a running stream whose buffer ran empty by `now` into underrun.
    private func advance(_ state: inout State, to now: ContinuousClock.Instant) {
        guard state.phase == .running, serverLatency == 0, elapsed(state, at: now) >= state.queued
        else { return }
        state.phase = .underrun
        state.underruns.append(state.bytes.count / frameBytes)
    }

    /// The frames a running stream played by `now`.
    private func played(_ state: State, at now: ContinuousClock.Instant) -> Int {
        guard state.phase == .running else { return 0 }
        return min(elapsed(state, at: now), state.queued)
    }

    /// The frames a stream that started at `state.start` could have played by `now`; the clock
    /// stands still from a stall on.
    private func elapsed(_ state: State, at now: ContinuousClock.Instant) -> Int {
        max(0, frames(in: min(now, state.stalledAt ?? now) - state.start))
    }

    private func frames(in duration: Duration) -> Int {
        Int(seconds(duration) * Double(settings.sampleRate))
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func sleep(_ duration: Duration) {
        if duration > .zero { Thread.sleep(forTimeInterval: seconds(duration)) }
    }

    private func duration(of frames: Int) -> Duration {
        .nanoseconds(Int64(frames) * 1_000_000_000 / Int64(settings.sampleRate))
    }
}
