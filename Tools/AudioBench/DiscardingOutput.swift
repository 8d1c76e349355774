import Audio

/// An output that throws samples away at once, so the engine runs as fast as it can render.
final class DiscardingOutput: AudioOutput {
    let sampleRate: Int
    var latency: Duration { .zero }
    var name: String { "discard" }

    init(sampleRate: Int) {
        self.sampleRate = sampleRate
    }

    func write(_ samples: Span<Float>) throws(AudioError) {}
    func flush() {}
    func close() throws(AudioError) {}
}
