import Foundation

/// A one-line progress count on standard error, shown only when it is a terminal: piped output
/// stays clean.
final class ProgressLine: Sendable {
    private let label: String
    private let isTerminal = isatty(STDERR_FILENO) == 1

    init(label: String) {
        self.label = label
    }

    /// Shows `count` (records done so far).
    func update(_ count: Int) {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\(label): \(count) records".utf8))
    }

    /// Ends the line.
    func finish() {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
