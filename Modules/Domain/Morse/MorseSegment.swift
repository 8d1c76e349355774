/// A stretch of a Morse transmission: the tone on or off for a while.
///
/// `MorseTiming.segments(for:)` turns code into these; the audio side renders each tone with
/// its ramp and each silence as it is, without knowing anything about Morse.
public enum MorseSegment: Hashable, Sendable {
    /// The tone sounds: a dit or a dah.
    case tone(Duration)
    /// The tone is off: a gap inside a character, between characters or between words.
    case silence(Duration)

    /// How long the segment lasts.
    public var duration: Duration {
        switch self {
        case .tone(let duration), .silence(let duration): duration
        }
    }

    /// Whether the tone sounds during the segment.
    public var isTone: Bool {
        if case .tone = self { true } else { false }
    }
}
