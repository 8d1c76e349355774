import Foundation

/// A phase accumulator in double precision and the waveform it drives.
///
/// The phase is kept in cycles, in 0..<1, and advanced by `frequency / sampleRate` per sample.
/// With 53 bits of mantissa the frequency is exact to about 1e-12 of itself, far below the
/// 0.1 cent (6e-5) a pitch trainer must reach, and changing the increment never touches the
/// phase, which is what makes `adjustFrequency` free of clicks.
struct Oscillator: Sendable {
    /// The phase of the next sample, in cycles.
    private(set) var phase: Double
    /// Cycles per sample.
    private(set) var increment: Double
    let sampleRate: Double
    private let levels: [Double]
    private let harmonics: Int
    private let scale: Double
    /// Whether the next sample is the first of a cycle.
    private var startsCycle: Bool

    init(hertz: Double, sampleRate: Int, timbre: Timbre, phase: Double = 0) {
        self.sampleRate = Double(sampleRate)
        self.increment = hertz / Double(sampleRate)
        self.phase = phase - phase.rounded(.down)
        self.startsCycle = self.phase == 0
        let ceiling = Double(sampleRate) / 4
        let levels = timbre.harmonicLevels
        let audible = levels.indices.filter { Double($0 + 1) * hertz < ceiling }.count
        self.levels = levels
        self.harmonics = max(1, audible)
        self.scale = timbre.normalisation
    }

    /// The frequency in hertz.
    var hertz: Double { increment * sampleRate }

    /// Changes the frequency from the next sample on, keeping the phase.
    mutating func setHertz(_ hertz: Double) {
        increment = hertz / sampleRate
    }

    /// The sample at the current phase, then advances. `wrapped` is true when the phase of the
    /// returned sample is the first at or after a cycle's start: an upward zero crossing.
    @inline(__always)
    mutating func next() -> (value: Double, wrapped: Bool) {
        let angle = 2 * Double.pi * phase
        let value: Double
        if harmonics == 1 {
            value = sin(angle)
        } else {
            // sin(k x) by the Chebyshev recurrence: one sin and one cos per sample.
            let sine = sin(angle)
            let twiceCosine = 2 * cos(angle)
            var previous = 0.0
            var current = sine
            var sum = levels[0] * sine
            for index in 1..<harmonics {
                let following = twiceCosine * current - previous
                previous = current
                current = following
                sum += levels[index] * following
            }
            value = sum * scale
        }
        let wrapped = startsCycle
        phase += increment
        startsCycle = phase >= 1
        if startsCycle { phase -= 1 }
        return (value, wrapped)
    }
}
