import Audio
import Dispatch
import Foundation
import Synchronization

/// The writer thread: takes periods from the ring, converts them to the device's format and
/// hands them to ALSA, recovering from underruns and counting them.
///
/// A burst's end (a `flush()`) pads the last partial period with silence. The writer then lets
/// the device play out without blocking on it: it waits on the ring, a period at most at a time,
/// while the device still holds sound, so a burst that comes meanwhile is written at once,
/// straight after the padding, as if the stream had never paused. Once only the padding is left
/// to play (`snd_pcm_delay` at most the padding), the writer stops the device with
/// `snd_pcm_drop`, which discards nothing but that silence, and prepares it: the device rests in
/// the prepared state, where it cannot underrun, until the next burst's first period starts it.
/// A device that runs dry by itself at a burst's end (padding too short to catch) rests the same
/// way. An underrun is therefore counted only when the device ran dry in the middle of a burst.
///
/// Why not the alternatives: `snd_pcm_drain`, used before, blocks until the device has played
/// everything, so a note that came during the last buffer of a burst waited for it (15 to 25 ms
/// on a 20 ms buffer). A stop threshold at the boundary with silence filling keeps the device
/// running through pauses instead, but the writer would then have to move the application
/// pointer past the silence the device played meanwhile, which not every plugin supports, and
/// the device would never rest.
///
/// A device that takes no sound for `PCMSettings.stallTimeout` (a suspended sink, a wedged
/// driver) is given up: the ring fails with that reason, so the engine's next write throws
/// rather than waiting for ever, and `close()` returns.
struct ALSAWriter: Sendable {
    /// The device.
    let stream: any PCMStream
    /// What the device agreed to.
    let settings: PCMSettings
    /// Where the samples come from.
    let ring: SampleRing
    /// Where the statistics go.
    let counters: WriterCounters

    /// The end of a burst that the device is still playing.
    private struct Tail {
        /// The silence that padded the burst's last period: all the device may discard.
        var padding: Int
        /// The least delay, and the fewest frames in the buffer, seen so far; and when either
        /// last fell.
        var delay = Int.max
        var buffered = Int.max
        var progress = ContinuousClock.now
        /// When to ask the device again.
        var check = DispatchTime.now()
    }

    /// What became of a burst's end.
    private enum Settling {
        /// The device still plays sound of it.
        case sounding(Tail)
        /// The device is stopped and prepared for the next burst.
        case rested
        /// The device failed or stalled (the ring then knows why).
        case failed
    }

    /// Starts the thread and returns once it runs and knows its priority.
    /// - Returns: The thread, to wait for once the ring is closed.
    func start() -> WriterThread {
        let started = DispatchSemaphore(value: 0)
        let thread = WriterThread { [self] in
            counters.realTime.store(RealTimePriority.requestForCurrentThread(), ordering: .releasing)
            started.signal()
            run()
        }
        started.wait()
        return thread
    }

    /// The loop, until the ring is closed and played out, or the device fails.
    func run() {
        let period = settings.periodFrames
        let samples = UnsafeMutableBufferPointer<Float>.allocate(capacity: period)
        let frameBytes = settings.channels * settings.format.bytesPerSample
        let frames = UnsafeMutableRawBufferPointer.allocate(byteCount: period * frameBytes, alignment: 16)
        samples.initialize(repeating: 0)
        defer {
            samples.deallocate()
            frames.deallocate()
        }
        var tail: Tail?
        while true {
            switch ring.take(into: samples, waitingUntil: tail?.check ?? .distantFuture) {
            case .period:
                guard play(samples, through: frames, afterBurst: tail != nil) else { return }
                tail = nil
            case .burstEnd(let count):
                if count > 0 {
                    samples[count...].update(repeating: 0)
                    guard play(samples, through: frames, afterBurst: tail != nil) else { return }
                }
                tail = Tail(padding: count > 0 ? period - count : 0)
            case .nothingYet:
                break
            case .finished:
                finish(tail)
                return
            }
            if let current = tail {
                switch settle(current) {
                case .sounding(let next): tail = next
                case .rested: tail = nil
                case .failed: return
                }
            }
        }
    }

