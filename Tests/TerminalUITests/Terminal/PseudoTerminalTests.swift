import Foundation
import Synchronization
import TerminalUI
import Testing

/// Full-screen sessions through a real pseudo-terminal, the test playing the terminal.
/// Serialized: a process has one session at a time.
@Suite("A terminal session through a pseudo-terminal", .serialized)
struct PseudoTerminalTests {
    static let esc = "\u{1B}"

    static func isRaw(_ settings: termios) -> Bool {
        settings.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0
            && settings.c_iflag & tcflag_t(IXON | ICRNL) == 0
    }

    static func sameSettings(_ lhs: termios, _ rhs: termios) -> Bool {
        var lhs = lhs
        var rhs = rhs
        let characters =
            withUnsafeBytes(of: &lhs.c_cc) { Array($0) } == withUnsafeBytes(of: &rhs.c_cc) { Array($0) }
        return lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_lflag == rhs.c_lflag
            && lhs.c_cflag == rhs.c_cflag && characters
    }

    /// Enters full screen on a thread while the test answers (or not) the keyboard query.
    static func enter(
        _ terminal: Terminal, _ options: FullScreenOptions, pty: PseudoTerminal, answer: String?
    ) async throws {
        let entering = Task.detached {
            await onThread { Result { () throws(TerminalError) in try terminal.enterFullScreen(options) } }
        }
        #expect(await pty.waitFor("\(esc)[?u\(esc)[c"))
        if let answer { pty.send(answer) }
        try await entering.value.get()
    }

    @Test("a session sets raw mode and the alternate screen; restore puts both back, once")
    func rawModeAndRestore() async throws {
        let pty = try PseudoTerminal()
        let original = pty.settings
        #expect(!Self.isRaw(original))
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        #expect(terminal.isInteractive)
        #expect(terminal.colorMode == .color)
        #expect(terminal.size == TerminalSize(columns: 80, rows: 24))
        try terminal.enterFullScreen(FullScreenOptions(keyboard: []))
        #expect(terminal.isInFullScreen)
        #expect(Self.isRaw(pty.settings))
        #expect(pty.settings.c_oflag & tcflag_t(OPOST) != 0)
        #expect(await pty.waitFor("\(Self.esc)[?1049h\(Self.esc)[?25l"))
        #expect(!pty.text.contains("\(Self.esc)[?u"))
        pty.clear()
        terminal.restore()
        #expect(!terminal.isInFullScreen)
        #expect(Self.sameSettings(pty.settings, original))
        #expect(await pty.waitFor("\(Self.esc)[?25h\(Self.esc)[?1049l"))
        #expect(!pty.text.contains("\(Self.esc)[<u"))
        pty.clear()
        terminal.restore()
        pty.drain()
        #expect(pty.received.isEmpty)
    }

