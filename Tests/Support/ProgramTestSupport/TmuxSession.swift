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
        socket = "trainers-tests-\(getpid())"
        try Self.tmux(
            socket,
            [
                "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "sh",
            ])
        let exports = environment.map { "export \($0.key)='\($0.value)'" }.joined(separator: "; ")
        if !exports.isEmpty { try type(exports) }
    }

    deinit {
        _ = try? Self.tmux(socket, ["kill-session", "-t", name])
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

    /// Waits until the screen shows `text`, and returns the screen.
    /// - Throws: `TmuxError.timedOut` with the last screen when it never does.
    @discardableResult
    public func waitFor(_ text: String, timeout: Double = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            Thread.sleep(forTimeInterval: 0.05)
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TmuxError.failed(arguments: arguments, status: process.terminationStatus)
        }
        return String(decoding: data, as: UTF8.self)
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
