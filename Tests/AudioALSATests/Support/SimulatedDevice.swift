import Audio
import Foundation
import Synchronization

@testable import AudioALSA

/// A playback device that keeps time like a sound card, for the tests ALSA's `null` and `file`
/// devices cannot do: those take samples as fast as they come and never run dry.
///
/// It follows ALSA's rules: a prepared stream starts once a period is in; a running stream plays
/// `sampleRate` frames a second and blocks a write while its buffer is full; a running stream
/// whose buffer ran empty is in underrun, and every write fails with `-EPIPE` until it is
/// recovered; draining waits until the buffer is played and stops the stream; a stopped stream
/// must be prepared before it is written again. It keeps every frame written, as bytes.
final class SimulatedDevice: PCMStream {
    /// The settings the writer thread is given.
    let settings: PCMSettings

    private let state = Mutex(State())

    private struct State {
        enum Phase { case prepared, running, underrun, stopped }
        var phase = Phase.prepared
        /// When the stream started, and the frames written since.
        var start = ContinuousClock.now
        var queued = 0
        var bytes: [UInt8] = []
        var underruns = 0
        var drains = 0
    }

    init(settings: PCMSettings) {
        self.settings = settings
    }

    /// How often the stream ran dry while running.
    var underruns: Int { state.withLock { $0.underruns } }
    /// How often the stream was drained.
    var drains: Int { state.withLock { $0.drains } }
    /// Every byte written, in the settings' format and channel layout.
    var bytes: [UInt8] { state.withLock { $0.bytes } }

    /// Every frame written, as floats (float32 mono streams only).
    var samples: [Float] {
        let bytes = self.bytes
        return stride(from: 0, to: bytes.count, by: 4).map { offset in
            Float(bitPattern: bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) })
        }
    }

    func write(_ frames: UnsafeRawPointer, count: Int) -> Int {
        let frameBytes = settings.channels * settings.format.bytesPerSample
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

    func recover(from code: Int32) -> Int32 {
        guard code == -EPIPE else { return code }
        return prepare()
    }

    func drain() -> Int32 {
        let remaining = state.withLock { state -> Duration in
            let now = ContinuousClock.now
            state.drains += 1
            if state.phase == .prepared, state.queued > 0 {
                state.phase = .running
                state.start = now
            }
            let left = state.queued - played(state, at: now)
            state.phase = .stopped
            return duration(of: max(0, left))
        }
        sleep(remaining)
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

    /// Puts a running stream whose buffer ran empty by `now` into underrun.
    private func advance(_ state: inout State, to now: ContinuousClock.Instant) {
        guard state.phase == .running, frames(in: now - state.start) >= state.queued else { return }
        state.phase = .underrun
        state.underruns += 1
    }

    /// The frames a running stream played by `now`.
    private func played(_ state: State, at now: ContinuousClock.Instant) -> Int {
        guard state.phase == .running else { return 0 }
        return min(frames(in: now - state.start), state.queued)
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
