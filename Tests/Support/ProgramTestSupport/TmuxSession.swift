import Foundation

/// A program running in a real pseudo-terminal, driven as a person would: tmux sends the keys
/// and reads the screen.
///
/// The program runs inside `sh`, so after it exits the shell can report the terminal's state
/// (`stty -a`) and the program's exit status, which is how tests check that raw mode was undone.
public final class TmuxSession {
    /// The tmux session's name.
    public let name: String
    private let socket: String

    /// Starts `sh` in a new detached tmux session of the given size.
    /// - Parameters:
    ///   - width: Columns.
    ///   - height: Rows.
    ///   - environment: Variables exported in the shell before anything runs.
    /// - Throws: `TmuxError` when tmux is missing or refuses.
    public init(width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        name = "t\(UUID().uuidString.prefix(8))"
        // A server of its own: sessions sharing one server race its exit when the last one ends.
        socket = "trainers-tests-\(getpid())-\(name)"
        try Self.tmux(
            socket,
            [
                "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "sh",
            ])
        let exports = environment.map { "export \($0.key)='\($0.value)'" }.joined(separator: "; ")
        if !exports.isEmpty { try type(exports) }
    }

    deinit {
        _ = try? Self.tmux(socket, ["kill-server"])
    }

    /// Types a line of text followed by Enter.
    public func type(_ line: String) throws {
        try Self.tmux(socket, ["send-keys", "-t", name, "-l", line])
        try Self.tmux(socket, ["send-keys", "-t", name, "Enter"])
    }

    /// Sends keys by tmux's names ("Up", "Enter", "q", "C-c", "S-Right", "PPage").
    public func send(_ keys: String...) throws {
        try Self.tmux(socket, ["send-keys", "-t", name] + keys)
    }

    /// The visible screen as text.
    public func screen() throws -> String {
        try Self.tmux(socket, ["capture-pane", "-p", "-t", name])
    }

    /// Waits until the screen shows `text`, polling without holding a thread of the shared
    /// pool, and returns the screen.
    /// - Throws: `TmuxError.timedOut` with the last screen when it never does.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 60) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TmuxError.timedOut(waitingFor: text, screen: last)
    }

    /// Sends a signal to the process running in the foreground of the pane's terminal.
    public func signalForeground(_ signal: String) throws {
        let tty = try Self.tmux(socket, ["display-message", "-p", "-t", name, "#{pane_tty}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
        process.arguments = ["-\(signal)", "-t", String(tty.dropFirst("/dev/".count))]
        try process.run()
        process.waitUntilExit()
    }

    @discardableResult
    private static func tmux(_ socket: String, _ arguments: [String]) throws -> String {
        // posix_spawn and waitpid rather than Process: the first command starts the tmux server,
        // and Foundation's Process was seen never to reap the client that did so. Output goes to
        // a file, not a pipe, which the daemon would otherwise inherit and hold open.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ["tmux", "-L", socket] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw TmuxError.failed(arguments: arguments, status: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status >> 8) & 0xFF
        guard status & 0x7F == 0, exitStatus == 0 else {
            throw TmuxError.failed(arguments: arguments, status: exitStatus)
        }
        return String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    }
}

/// Why driving tmux failed.
public enum TmuxError: Error, CustomStringConvertible {
    /// tmux exited with a failure status.
    case failed(arguments: [String], status: Int32)
    /// The screen never showed the text.
    case timedOut(waitingFor: String, screen: String)

    /// What went wrong, with the last screen for a timeout.
    public var description: String {
        switch self {
        case .failed(let arguments, let status):
            "tmux \(arguments.joined(separator: " ")) exited with \(status)"
        case .timedOut(let text, let screen): "the screen never showed \"\(text)\"; it showed:\n\(screen)"
        }
    }
}
