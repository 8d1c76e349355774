public import Foundation

extension AudioError: CustomStringConvertible {
    /// A message a person can act on: the rejected value and what is allowed, or the device and
    /// what to use instead.
    public var description: String {
        switch self {
        case .frequencyOutOfRange(let hertz):
            "frequency \(number(hertz)) Hz is out of range; allowed: "
                + "\(number(ToneLimits.frequencyHertz.lowerBound))...\(number(ToneLimits.frequencyHertz.upperBound)) Hz"
        case .amplitudeOutOfRange(let amplitude):
            "amplitude \(number(amplitude)) is out of range; allowed: 0...1 (1 is full scale)"
        case .durationNotPositive(let duration):
            "duration \(seconds(duration)) is not positive; a note or segment must last longer than 0 s"
        case .durationShorterThanASample(let duration, let sampleRate):
            "duration \(seconds(duration)) is shorter than one sample at \(sampleRate) Hz; "
                + "a note must last at least \(number(1000 / Double(sampleRate))) ms"
        case .rampOutOfRange(let duration):
            "ramp \(seconds(duration)) is out of range; allowed: 1...10 ms"
        case .sampleRateOutOfRange(let rate):
            "sample rate \(rate) Hz is out of range; allowed: "
                + "\(ToneLimits.sampleRates.lowerBound)...\(ToneLimits.sampleRates.upperBound) Hz"
        case .unknownOutput(let text):
            "\"\(text)\" is not an audio output; allowed: alsa (the default device), alsa:DEVICE, "
                + "wav:PATH (write to a file), null (silence that keeps time)"
        case .directoryMissing(let path):
            "cannot write \(path): the directory \((path as NSString).deletingLastPathComponent) "
                + "does not exist"
        case .io(let path, let operation, let code):
            "cannot \(operation) \(path): \(String(cString: strerror(code))) (errno \(code))"
        case .invalidWAV(let path, let detail):
            "\(path) is not a WAV file this program reads: \(detail)"
        case .deviceUnavailable(let device, let detail, let otherDevices):
            "cannot use the sound device \"\(device)\": \(detail). "
                + (otherDevices.isEmpty
                    ? "No other ALSA device was found. "
                    : "Other ALSA devices: \(otherDevices.joined(separator: ", ")). ")
                + "Choose one with --audio alsa:NAME, or use --audio null (silence that keeps time) "
                + "or --audio wav:PATH (write the sound to a file)"
        case .deviceFailed(let device, let detail):
            "the sound device \"\(device)\" failed while playing: \(detail)"
        case .outputClosed:
            "the audio output is closed"
        }
    }
}

extension AudioError: LocalizedError {
    /// The same text as `description`, so Foundation's error presentation shows it.
    public var errorDescription: String? { description }
}

private func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%g", value)
}

private func seconds(_ duration: Duration) -> String {
    let (whole, atto) = duration.components
    let value = Double(whole) + Double(atto) / 1e18
    if abs(value) < 1, value != 0 { return "\(number(value * 1000)) ms" }
    return "\(number(value)) s"
}
