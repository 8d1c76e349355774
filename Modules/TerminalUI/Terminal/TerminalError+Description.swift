import Foundation

extension TerminalError: CustomStringConvertible {
    /// A message a person can act on.
    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            "\(name(of: descriptor)) is not a terminal, and this screen is interactive: "
                + "run it in a terminal (not through a pipe or a file), or use a command that prints plain text"
        case .sessionAlreadyOpen:
            "a full-screen session is already open in this program; restore it before opening another"
        case .system(let operation, let code):
            "cannot \(operation) on the terminal: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    private func name(of descriptor: Int32) -> String {
        switch descriptor {
        case 0: "standard input"
        case 1: "standard output"
        case 2: "standard error"
        default: "file descriptor \(descriptor)"
        }
    }
}
