import Foundation
import Synchronization

/// A terminal on a pair of file descriptors: its size, its colour mode, and full-screen
/// sessions with raw keys that always leave the terminal as they found it.
///
/// A full-screen session (`enterFullScreen`) switches to raw input, the alternate screen and
/// a hidden cursor, and asks for the kitty keyboard protocol where the terminal offers it.
/// Everything is undone by `restore()` (call it in a `defer`; it is idempotent, and `deinit`
/// calls it too), by the `atexit` hook when the program exits, and by signal handlers on
/// SIGINT, SIGTERM, SIGHUP, SIGQUIT and on crashes, which restore and then let the signal
/// take its course. Ctrl-C in a session is a key (`KeyEvent.interrupt`), not a signal.
///
/// Keys and resizes come from `events()`, read on a thread of their own; frames go out
/// through `draw(_:)`, which rewrites only the lines that changed.
public final class Terminal: Sendable {
    /// The descriptor keys are read from.
    public let inputDescriptor: Int32
    /// The descriptor the screen is written to.
    public let outputDescriptor: Int32
    /// What styling the output gets: none when it is not a terminal, no colour under `NO_COLOR`.
    public let colorMode: ColorMode
    /// True when both descriptors are terminals, so a full-screen session can open.
    public let isInteractive: Bool

    private let environment: [String: String]
    private let state = Mutex(State())
    /// Serialises writes, so a frame and a restore never interleave.
    private let writeLock = Mutex(())

    struct Session {
        var keyboard: KeyboardEnhancements
        var reader: InputReader
        var previousWindowAction: sigaction
    }

    struct State {
        var session: Session?
        var renderer = FrameRenderer()
        var continuation: AsyncStream<TerminalEvent>.Continuation?
        var backlog: [TerminalEvent] = []
        var inputEnded = false
        var liveLineShown = false
    }

    /// Opens a terminal on two descriptors (standard input and output by default).
    /// - Parameters:
    ///   - input: Where keys are read from.
    ///   - output: Where the screen goes; use 2 (standard error) for a progress bar that must
    ///     stay out of piped output.
    ///   - environment: The environment to read `NO_COLOR`, `TERM`, `COLUMNS` and `LINES`
    ///     from; the process's own by default.
    public init(input: Int32 = 0, output: Int32 = 1, environment: [String: String]? = nil) {
        inputDescriptor = input
        outputDescriptor = output
        self.environment = environment ?? ProcessInfo.processInfo.environment
        let outputIsTerminal = isatty(output) == 1
        isInteractive = outputIsTerminal && isatty(input) == 1
        colorMode = ColorMode.detect(environment: self.environment, isTerminal: outputIsTerminal)
    }

    deinit {
        restore()
    }

