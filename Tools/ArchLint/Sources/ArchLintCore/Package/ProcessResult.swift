import Foundation

/// The outcome of a finished child process.
struct ProcessResult {
    var status: Int32
    var standardOutput: Data
    var standardError: Data

    /// Runs `executable` to completion. Both outputs go to temporary files rather than pipes, so a
    /// chatty child can never block on a full pipe while the parent waits for it.
    static func run(_ executable: String, arguments: [String]) throws -> ProcessResult {
        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory.appendingPathComponent("archlint-\(UUID().uuidString)")
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            standardOutput: try Data(contentsOf: outputURL),
            standardError: try Data(contentsOf: errorURL)
        )
    }
}
