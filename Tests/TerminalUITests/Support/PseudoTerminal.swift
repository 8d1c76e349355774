import Foundation
import TerminalUI

/// A pseudo-terminal pair for tests: the test plays the terminal emulator on the master side
/// (writing keys, reading what the program drew), the `Terminal` under test uses the slave.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    private(set) var received: [UInt8] = []
    private var masterOpen = true

    struct OpenFailed: Error {}

    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw OpenFailed() }
        self.master = master
        self.slave = slave
    }

    deinit {
        if masterOpen { close(master) }
        close(slave)
    }

    /// What the program wrote so far, as text.
    var text: String { String(decoding: received, as: UTF8.self) }

    /// The slave's terminal settings now.
    var settings: termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// Types bytes as the terminal would send them.
    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Forgets what was received.
    func clear() {
        drain()
        received = []
    }

    /// Reads whatever the program has written, without waiting.
    func drain() {
        guard masterOpen else { return }
        var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while poll(&entry, 1, 0) > 0, entry.revents & Int16(POLLIN) != 0 {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            received += buffer.prefix(count)
        }
    }

    /// Waits until the program has written `needle` (in all it wrote since the last `clear`).
    func waitFor(_ needle: String, timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            drain()
            if text.contains(needle) { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    /// Changes the window size, as a terminal emulator does when its window is resized.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Closes the terminal's side, as when the terminal window is closed.
    func closeMaster() {
        close(master)
        masterOpen = false
    }
}
