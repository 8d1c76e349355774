import Audio
import Foundation
import Testing

@testable import AudioALSA

/// The writer thread against a device that keeps time and runs dry, which ALSA's `null` and
/// `file` devices never do. Periods of 20 ms in a buffer of 100 ms leave a loaded machine a wide
/// margin; where a device runs dry all the same (a burst that starts late on a busy machine),
/// the tests check that the output counts exactly the underruns inside bursts, and none where
/// a burst ends and the device pauses.
@Suite("The writer thread on a device that keeps time")
struct SimulatedDeviceTests {
    static let settings = PCMSettings(
        format: .float32, channels: 1, sampleRate: 48_000, periodFrames: 960, bufferFrames: 4_800)

    @Test("pauses after flush count no underrun: the device plays the sound out, then rests")
    func pausesAfterFlush() throws {
        let device = SimulatedDevice(settings: Self.settings)
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        var bursts: [[Float]] = []
        for index in 0..<4 {
            let burst = Signals.ramp(count: 2_000 + 100 * index, peak: 0.9)
            try Signals.write(burst, to: output)
            output.flush()
            bursts.append(burst)
            Thread.sleep(forTimeInterval: 0.15)
        }
        try output.close()
        #expect(output.underruns == device.underrunsWithin(bursts))
        #expect(device.drops == 4)
        #expect(device.soundDropped == 0)
        #expect(device.samples == Signals.padded(bursts, period: 960))
    }

    @Test("bursts flushed back to back follow each other, padded, and their joins are no underrun")
    func backToBack() throws {
        let device = SimulatedDevice(settings: Self.settings)
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        let bursts = (0..<3).map { Signals.ramp(count: 6_000 + 700 * $0, peak: 0.9) }
        for burst in bursts {
            try Signals.write(burst, to: output)
            output.flush()
        }
        try output.close()
        #expect(output.underruns == device.underrunsWithin(bursts))
        #expect((1...3).contains(device.drops))
        #expect(device.soundDropped == 0)
        #expect(device.samples == Signals.padded(bursts, period: 960))
    }

    @Test("a burst that stops without flush underruns once, counted and recovered")
    func starvedBurst() throws {
        let device = SimulatedDevice(settings: Self.settings)
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        let first = Signals.ramp(count: 4_800, peak: 0.9)
        let second = Signals.ramp(count: 1_000, peak: 0.5)
        try Signals.write(first, to: output)
        Thread.sleep(forTimeInterval: 0.3)
        try Signals.write(second, to: output)
        try output.close()
        #expect(device.underrunPositions.contains(4_800))
        #expect(output.underruns == device.underrunsWithin([first + second]))
        #expect(device.samples == Signals.padded([first + second], period: 960))
    }

    @Test("writes wait while the device is full, so the writer keeps real time")
    func pacing() throws {
        let device = SimulatedDevice(settings: Self.settings)
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        let start = ContinuousClock.now
        try Signals.write(Signals.sine(count: 24_000), to: output)  // 500 ms
        let elapsed = ContinuousClock.now - start
        try output.close()
        // Writes return once the rest fits in the device's buffer and the ring: 140 ms of it.
        #expect(elapsed > .milliseconds(300))
        #expect(elapsed < .milliseconds(900))
    }

    @Test("a device that refuses mono gets each sample on both channels, as 16-bit integers")
    func stereoInt16() throws {
        let settings = PCMSettings(
            format: .int16, channels: 2, sampleRate: 48_000, periodFrames: 960, bufferFrames: 4_800)
        let device = SimulatedDevice(settings: settings)
        let output = ALSAOutput(stream: device, settings: settings, name: "simulated")
        let sound = Signals.ramp(count: 1_500)
        try Signals.write(sound, to: output)
        try output.close()
        let bytes = device.bytes
        let values = stride(from: 0, to: bytes.count, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
        let expected = Signals.padded([sound], period: 960).map(SampleFormat.int16(from:)).flatMap {
            [$0, $0]
        }
        #expect(values == expected)
        #expect(output.framesWritten == 1_920)
    }

    @Test("a failure the device cannot recover from is reported by the next write")
    func deviceFailure() throws {
        let device = FailingDevice()
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "broken")
        let sound = Signals.sine(count: 48_000)
        var error: AudioError?
        for _ in 0..<100 where error == nil {
            error = audioError { () throws(AudioError) in try Signals.write(sound, to: output) }
        }
        guard case .deviceFailed(let name, let detail)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(name == "broken")
        #expect(detail.hasPrefix("writing to the device failed: "), "\(detail)")
        #expect(error?.description.contains("\"broken\"") == true)
        #expect(audioError { () throws(AudioError) in try Signals.write(sound, to: output) } == error)
        try output.close()
    }
}

/// A device whose every write fails with an I/O error, as an unplugged USB card does.
final class FailingDevice: PCMStream {
    func waitForRoom(timeout: Duration) -> Int32 { 1 }
    func write(_ frames: UnsafeRawPointer, count: Int) -> Int { -Int(EIO) }
    func delay() -> Int { 0 }
    func avail() -> Int { 0 }
    func recover(from code: Int32) -> Int32 { code }
    func drop() -> Int32 { 0 }
    func prepare() -> Int32 { 0 }
    func close() -> Int32 { 0 }
}
