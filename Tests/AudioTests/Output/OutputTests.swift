import Audio
import Foundation
import Testing

@Suite("The null and recording outputs, and the --audio value")
struct OutputTests {
    @Test("the null output takes as long as playing would")
    func nullKeepsTime() throws {
        let output = try NullOutput(latency: .milliseconds(10))
        let block = [Float](repeating: 0.25, count: 480)
        let start = ContinuousClock.now
        for _ in 0..<25 { try output.write(block.span) }  // 250 ms of sound
        let elapsed = ContinuousClock.now - start
        // A lower bound only: a busy machine may take longer, never shorter.
        #expect(elapsed >= .milliseconds(230))
        #expect(output.framesWritten == 12_000)
        try output.close()
        #expect(throws: AudioError.outputClosed) { try output.write(block.span) }
    }

    @Test("a pause between bursts does not make the null output rush to catch up")
    func nullAfterIdle() throws {
        let output = try NullOutput(latency: .milliseconds(10))
        let block = [Float](repeating: 0, count: 4_800)
        try output.write(block.span)
        Thread.sleep(forTimeInterval: 0.2)
        let start = ContinuousClock.now
        try output.write(block.span)
        try output.write(block.span)
        // The second burst is paced from when it started: 100 ms less the 10 ms lead.
        #expect(ContinuousClock.now - start >= .milliseconds(85))
    }

    @Test("the recording output keeps every sample and where each burst ended")
    func recording() throws {
        let output = try RecordingOutput()
        try output.write([Float](repeating: 0.5, count: 100).span)
        output.flush()
        output.flush()
        try output.write([Float](repeating: -0.5, count: 50).span)
        output.flush()
        #expect(output.samples.count == 150)
        #expect(output.samples[99] == 0.5 && output.samples[100] == -0.5)
        #expect(output.flushes == [100, 150])
    }

    @Test("outputs refuse a sample rate outside 8 kHz...192 kHz", arguments: [0, 7_999, 192_001])
    func sampleRates(rate: Int) {
        #expect(throws: AudioError.sampleRateOutOfRange(rate)) { try NullOutput(sampleRate: rate) }
        #expect(throws: AudioError.sampleRateOutOfRange(rate)) { try RecordingOutput(sampleRate: rate) }
    }

    @Test(
        "--audio values are read as alsa[:DEVICE], wav:PATH or null",
        arguments: [
            ("alsa", AudioDestination.alsa(device: "default")),
            ("alsa:hw:0,0", .alsa(device: "hw:0,0")),
            ("alsa:file:FILE=/tmp/a.wav,FORMAT=wav", .alsa(device: "file:FILE=/tmp/a.wav,FORMAT=wav")),
            ("wav:/tmp/session.wav", .wav(path: "/tmp/session.wav")),
            ("wav:out:1.wav", .wav(path: "out:1.wav")),
            ("null", .null),
        ])
    func destinations(text: String, expected: AudioDestination) throws {
        let destination = try AudioDestination(parsing: text)
        #expect(destination == expected)
        #expect(try AudioDestination(parsing: destination.description) == expected)
    }

    @Test(
        "any other --audio value is refused, naming it and the allowed forms",
        arguments: ["pulse", "alsa:", "wav:", "wav", "null:x", "", "ALSA", "file:out.wav"])
    func badDestinations(text: String) {
        #expect(throws: AudioError.unknownOutput(text)) { try AudioDestination(parsing: text) }
        #expect(
            AudioError.unknownOutput(text).description
                == "\"\(text)\" is not an audio output; allowed: alsa (the default device), alsa:DEVICE, "
                + "wav:PATH (write to a file), null (silence that keeps time)")
    }
}
