import Audio
import Foundation
import Synchronization

/// The writer thread: takes periods from the ring, converts them to the device's format and
/// hands them to ALSA, recovering from underruns and counting them.
///
/// A burst's end (a `flush()`) pads the last partial period with silence, then drains the device
/// and prepares it again, so between bursts it rests in the prepared state, where it cannot
/// underrun; the next burst starts it once its first period is in. An underrun is therefore
/// counted only when the device ran dry in the middle of a burst. Draining waits until the
/// device has played what it holds, so when the next burst is already in the ring by then, the
/// writer skips it and carries on: back-to-back bursts get no gap beyond the padding.
struct ALSAWriter: Sendable {
    /// The device.
    let stream: any PCMStream
    /// What the device agreed to.
    let settings: PCMSettings
    /// Where the samples come from.
    let ring: SampleRing
    /// Where the statistics go.
    let counters: WriterCounters

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
        while true {
            switch ring.take(into: samples) {
            case .period:
                guard play(samples, through: frames) else { return }
            case .burstEnd(let count, let followed):
                if count > 0 {
                    samples[count...].update(repeating: 0)
                    guard play(samples, through: frames) else { return }
                }
                // When the next burst is already waiting, draining would only add a gap.
                guard followed || rest() else { return }
            case .finished:
                return
            }
        }
    }

    /// Converts a period and writes it, recovering from underruns.
    /// - Returns: false when the device failed (the ring then knows why).
    private func play(
        _ samples: UnsafeMutableBufferPointer<Float>, through frames: UnsafeMutableRawBufferPointer
    ) -> Bool {
        guard let start = convert(samples, into: frames) else { return false }
        let frameBytes = settings.channels * settings.format.bytesPerSample
        var done = 0
        while done < samples.count {
            let result = stream.write(start + done * frameBytes, count: samples.count - done)
            if result >= 0 {
                done += result
                counters.framesWritten.add(result, ordering: .relaxed)
                continue
            }
            let code = Int32(truncatingIfNeeded: result)
            if code == -EPIPE { counters.underruns.add(1, ordering: .relaxed) }
            let recovered = stream.recover(from: code)
            guard recovered >= 0 else {
                ring.fail(ALSADiagnostics.detail("writing to the device failed", code: code))
                return false
            }
        }
        return true
    }

    /// Lets the device play out what it has and stop, ready for the next burst.
    /// - Returns: false when the device failed (the ring then knows why).
    private func rest() -> Bool {
        let drained = stream.drain()
        let prepared = stream.prepare()
        guard prepared < 0 else { return true }
        ring.fail(
            ALSADiagnostics.detail(
                "restarting the device after a pause failed", code: drained < 0 ? drained : prepared))
        return false
    }

    /// Puts a period into the device's format and channel count.
    /// - Returns: Where the frames to write start: `samples` itself for mono floats.
    private func convert(
        _ samples: UnsafeMutableBufferPointer<Float>, into frames: UnsafeMutableRawBufferPointer
    ) -> UnsafeRawPointer? {
        let channels = settings.channels
        switch settings.format {
        case .float32:
            guard channels > 1 else { return samples.baseAddress.map { UnsafeRawPointer($0) } }
            let target = frames.bindMemory(to: Float.self)
            for index in samples.indices {
                for channel in 0..<channels { target[index * channels + channel] = samples[index] }
            }
        case .int16:
            let target = frames.bindMemory(to: Int16.self)
            for index in samples.indices {
                let value = SampleFormat.int16(from: samples[index])
                for channel in 0..<channels { target[index * channels + channel] = value }
            }
        }
        return frames.baseAddress.map { UnsafeRawPointer($0) }
    }
}
