import Foundation

/// Runs the project's own tools (built beside the test bundle) as separate processes.
enum ToolProcess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The built executable called `name`, next to the running test bundle.
    static func url(of name: String) -> URL? {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent()
        return folder.map { $0.appendingPathComponent(name) }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }

    /// Starts `name` with `arguments`, its output on a pipe.
    static func start(_ name: String, _ arguments: [String]) throws -> (Process, Pipe) {
        guard let url = url(of: name) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output)
    }

    /// Runs `name` to the end. Its outputs go to temporary files, so neither can fill a pipe and
    /// block the child while this process waits.
    static func run(_ name: String, _ arguments: [String]) throws -> Result {
        guard let url = url(of: name) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("out")
        let errorURL = folder.appendingPathComponent("err")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? errors.close()
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}

/// Reads a child's output line by line as it comes.
struct LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ pipe: Pipe) {
        handle = pipe.fileHandleForReading
    }

    /// The next complete line, or nil at the end of the output.
    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}
