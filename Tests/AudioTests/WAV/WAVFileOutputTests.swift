import Audio
import AudioTestSupport
import Foundation
import Testing

@Suite("WAVFileOutput, the --audio wav:PATH sink")
struct WAVFileOutputTests {
    @Test("defaults to 16-bit, 48 kHz, and is named after its path")
    func defaults() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("session.wav")
        let output = try WAVFileOutput(path: path)
        #expect(output.name == path)
        #expect(output.sampleRate == 48_000)
        #expect(output.format == .int16)
        #expect(output.latency == .milliseconds(10))
        try output.close()
        let audio = try WAVAudio.read(path: path)
        #expect(audio.format == .int16)
        #expect(audio.sampleRate == 48_000)
        #expect(audio.frameCount == 0)
    }

    @Test("fills the time the engine was idle with silence, so the file keeps the session's rhythm")
    func idleGaps() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("session.wav")
        let output = try WAVFileOutput(path: path, sampleRate: 8_000, format: .float32)
        let burst = [Float](repeating: 0.5, count: 400)  // 50 ms
        let start = ContinuousClock.now
        try output.write(burst.span)
        #expect(output.framesWritten == 400, "the first sound starts the file")
        output.flush()  // the engine ends a burst this way
        Thread.sleep(forTimeInterval: 0.3)
        try output.write(burst.span)
        let elapsed = ContinuousClock.now - start
        output.flush()
        try output.close()
        try output.close()

        let audio = try WAVAudio.read(path: path)
        #expect(audio.frameCount == output.framesWritten)
        let regions = ToneAnalysis.soundingRegions(audio.samples)
        try #require(regions.count == 2)
        #expect(regions[0] == 0..<400)
        #expect(regions[1].count == 400)
        #expect(regions[1].upperBound == audio.frameCount)
        // The pause lasted at least 0.3 s minus the 50 ms the first burst took to play; allow
        // any scheduling delay on top, up to what the whole test took.
        let gap = Double(regions[1].lowerBound - 400) / 8_000
        #expect(gap >= 0.24)
        #expect(gap <= Double(elapsed.components.seconds) + 1)
    }

    @Test("a write that is late inside a burst gets no silence before it: a note is never cut in two")
    func lateIsNotIdle() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("session.wav")
        let output = try WAVFileOutput(path: path, sampleRate: 8_000)
        let block = [Float](repeating: 0.25, count: 80)  // 10 ms
        try output.write(block.span)
        Thread.sleep(forTimeInterval: 0.1)  // a busy machine delays the engine
        try output.write(block.span)
        try output.close()
        let audio = try WAVAudio.read(path: path)
        #expect(audio.frameCount == 160)
        #expect(ToneAnalysis.soundingRegions(audio.samples) == [0..<160])
    }

    @Test("back-to-back writes get no silence between them and take about as long as they play")
    func keepsTime() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("session.wav")
        let output = try WAVFileOutput(path: path, sampleRate: 8_000)
        let block = [Float](repeating: 0.25, count: 80)  // 10 ms
        let start = ContinuousClock.now
        for _ in 0..<20 { try output.write(block.span) }
        let elapsed = ContinuousClock.now - start
        try output.close()
        #expect(elapsed >= .milliseconds(150), "200 ms of sound, 10 ms of it allowed ahead")
        let audio = try WAVAudio.read(path: path)
        #expect(audio.frameCount == 1_600)
        #expect(ToneAnalysis.soundingRegions(audio.samples) == [0..<1_600])
    }

    @Test("refuses writes after close()")
    func closed() throws {
        let directory = try TemporaryDirectory()
        let output = try WAVFileOutput(path: directory.file("session.wav"))
        try output.close()
        let samples: [Float] = [0.5]
        #expect(throws: AudioError.outputClosed) { try output.write(samples.span) }
    }

    @Test("checks the sample rate", arguments: [4_000, 400_000])
    func sampleRate(rate: Int) throws {
        let directory = try TemporaryDirectory()
        #expect(throws: AudioError.sampleRateOutOfRange(rate)) {
            try WAVFileOutput(path: directory.file("session.wav"), sampleRate: rate)
        }
        #expect(directory.entries.isEmpty)
    }
}
