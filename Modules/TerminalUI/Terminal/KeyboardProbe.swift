import Foundation

/// Asks the terminal whether it speaks the kitty keyboard protocol, without hanging on one
/// that does not.
///
/// The query (`CSI ? u`) goes out followed by a primary device attributes query (`CSI c`).
/// Terminals answer in order, and every terminal answers the second, so its answer marks the
/// end: a flags answer before it means yes, none means no. A timeout covers a terminal that
/// answers nothing. Keys typed meanwhile are kept, not lost.
enum KeyboardProbe {
    struct Outcome {
        var supported = false
        var parser = KeyParser()
        var keys: [TerminalEvent] = []
    }

    static func run(input: Int32, output: Int32, timeout: Duration) -> Outcome {
        var outcome = Outcome()
        guard FileDescriptorIO.writeAll(output, ControlSequence.keyboardProbe) == 0 else { return outcome }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while clock.now < deadline {
            let wait = FileDescriptorIO.milliseconds(clock.now.duration(to: deadline))
            let ready = FileDescriptorIO.waitUntil(input, events: Int16(POLLIN), milliseconds: wait)
            guard ready & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return outcome }
            let bytes = FileDescriptorIO.readSome(input)
            guard !bytes.isEmpty else { return outcome }
            let now = clock.now
            var answered = false
            for item in outcome.parser.feed(bytes) {
                switch item {
                case .keyboardFlags: outcome.supported = true
                case .deviceAttributes: answered = true
                case .key(let event): outcome.keys.append(.key(event, at: now))
                }
            }
            if answered { return outcome }
        }
        return outcome
    }
}