    /// Converts a period and writes it, recovering from underruns.
    /// - Parameter afterBurst: Whether the device may have run dry at the end of the last burst,
    ///   which is the pause rather than an underrun.
    /// - Returns: false when the device failed or stalled (the ring then knows why).
    private func play(
        _ samples: UnsafeMutableBufferPointer<Float>, through frames: UnsafeMutableRawBufferPointer,
        afterBurst: Bool
    ) -> Bool {
        guard let start = convert(samples, into: frames) else { return false }
        let frameBytes = settings.channels * settings.format.bytesPerSample
        var pausing = afterBurst
        var done = 0
        while done < samples.count {
            // A blocking write would wait for ever on a device that stopped taking sound.
            let ready = stream.waitForRoom(timeout: settings.stallTimeout)
            guard ready != 0 else {
                ring.fail(stallDetail)
                return false
            }
            let result =
                ready < 0 ? Int(ready) : stream.write(start + done * frameBytes, count: samples.count - done)
            if result >= 0 {
                done += result
                counters.framesWritten.add(result, ordering: .relaxed)
                if result > 0 { pausing = false }
                continue
            }
            let code = Int32(truncatingIfNeeded: result)
            if code == -EPIPE, !pausing { counters.underruns.add(1, ordering: .relaxed) }
            let recovered = stream.recover(from: code)
            guard recovered >= 0 else {
                ring.fail(ALSADiagnostics.detail("writing to the device failed", code: code))
                return false
            }
        }
        return true
    }

    /// Looks at a burst's end the device is playing: stops the device once only the padding is
    /// left, or gives it up when it has played nothing for too long.
    ///
    /// The delay counts what is still to be heard, in the device's pipeline too, so the sound is
    /// never cut. Some plugins (sound servers) may keep reporting their own latency once the
    /// buffer is empty: a delay that no longer falls while the buffer holds only padding means
    /// the sound is out, and the device rests; a buffer that does not empty is a stall.
    private func settle(_ tail: Tail) -> Settling {
        let delay = stream.delay()
        let room = stream.avail()
        // A negative result: the device ran dry and stopped by itself, or is gone; stopping it
        // again makes it ready, or says what is wrong.
        guard delay > tail.padding, room >= 0 else { return stop() ? .rested : .failed }
        var tail = tail
        let buffered = settings.bufferFrames - room
        let now = ContinuousClock.now
        if delay < tail.delay || buffered < tail.buffered {
            tail.delay = min(delay, tail.delay)
            tail.buffered = min(buffered, tail.buffered)
            tail.progress = now
        } else if now - tail.progress >= settings.stallTimeout {
            guard buffered > tail.padding else { return stop() ? .rested : .failed }
            ring.fail(stallDetail)
            return .failed
        }
        // Look again when the sound should be played out, and at least once a period, to
        // notice a device that stalls.
        let frames = min(delay - tail.padding, settings.periodFrames)
        tail.check = .now() + .nanoseconds(frames * 1_000_000_000 / settings.sampleRate)
        return .sounding(tail)
    }

    /// Plays out the last burst's end before the device is closed.
    private func finish(_ tail: Tail?) {
        var tail = tail
        while let current = tail {
            switch settle(current) {
            case .sounding(let next):
                let now = DispatchTime.now().uptimeNanoseconds
                let until = next.check.uptimeNanoseconds
                if until > now { Thread.sleep(forTimeInterval: Double(until - now) / 1e9) }
                tail = next
            case .rested, .failed:
                tail = nil
            }
        }
    }

    /// Stops the device at once and prepares it for the next burst; with the `file` plugin,
    /// stopping also writes out what the plugin still holds.
    /// - Returns: false when the device failed (the ring then knows why).
    private func stop() -> Bool {
        let dropped = stream.drop()
        let prepared = stream.prepare()
        guard prepared < 0 else { return true }
        ring.fail(
            ALSADiagnostics.detail(
                "restarting the device after a pause failed", code: dropped < 0 ? dropped : prepared))
        return false
    }

    /// Why a device that takes no sound is given up, in the project's words.
    private var stallDetail: String {
        let (seconds, attoseconds) = settings.stallTimeout.components
        let tenths = (seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 50) / 100
        return "the device took no sound for \(tenths / 10).\(tenths % 10) s"
    }
}
