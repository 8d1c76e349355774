import Domain
import Foundation

/// One sounding note: an oscillator shaped by raised-cosine attack and release ramps.
///
/// The ramps are timed to the waveform so that no step between samples is larger than the
/// steady tone's own: the attack is started at the phase that makes it end exactly on a cycle's
/// start, and the release waits for the next cycle start before it begins (at most one period).
/// A ramp that meets the wave at its crest makes a click at low notes, where a 5 ms ramp is
/// steeper than the wave itself; meeting it at a zero crossing does not.
struct Voice: Sendable {
    enum Stage: Sendable, Equatable {
        /// Rising; the payload is the index of the next sample in the ramp.
        case attack(Int)
        /// Full level; the payload counts the samples left before the release is due, or is
        /// nil for a note that sounds until stopped.
        case sustain(remaining: Int?)
        /// Full level, waiting for the cycle start at which the release begins.
        case awaitingRelease
        /// Falling; the payload is the index of the next sample in the ramp.
        case release(Int)
        /// Silent for good.
        case finished
    }

    private(set) var oscillator: Oscillator
    private(set) var stage: Stage
    let amplitude: Double
    let rampFrames: Int
    private var stopRequested = false

    /// A note of `frames` samples (nil: until stopped) whose attack ends on a cycle start.
    init(tone: Tone, rampFrames ramp: Int, frames: Int?, sampleRate: Int, timbre: Timbre) {
        var rampFrames = max(1, ramp)
        if let frames { rampFrames = max(1, min(rampFrames, (frames - 1) / 2)) }
        let increment = tone.frequency.hertz / Double(sampleRate)
        let startPhase = -Double(rampFrames) * increment
        oscillator = Oscillator(
            hertz: tone.frequency.hertz,
            sampleRate: sampleRate,
            timbre: timbre,
            phase: startPhase - startPhase.rounded(.down)
        )
        amplitude = tone.amplitude
        self.rampFrames = rampFrames
        stage = .attack(0)
        if let frames {
            // Release is due after attack + sustain; it then waits for a cycle start, half a
            // period on average, so the sustain is shortened by that much to keep the length.
            let halfPeriod = Int((0.5 / increment).rounded())
            remainingAfterAttack = max(0, frames - 2 * rampFrames - 1 - halfPeriod)
        } else {
            remainingAfterAttack = nil
        }
    }

    private var remainingAfterAttack: Int?
    /// Whether a timed note's release waits for a cycle start (notes) or begins exactly when
    /// due (tone sequences, whose timing must be exact to the sample).
    private var releasesOnCycleStart = true

    /// A tone of exactly `frames` samples that starts at phase 0 and ends with its release, for
    /// tone sequences: `rampFrames` of attack (the first sample silent), the sustain, and
    /// `rampFrames + 1` of release (the last sample silent).
    init(sequenceTone tone: Tone, rampFrames ramp: Int, frames: Int, sampleRate: Int, timbre: Timbre) {
        let rampFrames = max(1, min(ramp, (frames - 1) / 2))
        oscillator = Oscillator(hertz: tone.frequency.hertz, sampleRate: sampleRate, timbre: timbre)
        amplitude = tone.amplitude
        self.rampFrames = rampFrames
        stage = .attack(0)
        remainingAfterAttack = max(0, frames - 2 * rampFrames - 1)
        releasesOnCycleStart = false
    }

    var isFinished: Bool { stage == .finished }

    /// The frequency the note sounds at now.
    var hertz: Double { oscillator.hertz }

    /// Asks for the release; it begins at the next cycle start after the attack.
    mutating func stop() {
        stopRequested = true
        if case .sustain = stage { stage = .awaitingRelease }
    }

    /// Changes the pitch from the next sample on, phase-continuously.
    mutating func setHertz(_ hertz: Double) {
        oscillator.setHertz(hertz)
    }

    /// Adds this voice's next `count` samples to `buffer`, from `start`.
    /// - Returns: How many samples the voice produced before finishing (`count` while it sounds).
    mutating func render(into buffer: inout [Float], from start: Int, count: Int) -> Int {
        var index = start
        let end = start + count
        while index < end {
            switch stage {
            case .attack(let step):
                let (value, _) = oscillator.next()
                let gain = 0.5 - 0.5 * cos(Double.pi * Double(step) / Double(rampFrames))
                buffer[index] += Float(value * gain * amplitude)
                index += 1
                if step + 1 >= rampFrames {
                    stage = stopRequested ? .awaitingRelease : .sustain(remaining: remainingAfterAttack)
                    if stage == .sustain(remaining: 0) {
                        stage = releasesOnCycleStart ? .awaitingRelease : .release(0)
                    }
                } else {
                    stage = .attack(step + 1)
                }
            case .sustain(let remaining):
                var left = remaining.map { min($0, end - index) } ?? (end - index)
                let taken = left
                while left > 0 {
                    buffer[index] += Float(oscillator.next().value * amplitude)
                    index += 1
                    left -= 1
                }
                if let remaining {
                    if remaining - taken > 0 {
                        stage = .sustain(remaining: remaining - taken)
                    } else {
                        stage = releasesOnCycleStart ? .awaitingRelease : .release(0)
                    }
                }
            case .awaitingRelease:
                let probe = oscillator
                let (value, wrapped) = oscillator.next()
                if wrapped {
                    oscillator = probe
                    stage = .release(0)
                } else {
                    buffer[index] += Float(value * amplitude)
                    index += 1
                }
            case .release(let step):
                let (value, _) = oscillator.next()
                let gain = 0.5 + 0.5 * cos(Double.pi * Double(step) / Double(rampFrames))
                buffer[index] += Float(value * gain * amplitude)
                index += 1
                stage = step >= rampFrames ? .finished : .release(step + 1)
            case .finished:
                return index - start
            }
        }
        return count
    }
}
