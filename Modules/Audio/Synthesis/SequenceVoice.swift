import Domain

/// A tone sequence played live by the engine: the same samples `ToneSequenceRenderer` writes,
/// rendered a block at a time.
///
/// Boundaries are placed at the sample nearest the exact running time, and each tone is a
/// `Voice(sequenceTone:)`, so the engine and the renderer agree to the bit. Stopping ends the
/// sequence after the tone that sounds (with its release), or at once during a silence.
struct SequenceVoice: Sendable {
    private let segments: [MorseSegment]
    private let tone: Tone
    private let rampFrames: Int
    private let sampleRate: Int
    private let timbre: Timbre
    private var index = -1
    private var elapsed = Duration.zero
    private var position = 0
    private var segmentEnd = 0
    private var voice: Voice?
    private var stopRequested = false
    private(set) var isFinished = false

    init(segments: [MorseSegment], tone: Tone, rampFrames: Int, sampleRate: Int, timbre: Timbre) {
        self.segments = segments
        self.tone = tone
        self.rampFrames = rampFrames
        self.sampleRate = sampleRate
        self.timbre = timbre
        advance()
    }

    /// Ends the sequence after the sounding tone's release, or now during a silence.
    mutating func stop() {
        stopRequested = true
        if var voice {
            voice.stop()
            self.voice = voice
        } else {
            isFinished = true
        }
    }

    /// Adds the next `count` samples to `buffer` from `start`.
    /// - Returns: How many samples the sequence produced before it ended.
    mutating func render(into buffer: inout [Float], from start: Int, count: Int) -> Int {
        var produced = 0
        while produced < count, !isFinished {
            if stopRequested {
                // Past the segment's end if need be: a stopped tone finishes its release.
                guard var voice else {
                    isFinished = true
                    break
                }
                produced += voice.render(into: &buffer, from: start + produced, count: count - produced)
                self.voice = voice
                isFinished = voice.isFinished
                break
            }
            let length = min(segmentEnd - position, count - produced)
            if length > 0 {
                if var voice {
                    _ = voice.render(into: &buffer, from: start + produced, count: length)
                    self.voice = voice
                }
                position += length
                produced += length
            }
            if position >= segmentEnd { advance() }
        }
        return produced
    }

    /// Moves to the next segment, or ends the sequence after the last.
    private mutating func advance() {
        index += 1
        guard index < segments.count else {
            isFinished = true
            voice = nil
            return
        }
        elapsed += segments[index].duration
        let end = FrameCount.frames(in: elapsed, sampleRate: sampleRate)
        let length = end - segmentEnd
        segmentEnd = end
        if segments[index].isTone, length > 0 {
            voice = Voice(
                sequenceTone: tone, rampFrames: rampFrames, frames: length, sampleRate: sampleRate,
                timbre: timbre)
        } else {
            voice = nil
        }
    }
}
