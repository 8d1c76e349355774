import Audio
import AudioALSA
import Foundation
import Testing

@Suite("Playing through ALSA's null device")
struct NullDeviceTests {
    @Test(
        "each format is negotiated at 48 kHz with a period of 10 ms or less, and seconds of sound pass",
        arguments: [nil, SampleFormat.int16, .float32]
    )
    func negotiatesAndPlays(format: SampleFormat?) throws {
        let output = try ALSAOutput(device: "null", format: format)
        #expect(output.name == "null")
        #expect(output.sampleRate == 48_000)
        #expect(output.negotiatedFormat == format ?? .float32)
        #expect(output.channels == 1)
        #expect(output.periodFrames == 240)
        #expect(output.bufferFrames >= 2 * output.periodFrames)
        let latencyFrames = output.bufferFrames + 2 * output.periodFrames
        #expect(output.latency == .nanoseconds(latencyFrames * 1_000_000_000 / 48_000))

        let sound = Signals.sine(count: 3 * 48_000)
        try Signals.write(sound, to: output, block: 480)
        try output.close()
        #expect(output.framesWritten == sound.count)
        #expect(output.underruns == 0)
    }

    @Test(
        "the period follows the target, and stays at 10 ms or less when more is asked",
        arguments: [
            (Duration.milliseconds(1), 48),
            (.milliseconds(2), 96),
            (.milliseconds(10), 480),
            (.milliseconds(50), 480),
        ])
    func periodTarget(target: Duration, frames: Int) throws {
        let output = try ALSAOutput(device: "null", periodTarget: target)
        defer { try? output.close() }
        #expect(output.periodFrames == frames)
    }

    @Test("another rate is reported as the device plays it")
    func otherRate() throws {
        let output = try ALSAOutput(device: "null", sampleRate: 44_100, format: .int16)
        defer { try? output.close() }
        #expect(output.sampleRate == 44_100)
        #expect(output.periodFrames <= 441)
    }

    @Test("a write after close is refused, and closing again does nothing")
    func closed() throws {
        let output = try ALSAOutput(device: "null")
        try Signals.write(Signals.sine(count: 1_000), to: output)
        try output.close()
        try output.close()
        let samples: [Float] = [0.1, 0.2]
        #expect(audioError { () throws(AudioError) in try output.write(samples.span) } == .outputClosed)
        #expect(audioError { () throws(AudioError) in try output.write([Float]().span) } == .outputClosed)
        output.flush()
        #expect(output.framesWritten == 1_200)
    }

    @Test("bursts ended by flush, with pauses between, count no underrun")
    func flushAndPause() throws {
        let output = try ALSAOutput(device: "null")
        for burst in 1...5 {
            try Signals.write(Signals.sine(count: 100 * burst), to: output)
            output.flush()
            output.flush()
            Thread.sleep(forTimeInterval: 0.03)
        }
        try output.close()
        #expect(output.underruns == 0)
        #expect(
            output.framesWritten == [100, 200, 300, 400, 500].map { ($0 + 239) / 240 * 240 }.reduce(0, +))
    }

    @Test(
        "the rate and period are checked before the device is opened",
        arguments: [
            (48_000, Duration.zero, AudioError.durationNotPositive(.zero)),
            (4_000, .milliseconds(5), .sampleRateOutOfRange(4_000)),
            (400_000, .milliseconds(5), .sampleRateOutOfRange(400_000)),
        ])
    func parameters(rate: Int, period: Duration, expected: AudioError) {
        let error = audioError { () throws(AudioError) in
            _ = try ALSAOutput(device: "null", sampleRate: rate, periodTarget: period)
        }
        #expect(error == expected)
    }
}

@Suite("The writer thread's scheduling")
struct WriterSchedulingTests {
    @Test("the writer thread runs SCHED_FIFO exactly when it says it has real-time priority")
    func realTimePriority() throws {
        let output = try ALSAOutput(device: "null")
        defer { try? output.close() }
        let policies = Self.policiesOfThreads(named: "ALSA writer")
        try #require(!policies.isEmpty, "no thread named \"ALSA writer\" in /proc/self/task")
        if output.hasRealTimePriority {
            #expect(policies.allSatisfy { $0 == SCHED_FIFO })
        } else {
            #expect(policies.contains(SCHED_OTHER))
        }
    }

    /// The scheduling policy (field 41 of /proc/self/task/TID/stat) of each thread of this
    /// process with the given name.
    static func policiesOfThreads(named name: String) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { task in
            let folder = "/proc/self/task/\(task)"
            guard let comm = try? String(contentsOfFile: folder + "/comm", encoding: .utf8),
                comm.trimmingCharacters(in: .newlines) == name,
                let stat = try? String(contentsOfFile: folder + "/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return nil }
            // After the name in parentheses come the fields from the third on.
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            return fields.count > 38 ? Int32(fields[38]) : nil
        }
    }
}
