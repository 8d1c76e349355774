import Dispatch
import Foundation
import Synchronization

/// The thread that reads a session's keys: it waits in `poll(2)` on the terminal and on a
/// wake-up pipe, so it can be stopped at once and told about resizes by a signal handler.
///
/// When bytes of an unfinished sequence are pending it waits only `KeyParser.escapeTimeout`
/// and then flushes the parser, which is how a lone Escape becomes a key.
final class InputReader: Sendable {
    /// What the reader reports.
    enum Output: Sendable {
        case event(TerminalEvent)
        /// The terminal closed (end of file or hang-up); no more events will come.
        case ended
    }

    static let resizeByte = UInt8(ascii: "w")
    static let stopByte = UInt8(ascii: "q")

    private let input: Int32
    /// The wake-up pipe: read end polled by the thread, write end for `stop()` and SIGWINCH.
    private let wakeRead: Int32
    let wakeWrite: Int32
    private let currentSize: @Sendable () -> TerminalSize
    private let deliver: @Sendable (Output) -> Void
    private let finished = DispatchSemaphore(value: 0)
    private let started = Mutex(false)

    /// Creates a reader (not yet running) and its pipe.
    /// - Throws: `TerminalError.system` when the pipe cannot be made.
    init(
        input: Int32, currentSize: @escaping @Sendable () -> TerminalSize,
        deliver: @escaping @Sendable (Output) -> Void
    ) throws(TerminalError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .system(operation: "pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        self.input = input
        wakeRead = ends[0]
        wakeWrite = ends[1]
        self.currentSize = currentSize
        self.deliver = deliver
    }

    /// Starts the thread, continuing with what the parser holds from before.
    func start(parser: KeyParser) {
        started.withLock { $0 = true }
        // Taken now, not when the thread gets going, so a resize in between is not missed.
        let size = currentSize()
        let thread = Thread { [self] in
            run(parser: parser, size: size)
            finished.signal()
        }
        thread.name = "trainers.terminal-input"
        thread.start()
    }

    /// Stops the thread, waits for it to end and closes the pipe. Bytes not yet read stay in
    /// the terminal's queue.
    func stop() {
        var byte = Self.stopByte
        _ = write(wakeWrite, &byte, 1)
        if started.withLock({ $0 }) { finished.wait() }
        close(wakeRead)
        close(wakeWrite)
    }

    private func run(parser initial: KeyParser, size: TerminalSize) {
        acceptSignals()
        var parser = initial
        var lastSize = size
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let timeout = parser.hasPendingInput ? FileDescriptorIO.milliseconds(KeyParser.escapeTimeout) : -1
            let ready = poll(&descriptors, 2, timeout)
            let now = ContinuousClock.now
            if ready < 0 {
                if errno == EINTR { continue }
                deliver(.ended)
                return
            }
            if ready == 0 {
                send(parser.flush(), at: now)
                continue
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                let signals = FileDescriptorIO.readSome(wakeRead, limit: 64)
                if signals.contains(Self.stopByte) { return }
                let size = currentSize()
                if signals.contains(Self.resizeByte), size != lastSize {
                    lastSize = size
                    deliver(.event(.resize(size)))
                }
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let bytes = FileDescriptorIO.readSome(input)
                guard !bytes.isEmpty else {
                    deliver(.ended)
                    return
                }
                send(parser.feed(bytes), at: now)
            }
        }
    }

    /// Unblocks, on this thread, the signals a session handles. Threads inherit their
    /// creator's mask, and Dispatch's worker threads (where async code runs) block them all; if
    /// every thread blocked SIGTERM it would wait forever. This thread always takes them.
    private func acceptSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in restoringSignals + [SIGWINCH] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    private func send(_ inputs: [ParsedInput], at time: ContinuousClock.Instant) {
        for input in inputs {
            if case .key(let event) = input { deliver(.event(.key(event, at: time))) }
        }
    }
}
