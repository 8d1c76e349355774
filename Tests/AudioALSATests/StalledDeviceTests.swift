import Audio
import Domain
import Foundation
import Testing

@testable import AudioALSA

/// A device that stops taking sound without a word, as a suspended sound server sink does. ALSA
/// would let a write wait for it for ever; the writer gives it up after four buffers, and at
/// least 0.2 s, so the engine, timed notes and `close()` all come back with the reason.
@Suite("A device that stops taking sound", .timeLimit(.minutes(1)))
struct StalledDeviceTests {
    static let settings = PCMSettings(
        format: .float32, channels: 1, sampleRate: 48_000, periodFrames: 240, bufferFrames: 960)
    static let stalled = AudioError.deviceFailed(
        device: "simulated", detail: "the device took no sound for 0.2 s")

    @Test("a write fails with the reason, instead of waiting for ever")
    func writeFails() throws {
        let device = SimulatedDevice(settings: Self.settings)
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        let sound = Signals.sine(count: 4_800)
        try Signals.write(sound, to: output)
        device.stall()
        var error: AudioError?
        for _ in 0..<100 where error == nil {
            error = audioError { () throws(AudioError) in try Signals.write(sound, to: output) }
        }
        #expect(error == Self.stalled)
        #expect(error?.description.contains("took no sound") == true)
        try output.close()
    }

    @Test(
        "close returns, and reports the stall, whether the sound is still in the ring or in the device",
        arguments: [480, 4_800])
    func closeReturns(frames: Int) throws {
        let device = SimulatedDevice(settings: Self.settings)
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        try Signals.write(Signals.sine(count: frames), to: output)
        output.flush()
        device.stall()
        #expect(audioError { () throws(AudioError) in try output.close() } == Self.stalled)
        #expect(audioError { () throws(AudioError) in try output.close() } == nil)
    }

    @Test("a sound server whose delay stays at its latency once the sound is out is not taken for stalled")
    func serverLatency() throws {
        let device = SimulatedDevice(settings: Self.settings, serverLatency: 960)
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        let bursts = [Signals.ramp(count: 1_000, peak: 0.9), Signals.ramp(count: 2_000, peak: 0.9)]
        try Signals.write(bursts[0], to: output)
        output.flush()
        Thread.sleep(forTimeInterval: 0.5)
        try Signals.write(bursts[1], to: output)
        output.flush()
        try output.close()
        #expect(device.drops >= 1)
        #expect(device.soundDropped == 0)
        #expect(device.samples == Signals.padded(bursts, period: 240))
    }

    @Test("a timed note ends with the device's failure rather than never returning")
    func timedNoteReturns() async throws {
        let device = SimulatedDevice(settings: Self.settings)
        device.stall()
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        let engine = ToneEngine(output: output)
        var failure: AudioError?
        do {
            try await engine.play(frequency: Frequency(hertz: 440), amplitude: 0.5, duration: .seconds(2))
        } catch {
            failure = error
        }
        #expect(failure == Self.stalled)
        try engine.close()
    }
}
