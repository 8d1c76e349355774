import Foundation

extension ToneAnalysis {
    /// The largest difference between neighbouring samples: how sharp the sharpest edge is.
    ///
    /// A click is a step larger than the waveform makes on its own; a steady sine of amplitude
    /// A at frequency f never steps by more than `sineMaxStep(frequency:amplitude:sampleRate:)`.
    /// - Parameter samples: The samples; fewer than two give 0.
    /// - Returns: The largest |x[n+1] - x[n]|.
    public static func maxStep(_ samples: some RandomAccessCollection<Float>) -> Float {
        var largest: Float = 0
        var previous: Float?
        for sample in samples {
            if let previous { largest = max(largest, abs(sample - previous)) }
            previous = sample
        }
        return largest
    }

    /// The largest step between neighbouring samples near one frame, such as a note's onset or
    /// the moment its frequency changed.
    /// - Parameters:
    ///   - samples: All the samples, indexed from 0.
    ///   - frame: The frame to look around.
    ///   - window: How many frames either side to include; steps whose both samples lie in
    ///     `frame - window ... frame + window` (clipped to the samples) count.
    /// - Returns: The largest |x[n+1] - x[n]| there, 0 when fewer than two samples are in range.
    public static func maxStep(in samples: [Float], around frame: Int, within window: Int) -> Float {
        let lower = max(0, frame - window)
        let upper = min(samples.count, frame + window + 1)
        guard upper - lower >= 2 else { return 0 }
        return maxStep(samples[lower..<upper])
    }

    /// The largest step a steady sine makes between neighbouring samples: 2A sin(πf / rate).
    /// - Parameters:
    ///   - frequency: The sine's frequency in Hz.
    ///   - amplitude: Its peak level.
    ///   - sampleRate: Samples per second.
    /// - Returns: The bound that no sample-to-sample step of that sine exceeds.
    public static func sineMaxStep(frequency: Double, amplitude: Double, sampleRate: Int) -> Float {
        Float(2 * amplitude * sin(Double.pi * min(0.5, frequency / Double(sampleRate))))
    }

    /// The largest absolute sample value.
    /// - Parameter samples: The samples; none give 0.
    /// - Returns: max |x[n]|.
    public static func peak(_ samples: some RandomAccessCollection<Float>) -> Float {
        samples.reduce(0) { max($0, abs($1)) }
    }

    /// The root mean square level: A/√2 for a sine of amplitude A.
    /// - Parameter samples: The samples; none give 0.
    /// - Returns: √(Σ x² / n), summed in double precision.
    public static func rms(_ samples: some RandomAccessCollection<Float>) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// Where sound is: the runs of samples louder than `threshold`, as frame ranges.
    ///
    /// With the default threshold of 0, a region is every sample that is not exactly zero, so
    /// silence rendered as exact zeros (as between Morse elements) is found to the sample. Note
    /// that a tone whose attack ramp starts at gain 0 has a silent first sample, and a 16-bit
    /// file rounds the first few ramp samples to 0 too: compare onsets with that in mind. A
    /// sounding tone may also pass through exact zero now and then; `minimumGap` bridges such
    /// short silences.
    /// - Parameters:
    ///   - samples: The samples, indexed from 0.
    ///   - threshold: Samples with |x| at or below it count as silent.
    ///   - minimumGap: Silences shorter than this many frames between two sounding runs are
    ///     merged into one region; 1 (the default) merges none.
    /// - Returns: The regions in order, each from its first sounding frame to one past its last.
    public static func soundingRegions(
        _ samples: some RandomAccessCollection<Float>, threshold: Float = 0, minimumGap: Int = 1
    ) -> [Range<Int>] {
        var regions: [Range<Int>] = []
        var start: Int?
        for (frame, sample) in samples.enumerated() {
            let sounding = abs(sample) > threshold
            if sounding, start == nil {
                start = frame
            } else if !sounding, let first = start {
                regions.append(first..<frame)
                start = nil
            }
        }
        if let start { regions.append(start..<samples.count) }
        var merged: [Range<Int>] = []
        for region in regions {
            if let last = merged.last, region.lowerBound - last.upperBound < minimumGap {
                merged[merged.count - 1] = last.lowerBound..<region.upperBound
            } else {
                merged.append(region)
            }
        }
        return merged
    }
}
