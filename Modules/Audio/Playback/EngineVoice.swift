/// What the engine renders for one entry: a note, or a tone sequence played live.
enum EngineVoice: Sendable {
    case note(Voice)
    case sequence(SequenceVoice)

    var isFinished: Bool {
        switch self {
        case .note(let voice): voice.isFinished
        case .sequence(let sequence): sequence.isFinished
        }
    }

    mutating func stop() {
        switch self {
        case .note(var voice):
            voice.stop()
            self = .note(voice)
        case .sequence(var sequence):
            sequence.stop()
            self = .sequence(sequence)
        }
    }

    /// Retunes a note; a sequence keeps its tone.
    mutating func setHertz(_ hertz: Double) {
        if case .note(var voice) = self {
            voice.setHertz(hertz)
            self = .note(voice)
        }
    }

    mutating func render(into buffer: inout [Float], from start: Int, count: Int) -> Int {
        switch self {
        case .note(var voice):
            let produced = voice.render(into: &buffer, from: start, count: count)
            self = .note(voice)
            return produced
        case .sequence(var sequence):
            let produced = sequence.render(into: &buffer, from: start, count: count)
            self = .sequence(sequence)
            return produced
        }
    }
}
