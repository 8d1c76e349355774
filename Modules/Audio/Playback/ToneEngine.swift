public import Domain
import Foundation
import Synchronization

/// The note player: renders every sounding note on its own thread into an `AudioOutput`.
///
/// Callers never wait for audio: `play` and the handle's methods take a short lock, change the
/// set of voices and return. The engine thread renders blocks of 5 ms and hands each to the
/// output, which paces it; a change therefore reaches the output within one block of being
/// asked for. When no note sounds the thread sleeps and the output is flushed, so a device
/// rests between notes.
///
/// Close the engine with `close()` to play out what is sounding and release the output; an
/// engine that is simply dropped stops its thread but leaves the output open.
public final class ToneEngine: NotePlayer {
    /// Where the samples go.
    public let output: any AudioOutput
    /// The colour of every note this engine plays.
    public let timbre: Timbre
    /// The attack and release of every note.
    public let ramp: Ramp
    /// Samples per block; the longest a change waits before it is rendered.
    public let blockFrames: Int

    private let core: EngineCore

    /// Starts an engine on an output.
    /// - Parameters:
    ///   - output: The sink; the engine renders at its sample rate.
    ///   - timbre: The colour of every note.
    ///   - ramp: The attack and release of every note.
    public init(output: any AudioOutput, timbre: Timbre = .sine, ramp: Ramp = .standard) {
        self.output = output
        self.timbre = timbre
        self.ramp = ramp
        blockFrames = max(16, output.sampleRate / 200)
        core = EngineCore(output: output, blockFrames: blockFrames)
        core.start()
    }

    deinit {
        core.shutDown()
    }

    /// Plays a checked tone for a fixed time; see `NotePlayer.play(frequency:amplitude:duration:)`.
    ///
    /// The note's attack ends, and its release begins, on a cycle start of the wave, so it lasts
    /// `duration` to within half a period. Cancelling the task stops it with its release ramp and
    /// returns normally once the ramp is rendered.
    /// - Throws: `AudioError.durationNotPositive`, `.durationShorterThanASample`, `.outputClosed`,
    ///   or the output's failure.
    public func play(_ tone: Tone, duration: Duration) async throws(AudioError) {
        guard duration > .zero else { throw .durationNotPositive(duration) }
        let frames = FrameCount.frames(in: duration, sampleRate: output.sampleRate)
        guard frames > 0 else { throw .durationShorterThanASample(duration, sampleRate: output.sampleRate) }
        try await run(.note(makeVoice(tone, frames: frames)))
    }

    /// Plays a tone sequence live (a Morse word as it is being practised) and returns when its
    /// last sample has been handed to the output. The samples are those `ToneSequenceRenderer`
    /// writes for the same segments, tone, ramp and timbre. Cancelling the task ends the sequence
    /// after the sounding tone's release.
    /// - Throws: `AudioError.durationNotPositive` for a segment of zero length or below (nothing
    ///   sounds), `.outputClosed`, or the output's failure.
    public func play(_ segments: [MorseSegment], tone: Tone) async throws(AudioError) {
        if let bad = segments.first(where: { $0.duration <= .zero }) {
            throw .durationNotPositive(bad.duration)
        }
        try await run(
            .sequence(
                SequenceVoice(
                    segments: segments, tone: tone, rampFrames: ramp.frames(atSampleRate: output.sampleRate),
                    sampleRate: output.sampleRate, timbre: timbre)))
    }

    /// Adds a voice that ends by itself and waits for its last sample.
    private func run(_ voice: EngineVoice) async throws(AudioError) {
        let id = core.reserveID()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                core.add(voice, id: id, completion: continuation)
            }
        } onCancel: {
            core.stop(id)
        }
        try result.get()
    }

    /// Plays a note for a fixed time; see `NotePlayer`.
    public func play(frequency: Frequency, amplitude: Double, duration: Duration) async throws(AudioError) {
        try await play(Tone(frequency: frequency, amplitude: amplitude), duration: duration)
    }

    /// Starts a checked tone that sounds until stopped.
    /// - Throws: `AudioError.outputClosed`, or the output's failure.
    public func start(_ tone: Tone) throws(AudioError) -> any PlaybackHandle {
        let id = core.reserveID()
        try core.add(.note(makeVoice(tone, frames: nil)), id: id)
        return Handle(core: core, id: id)
    }

    /// Starts a note that sounds until stopped; see `NotePlayer`.
    public func play(frequency: Frequency, amplitude: Double) throws(AudioError) -> any PlaybackHandle {
        try start(Tone(frequency: frequency, amplitude: amplitude))
    }

    /// Stops every sounding note with its release ramp.
    public func stopAll() {
        core.stopAll()
    }

    /// Lets the sounding notes finish their release, stops the thread and closes the output.
    /// A timed `play` still waiting returns normally, its note cut short by its release; later
    /// notes fail with `AudioError.outputClosed`. Closing twice does nothing more.
    /// - Throws: The output's failure to finish (a file that cannot be completed).
    public func close() throws(AudioError) {
        core.shutDown()
        try output.close()
    }

    private func makeVoice(_ tone: Tone, frames: Int?) -> Voice {
        Voice(
            tone: tone,
            rampFrames: ramp.frames(atSampleRate: output.sampleRate),
            frames: frames,
            sampleRate: output.sampleRate,
            timbre: timbre
        )
    }

    /// The handle of a note started by `play(frequency:amplitude:)`.
    private struct Handle: PlaybackHandle {
        let core: EngineCore
        let id: Int

        func adjustFrequency(_ frequency: Frequency) throws(AudioError) {
            guard ToneLimits.frequencyHertz.contains(frequency.hertz) else {
                throw .frequencyOutOfRange(hertz: frequency.hertz)
            }
            core.setHertz(frequency.hertz, for: id)
        }

        func stop() {
            core.stop(id)
        }

        var isFinished: Bool { core.isFinished(id) }
    }
}
