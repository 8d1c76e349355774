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
    /// `levels` faded out towards the Nyquist frequency at the current pitch.
    private var gains: [Double]
    /// How many of `gains` are above zero.
    private var harmonics: Int
    private let scale: Double
    /// Whether the next sample is the first of a cycle.
    private var startsCycle: Bool

    init(hertz: Double, sampleRate: Int, timbre: Timbre, phase: Double = 0) {
        self.sampleRate = Double(sampleRate)
        self.increment = hertz / Double(sampleRate)
        self.phase = phase - phase.rounded(.down)
        self.startsCycle = self.phase == 0
        levels = timbre.harmonicLevels
        gains = levels
        harmonics = levels.count
        self.scale = timbre.normalisation
        updateGains()
    }

    /// The frequency in hertz.
    var hertz: Double { increment * sampleRate }

    /// Changes the frequency from the next sample on, keeping the phase.
    mutating func setHertz(_ hertz: Double) {
        increment = hertz / sampleRate
        updateGains()
    }

    /// Fades each overtone out as it nears the Nyquist frequency: full level up to a quarter of
    /// the sample rate, a raised-cosine fade to nothing at 0.45 of it. Recomputed on every change
    /// of pitch, so a note moved up never folds an overtone back below Nyquist. The fundamental
    /// always keeps its level.
    private mutating func updateGains() {
        let hertz = increment * sampleRate
        let full = sampleRate / 4
        let silent = sampleRate * 0.45
        var count = 1
        for index in levels.indices {
            let overtone = Double(index + 1) * hertz
            let fade: Double
            if index == 0 || overtone <= full {
                fade = 1
            } else if overtone >= silent {
                fade = 0
            } else {
                fade = 0.5 + 0.5 * cos(Double.pi * (overtone - full) / (silent - full))
            }
            gains[index] = levels[index] * fade
            if fade > 0 { count = index + 1 }
        }
        harmonics = count
    }

    /// The sample at the current phase, then advances. `wrapped` is true when the phase of the
    /// returned sample is the first at or after a cycle's start: an upward zero crossing.
    @inline(__always)
    mutating func next() -> (value: Double, wrapped: Bool) {
        let angle = 2 * Double.pi * phase
        let value: Double
        if levels.count == 1 {
            value = sin(angle)
        } else {
            // sin(k x) by the Chebyshev recurrence: one sin and one cos per sample.
            let sine = sin(angle)
            let twiceCosine = 2 * cos(angle)
            var previous = 0.0
            var current = sine
            var sum = gains[0] * sine
            for index in 1..<harmonics {
                let following = twiceCosine * current - previous
                previous = current
                current = following
                sum += gains[index] * following
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