    /// The window's size now, from the terminal itself, else `COLUMNS` and `LINES`, else 80 × 24.
    public var size: TerminalSize {
        for descriptor in [outputDescriptor, inputDescriptor] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
            }
        }
        return TerminalSize.fromEnvironment(environment)
    }

    /// True between `enterFullScreen` and `restore`.
    public var isInFullScreen: Bool { state.withLock { $0.session != nil } }

    /// The kitty keyboard enhancements in force: what was asked for when the terminal speaks
    /// the protocol, else empty (no releases will be reported).
    public var keyboard: KeyboardEnhancements { state.withLock { $0.session?.keyboard ?? [] } }

    /// Opens a full-screen session: raw mode, the alternate screen, the cursor hidden, and the
    /// kitty keyboard protocol when the terminal answers its query.
    /// - Parameter options: The keyboard enhancements to ask for and how long to wait.
    /// - Throws: `TerminalError.notATerminal` when input or output is not a terminal,
    ///   `.sessionAlreadyOpen` when this or another `Terminal` has a session open, `.system`
    ///   when the terminal refuses its settings.
    public func enterFullScreen(_ options: FullScreenOptions = FullScreenOptions()) throws(TerminalError) {
        try state.withLock { (state) throws(TerminalError) in
            guard state.session == nil else { throw .sessionAlreadyOpen }
            for descriptor in [inputDescriptor, outputDescriptor] where isatty(descriptor) != 1 {
                throw .notATerminal(descriptor: descriptor)
            }
            var saved = termios()
            guard tcgetattr(inputDescriptor, &saved) == 0 else {
                throw .system(operation: "read the settings (tcgetattr)", errno: errno)
            }
            let reader = try InputReader(
                input: inputDescriptor, currentSize: { [weak self] in self?.size ?? .fallback },
                deliver: { [weak self] output in self?.receive(output) })
            let restoring = ControlSequence.restore(poppingKeyboard: false)
            guard
                EmergencyRestore.arm(
                    input: inputDescriptor, output: outputDescriptor, settings: saved, sequence: restoring)
            else {
                reader.stop()
                throw .sessionAlreadyOpen
            }
            var raw = RawMode.settings(from: saved)
            guard tcsetattr(inputDescriptor, TCSANOW, &raw) == 0 else {
                let code = errno
                EmergencyRestore.disarm(writingSequence: false)
                reader.stop()
                throw .system(operation: "switch to raw mode (tcsetattr)", errno: code)
            }
            send(
                ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
                    + ControlSequence.disableAutowrap
                    + ControlSequence.clearScreen + ControlSequence.moveTo(row: 1, column: 1))
            var outcome = KeyboardProbe.Outcome()
            var keyboard: KeyboardEnhancements = []
            if !options.keyboard.isEmpty {
                outcome = KeyboardProbe.run(
                    input: inputDescriptor, output: outputDescriptor, timeout: options.probeTimeout)
                if outcome.supported {
                    // Pushed on the alternate screen's own stack, and popped before leaving it.
                    send(ControlSequence.pushKeyboardFlags(options.keyboard))
                    keyboard = options.keyboard
                    EmergencyRestore.replaceSequence(with: ControlSequence.restore(poppingKeyboard: true))
                }
            }
            let previousWindowAction = WindowChangeSignal.install(notifying: reader.wakeWrite)
            state.session = Session(
                keyboard: keyboard, reader: reader, previousWindowAction: previousWindowAction)
            state.backlog = outcome.keys
            state.inputEnded = false
            state.liveLineShown = false
            state.renderer.invalidate()
            reader.start(parser: outcome.parser)
        }
    }

    /// Closes the full-screen session, if one is open: stops reading keys, pops the keyboard
    /// mode, shows the cursor, leaves the alternate screen and restores the saved terminal
    /// settings. The event stream finishes. Calling it again does nothing.
    public func restore() {
        let taken = state.withLock { state -> (Session, AsyncStream<TerminalEvent>.Continuation?)? in
            guard let session = state.session else { return nil }
            state.session = nil
            state.renderer.invalidate()
            state.backlog = []
            defer { state.continuation = nil }
            return (session, state.continuation)
        }
        guard let (session, continuation) = taken else { return }
        // The SIGWINCH handler writes to the reader's pipe: take it down before the pipe closes.
        WindowChangeSignal.uninstall(previous: session.previousWindowAction)
        session.reader.stop()
        writeLock.withLock { _ in _ = EmergencyRestore.disarm() }
        continuation?.finish()
    }

    /// The session's keys and resizes, in order, until `restore()` or the terminal closes.
    ///
    /// Keys typed before the first call are kept for it. Ask once per session: a second call
    /// finishes the first stream. Outside a session the stream is empty.
    public func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        state.withLock { state in
            state.continuation?.finish()
            state.continuation = nil
            for event in state.backlog { continuation.yield(event) }
            state.backlog = []
            if state.session == nil || state.inputEnded {
                continuation.finish()
            } else {
                state.continuation = continuation
            }
        }
        return stream
    }

    private func receive(_ output: InputReader.Output) {
        state.withLock { state in
            switch output {
            case .event(let event):
                if case .resize = event { state.renderer.invalidate() }
                if let continuation = state.continuation {
                    continuation.yield(event)
                } else {
                    state.backlog.append(event)
                }
            case .ended:
                state.inputEnded = true
                state.continuation?.finish()
                state.continuation = nil
            }
        }
    }

    /// Writes text to the output as it is, whole.
    func send(_ text: String) {
        guard !text.isEmpty else { return }
        writeLock.withLock { _ in _ = FileDescriptorIO.writeAll(outputDescriptor, text) }
    }

    /// Runs `body` with the state locked; for the drawing extension.
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }
}
