import Audio
import Foundation
import Testing

@testable import AudioALSA

/// How soon a note after a pause reaches the device, on a device that keeps time.
///
/// When a note is written, what is still in the ring goes first: two periods at most. A writer
/// that waited for the device to play out its buffer after each burst would keep a note written
/// during that time back until then; a 50 ms buffer (the one `PCMDevice` asks for holds four
/// 5 ms periods, but sound servers often give more) makes that delay stand out from a loaded
/// machine's scheduling.
@Suite("Notes after a pause on a device that keeps time")
struct PauseLatencyTests {
    static let settings = PCMSettings(
        format: .float32, channels: 1, sampleRate: 48_000, periodFrames: 240, bufferFrames: 2_400)
    /// A note of about 100 ms, with no zero sample, so its first frame is easy to find.
    static let note = (0..<4_900).map { 0.2 + 0.6 * Float($0 % 480) / 480 }

    @Test("a note written after a pause reaches the device within the ring's two periods, plus slack")
    func latencyAfterPause() throws {
        let device = SimulatedDevice(settings: Self.settings)
        let output = ALSAOutput(stream: device, settings: Self.settings, name: "simulated")
        try Signals.write(Self.note, to: output)
        output.flush()
        var notes = 1
        var writes: [(pause: Int, frame: Int, start: ContinuousClock.Instant)] = []
        for pause in [5, 20, 10, 30, 15, 15, 30, 10, 20, 5] {
            Thread.sleep(forTimeInterval: Double(pause) / 1_000)
            let frame = Signals.padded(Array(repeating: Self.note, count: notes), period: 240).count
            let start = ContinuousClock.now
            try Signals.write(Self.note, to: output)
            output.flush()
            notes += 1
            writes.append((pause, frame, start))
        }
        try output.close()

        // The device's own record of when each write reached it; of the two notes after each
        // pause, the prompter counts, so that one stall of a busy machine does not fail the test.
        var latencies: [Int: [Duration]] = [:]
        for (pause, frame, start) in writes {
            let arrival = try #require(device.arrival(ofFrame: frame))
            latencies[pause, default: []].append(arrival - start)
        }
        let slack = Duration.milliseconds(15)
        let ring = PCMSettings.duration(of: 2 * Self.settings.periodFrames, at: Self.settings.sampleRate)
        for (pause, measured) in latencies.sorted(by: { $0.key < $1.key }) {
            #expect(measured.min()! < ring + slack, "after a pause of \(pause) ms: \(measured)")
        }
        // No pause counts as an underrun; on a busy machine the first note may start late.
        let bursts = Array(repeating: Self.note, count: notes)
        #expect(output.underruns == device.underrunsWithin(bursts))
        #expect(device.soundDropped == 0)
        #expect(device.samples == Signals.padded(bursts, period: 240))
    }
}
