import Audio
import AudioALSA
import AudioTestSupport
import Foundation
import Testing

/// ALSA's `file` plugin (`file:FILE=PATH,FORMAT=wav`) writes what reaches the device into a WAV
/// file, through the real ALSA path, with `null` behind it.
///
/// Each burst reaches the device as whole periods: a `flush()` pads the burst's last partial
/// period with silence, and so does `close()`. The file therefore holds each burst, bit-exact as
/// `SampleFormat.int16(from:)` converts it, followed by zeros up to the next multiple of the
/// period. A flush with nothing written since the last one adds nothing.
@Suite("Writing a WAV file through ALSA's file plugin")
struct FilePluginTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory(prefix: "alsa-tests")
    }

    @Test(
        "bursts come back bit-exact, in order, each padded with silence to whole periods",
        arguments: [
            [1_000, 2_345],
            [960, 1],
            [7, 0, 5_000],
            [48_000],
        ]
    )
    func roundTrip(burstLengths: [Int]) throws {
        let path = folder.file("out.wav")
        let output = try ALSAOutput(device: "file:FILE=\(path),FORMAT=wav", format: .int16)
        #expect(output.negotiatedFormat == .int16)
        #expect(output.sampleRate == 48_000)
        #expect(output.periodFrames <= 480)
        var bursts: [[Float]] = []
        for (index, length) in burstLengths.enumerated() {
            let burst = Signals.ramp(count: length, peak: 1 + Float(index) / 4)
            try Signals.write(burst, to: output, block: 97 + index)
            if index < burstLengths.count - 1 { output.flush() }
            if !burst.isEmpty { bursts.append(burst) }
        }
        try output.close()

        let expected = Signals.padded(bursts, period: output.periodFrames).map(SampleFormat.int16(from:))
        let wav = try WAVContents(path: path)
        #expect(wav.formatTag == 1)
        #expect(wav.channels == 1)
        #expect(wav.sampleRate == 48_000)
        #expect(wav.bitsPerSample == 16)
        #expect(wav.blockAlign == 2)
        #expect(wav.byteRate == 96_000)
        #expect(Int(wav.riffSize) == wav.fileSize - 8)
        #expect(wav.samples.count == expected.count)
        #expect(wav.samples == expected)
        #expect(output.framesWritten == expected.count)
        #expect(output.underruns == 0)
    }

    @Test("a device opened and closed without a write leaves an empty WAV file")
    func empty() throws {
        let path = folder.file("empty.wav")
        let output = try ALSAOutput(device: "file:FILE=\(path),FORMAT=wav", format: .int16)
        output.flush()
        try output.close()
        let wav = try WAVContents(path: path)
        #expect(wav.samples.isEmpty)
        #expect(output.framesWritten == 0)
    }
}
