import AudioTestSupport
import Foundation
import Testing

@Suite("ToneAnalysis steps, levels and sounding regions")
struct LevelAnalysisTests {
    static func sine(frequency: Double, amplitude: Double, count: Int, sampleRate: Double = 48_000) -> [Float]
    {
        (0..<count).map { Float(amplitude * sin(2 * Double.pi * frequency * Double($0) / sampleRate + 0.3)) }
    }

    @Test("maxStep finds the largest difference between neighbours")
    func maxStep() {
        #expect(ToneAnalysis.maxStep([Float]()) == 0)
        #expect(ToneAnalysis.maxStep([0.5]) == 0)
        #expect(ToneAnalysis.maxStep([0, 0.25, -0.5, -0.25]) == 0.75)
        #expect(ToneAnalysis.maxStep([0, 0.25, -0.5, -0.25][1...]) == 0.75)
    }

    @Test("a steady sine steps up to, and not beyond, 2A sin(πf/rate)", arguments: [27.5, 440, 4_186])
    func sineBound(frequency: Double) {
        let samples = Self.sine(frequency: frequency, amplitude: 0.5, count: 48_000)
        let bound = ToneAnalysis.sineMaxStep(frequency: frequency, amplitude: 0.5, sampleRate: 48_000)
        let step = ToneAnalysis.maxStep(samples)
        #expect(step <= bound * 1.000_01)
        #expect(step >= bound * 0.999)
    }

    @Test("a click stands out near its frame and not elsewhere")
    func click() {
        var samples = Self.sine(frequency: 440, amplitude: 0.5, count: 4_800)
        let bound = ToneAnalysis.sineMaxStep(frequency: 440, amplitude: 0.5, sampleRate: 48_000)
        samples[2_400] += 0.2
        #expect(ToneAnalysis.maxStep(in: samples, around: 2_400, within: 10) > bound + 0.1)
        #expect(ToneAnalysis.maxStep(in: samples, around: 2_400, within: 1) > bound + 0.1)
        #expect(ToneAnalysis.maxStep(in: samples, around: 1_000, within: 100) <= bound)
        #expect(
            ToneAnalysis.maxStep(in: samples, around: 2_410, within: 9) <= bound,
            "the step 2400-2401 is outside")
        #expect(ToneAnalysis.maxStep(in: samples, around: 0, within: 0) == 0)
        #expect(ToneAnalysis.maxStep(in: samples, around: 4_799, within: 5) <= bound, "clipped at the end")
    }

    @Test("peak and rms of a sine")
    func levels() {
        let samples = Self.sine(frequency: 1_000, amplitude: 0.8, count: 48_000)
        #expect(abs(ToneAnalysis.peak(samples) - 0.8) < 0.001)
        #expect(abs(ToneAnalysis.rms(samples) - 0.8 / 2.squareRoot()) < 0.0001)
        #expect(ToneAnalysis.rms([Float]()) == 0)
        #expect(ToneAnalysis.peak([-0.9, 0.1]) == 0.9)
    }

    @Test("sounding regions are exact to the sample when silence is exact zero")
    func regions() {
        let tone = Self.sine(frequency: 700, amplitude: 0.5, count: 2_000).map { $0 == 0 ? 0.1 : $0 }
        let samples =
            [Float](repeating: 0, count: 100) + tone + [Float](repeating: 0, count: 37) + tone.prefix(3)
        #expect(ToneAnalysis.soundingRegions(samples) == [100..<2_100, 2_137..<2_140])
        #expect(ToneAnalysis.soundingRegions(tone) == [0..<2_000])
        #expect(ToneAnalysis.soundingRegions([Float](repeating: 0, count: 10)).isEmpty)
        #expect(ToneAnalysis.soundingRegions([Float]()).isEmpty)
    }

    @Test("a threshold ignores faint samples; minimumGap bridges short silences")
    func thresholdAndGaps() {
        let samples: [Float] = [0.001, 0.5, 0.5, 0, 0.5, 0, 0, 0.5, -0.001, 0, 0, 0, 0.5]
        #expect(ToneAnalysis.soundingRegions(samples) == [0..<3, 4..<5, 7..<9, 12..<13])
        #expect(ToneAnalysis.soundingRegions(samples, threshold: 0.01) == [1..<3, 4..<5, 7..<8, 12..<13])
        #expect(ToneAnalysis.soundingRegions(samples, threshold: 0.01, minimumGap: 3) == [1..<8, 12..<13])
        #expect(ToneAnalysis.soundingRegions(samples, threshold: 0.01, minimumGap: 5) == [1..<13])
    }
}