    @Test("keys typed at the terminal arrive in order, Ctrl-C as a key, a lone Esc after a pause")
    func keys() async throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try terminal.enterFullScreen(FullScreenOptions(keyboard: []))
        defer { terminal.restore() }
        let events = EventCollector(terminal.events())
        pty.send("\(Self.esc)[Aq\u{3}é\(Self.esc)[6~")
        _ = await events.waitFor(count: 5)
        #expect(
            events.keys == [
                KeyEvent(.up), KeyEvent(.character("q")), KeyEvent.interrupt, KeyEvent(.character("é")),
                KeyEvent(.pageDown),
            ])
        pty.send(Self.esc)
        _ = await events.waitFor(count: 6)
        #expect(events.keys.last == KeyEvent(.escape))
        terminal.restore()
        #expect(await events.waitForEnd())
    }

    @Test("a terminal that speaks the kitty protocol gets it pushed and popped; releases arrive")
    func kittyAnswered() async throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try await Self.enter(
            terminal, FullScreenOptions(keyboard: .pressAndRelease), pty: pty,
            answer: "\(Self.esc)[?0u\(Self.esc)[?62;22c")
        #expect(terminal.keyboard == .pressAndRelease)
        #expect(await pty.waitFor("\(Self.esc)[>31u"))
        let events = EventCollector(terminal.events())
        pty.send("\(Self.esc)[32u\(Self.esc)[32;1:3u")
        _ = await events.waitFor(count: 2)
        #expect(events.keys == [KeyEvent(.character(" ")), KeyEvent(.character(" "), kind: .release)])
        pty.clear()
        terminal.restore()
        #expect(await pty.waitFor("\(Self.esc)[?1049l"))
        let popped = try #require(pty.text.range(of: "\(Self.esc)[<u"))
        let left = try #require(pty.text.range(of: "\(Self.esc)[?1049l"))
        #expect(popped.lowerBound < left.lowerBound, "the keyboard mode is popped on the alternate screen")
    }

    @Test("a terminal that answers only the device attributes query gets no kitty mode")
    func kittyNotSpoken() async throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try await Self.enter(terminal, FullScreenOptions(), pty: pty, answer: "\(Self.esc)[?62;22c")
        #expect(terminal.keyboard.isEmpty)
        pty.drain()
        #expect(!pty.text.contains("\(Self.esc)[>"))
        terminal.restore()
        #expect(await pty.waitFor("\(Self.esc)[?1049l"))
        #expect(!pty.text.contains("\(Self.esc)[<u"))
    }

    @Test("a terminal that answers nothing: the query times out and the session opens anyway")
    func kittySilent() async throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try await Self.enter(
            terminal, FullScreenOptions(probeTimeout: .milliseconds(100)), pty: pty, answer: nil)
        #expect(terminal.isInFullScreen)
        #expect(terminal.keyboard.isEmpty)
        let events = EventCollector(terminal.events())
        pty.send("x")
        _ = await events.waitFor(count: 1)
        #expect(events.keys == [KeyEvent(.character("x"))])
        terminal.restore()
    }

    @Test("keys typed while the query is out are kept, and a late answer is not a key")
    func keysDuringProbe() async throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try await Self.enter(terminal, FullScreenOptions(), pty: pty, answer: "ab\(Self.esc)[?62c")
        let events = EventCollector(terminal.events())
        pty.send("\(Self.esc)[?1u\(Self.esc)[?62;22cc")
        _ = await events.waitFor(count: 3)
        #expect(
            events.keys == [KeyEvent(.character("a")), KeyEvent(.character("b")), KeyEvent(.character("c"))])
        terminal.restore()
    }

    @Test("a resize is reported with the new size, and the next frame is drawn in full")
    func resize() async throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try terminal.enterFullScreen(FullScreenOptions(keyboard: []))
        defer { terminal.restore() }
        let events = EventCollector(terminal.events())
        var screen = Screen(size: terminal.size)
        screen.add("hello")
        terminal.draw(screen)
        #expect(await pty.waitFor("\(Self.esc)[1;1Hhello"))
        pty.resize(columns: 100, rows: 30)
        // To the process, not this thread: Swift's worker threads block signals.
        kill(getpid(), SIGWINCH)
        _ = await events.waitFor(count: 1)
        #expect(events.all == [.resize(TerminalSize(columns: 100, rows: 30))])
        pty.clear()
        var bigger = Screen(size: terminal.size)
        bigger.add("hello")
        terminal.draw(bigger)
        #expect(await pty.waitFor("\(Self.esc)[2J"))
        #expect(await pty.waitFor("\(Self.esc)[30;1H"))
    }

    @Test("drawing writes only the lines that changed")
    func drawsChanges() async throws {
        let pty = try PseudoTerminal(columns: 20, rows: 4)
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: ["NO_COLOR": "1"])
        #expect(terminal.colorMode == .monochrome)
        try terminal.enterFullScreen(FullScreenOptions(keyboard: []))
        defer { terminal.restore() }
        var screen = Screen(size: terminal.size)
        screen.add(Line("Title", style: Style(foreground: .red, bold: true)))
        screen.addFooter(StatusLine(left: "trial 1").line(width: screen.width))
        terminal.draw(screen)
        #expect(await pty.waitFor("\(Self.esc)[1;1H\(Self.esc)[1mTitle\(Self.esc)[0m"))
        #expect(!pty.text.contains("31"))
        pty.clear()
        var next = Screen(size: terminal.size)
        next.add(Line("Title", style: Style(foreground: .red, bold: true)))
        next.addFooter(StatusLine(left: "trial 2").line(width: next.width))
        terminal.draw(next)
        #expect(await pty.waitFor("\(Self.esc)[?2026l"))
        #expect(pty.text.contains("\(Self.esc)[4;1H"))
        #expect(!pty.text.contains("Title"))
    }

    @Test("SIGHUP during a session restores the terminal, then the signal takes its course")
    func signalRestores() async throws {
        let pty = try PseudoTerminal()
        let original = pty.settings
        var counting = sigaction()
        counting.__sigaction_handler.sa_handler = countHangUp
        sigemptyset(&counting.sa_mask)
        var before = sigaction()
        sigaction(SIGHUP, &counting, &before)
        defer { sigaction(SIGHUP, &before, nil) }
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try terminal.enterFullScreen(FullScreenOptions(keyboard: []))
        #expect(Self.isRaw(pty.settings))
        let hangUps = hangUpCount.load(ordering: .relaxed)
        kill(getpid(), SIGHUP)
        let deadline = ContinuousClock.now + .seconds(10)
        while hangUpCount.load(ordering: .relaxed) == hangUps, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(hangUpCount.load(ordering: .relaxed) == hangUps + 1, "the handler installed before runs")
        #expect(Self.sameSettings(pty.settings, original))
        #expect(await pty.waitFor("\(Self.esc)[?25h\(Self.esc)[?1049l"))
        pty.clear()
        terminal.restore()
        pty.drain()
        #expect(pty.received.isEmpty, "restored once only")
        #expect(!terminal.isInFullScreen)
    }

    @Test("the event stream ends when the terminal goes away")
    func hangUp() async throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try terminal.enterFullScreen(FullScreenOptions(keyboard: []))
        defer { terminal.restore() }
        let events = EventCollector(terminal.events())
        pty.closeMaster()
        #expect(await events.waitForEnd())
    }

    @Test("no session on a pipe, and one session at a time")
    func refusals() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let piped = Terminal(input: ends[0], output: ends[1], environment: [:])
        #expect(!piped.isInteractive)
        #expect(piped.colorMode == .plain)
        #expect(throws: TerminalError.notATerminal(descriptor: ends[0])) { try piped.enterFullScreen() }
        let pty = try PseudoTerminal()
        let first = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        let second = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        try first.enterFullScreen(FullScreenOptions(keyboard: []))
        defer { first.restore() }
        #expect(throws: TerminalError.sessionAlreadyOpen) {
            try second.enterFullScreen(FullScreenOptions(keyboard: []))
        }
        #expect(throws: TerminalError.sessionAlreadyOpen) {
            try first.enterFullScreen(FullScreenOptions(keyboard: []))
        }
    }

    @Test("outside a session: a live line on a terminal, nothing extra through a pipe")
    func liveLine() async throws {
        let pty = try PseudoTerminal(columns: 30, rows: 5)
        let terminal = Terminal(input: pty.slave, output: pty.slave, environment: [:])
        terminal.showLiveLine(ProgressBar(fraction: 0.5).line(width: 30))
        #expect(await pty.waitFor("\r|"))
        terminal.clearLiveLine()
        #expect(await pty.waitFor("\r\(Self.esc)[K"))

        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let piped = Terminal(input: ends[0], output: ends[1], environment: [:])
        piped.showLiveLine(ProgressBar(fraction: 0.5).line(width: 30))
        piped.clearLiveLine()
        piped.writeLine(Line("plain", style: .bold))
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "plain\n")
    }
}

private let hangUpCount = Atomic<Int>(0)

private func countHangUp(_ signal: Int32) {
    hangUpCount.add(1, ordering: .relaxed)
}
