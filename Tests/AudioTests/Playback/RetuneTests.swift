import Audio
import Domain
import Foundation
import Testing

@Suite("Retuning and the engine's thread")
struct RetuneTests {
    @Test("a harmonic note moved far up folds no overtone back below the Nyquist frequency")
    func noAliasingAfterRetune() async throws {
        let output = try RecordingOutput(keepsRealTime: true)
        let engine = ToneEngine(output: output, timbre: .harmonic)
        let note = try engine.play(frequency: Frequency(hertz: 200), amplitude: 0.8)
        try await Task.sleep(for: .milliseconds(30))
        try note.adjustFrequency(Frequency(hertz: 5_000))
        let changedAt = output.samples.count
        while output.samples.count < changedAt + 12_000 { try await Task.sleep(for: .milliseconds(10)) }
        note.stop()
        while !note.isFinished { try await Task.sleep(for: .milliseconds(5)) }
        try engine.close()
        let samples = Array(output.samples[(changedAt + 2_400)..<(changedAt + 12_000)])
        // Overtones 5 and 6 (25 and 30 kHz) would fold to 23 and 18 kHz.
        let fundamental = Self.level(of: samples, at: 5_000)
        #expect(fundamental > 0.1)
        for folded in [18_000.0, 23_000] {
            #expect(Self.level(of: samples, at: folded) < fundamental * 0.001, "\(folded) Hz")
        }
    }

    @Test("a duration shorter than one sample is refused as such")
    func shorterThanASample() async throws {
        let engine = ToneEngine(output: try RecordingOutput())
        await #expect(throws: AudioError.durationShorterThanASample(.microseconds(5), sampleRate: 48_000)) {
            try await engine.play(
                frequency: Frequency(hertz: 440), amplitude: 0.5, duration: .microseconds(5))
        }
        #expect(
            AudioError.durationShorterThanASample(.microseconds(5), sampleRate: 48_000).description
                == "duration 0.005 ms is shorter than one sample at 48000 Hz; a note must last at least 0.0208333 ms"
        )
        try engine.close()
    }

    @Test("the engine's thread carries its name, so it can be found in the process list")
    func threadName() throws {
        let engine = ToneEngine(output: try RecordingOutput())
        defer { try? engine.close() }
        let deadline = Date().addingTimeInterval(5)
        var names: [String] = []
        repeat {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            names = tasks.compactMap {
                try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8)
            }
            if names.contains("tone-engine\n") { break }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        #expect(names.contains("tone-engine\n"))
    }

    /// The amplitude of the component at `hertz`, from a Hann-windowed single-bin transform.
    static func level(of samples: [Float], at hertz: Double) -> Double {
        var real = 0.0
        var imaginary = 0.0
        var windowSum = 0.0
        let count = Double(samples.count)
        for (index, sample) in samples.enumerated() {
            let window = 0.5 - 0.5 * cos(2 * Double.pi * Double(index) / count)
            let angle = 2 * Double.pi * hertz * Double(index) / 48_000
            real += Double(sample) * window * cos(angle)
            imaginary -= Double(sample) * window * sin(angle)
            windowSum += window
        }
        return 2 * (real * real + imaginary * imaginary).squareRoot() / windowSum
    }
}
