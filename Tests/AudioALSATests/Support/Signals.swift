import Audio
import Foundation

/// Test signals and the outputs they should produce.
enum Signals {
    /// `count` samples rising evenly from `-peak` to `peak`, past full scale when `peak` > 1, so
    /// that every rounding case and the clipping are exercised.
    static func ramp(count: Int, peak: Float = 1.25) -> [Float] {
        guard count > 1 else { return Array(repeating: peak / 2, count: count) }
        return (0..<count).map { -peak + 2 * peak * Float($0) / Float(count - 1) }
    }

    /// A sine of `frequency` Hz at half scale.
    static func sine(count: Int, frequency: Double = 440, sampleRate: Int = 48_000) -> [Float] {
        (0..<count).map { Float(0.5 * sin(2 * Double.pi * frequency * Double($0) / Double(sampleRate))) }
    }

    /// What reaches the device for these bursts: each burst followed by silence up to the next
    /// multiple of `period`, since the writer hands ALSA only whole periods.
    static func padded(_ bursts: [[Float]], period: Int) -> [Float] {
        bursts.flatMap { burst in burst + Array(repeating: 0, count: (period - burst.count % period) % period)
        }
    }

    /// Where each of these bursts ends once padded, in frames from the first: where a device
    /// that runs dry is pausing rather than underrunning.
    static func ends(of bursts: [[Float]], period: Int) -> Set<Int> {
        var end = 0
        return Set(
            bursts.map { burst in
                end += (burst.count + period - 1) / period * period
                return end
            })
    }

    /// Writes `samples` in blocks of `block`, as an engine would.
    static func write(_ samples: [Float], to output: some AudioOutput, block: Int = 256) throws(AudioError) {
        let span = samples.span
        for start in stride(from: 0, to: samples.count, by: block) {
            try output.write(span.extracting(start..<min(start + block, samples.count)))
        }
    }
}

/// The `AudioError` that `body` threw, or nil.
func audioError(_ body: () throws(AudioError) -> Void) -> AudioError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
