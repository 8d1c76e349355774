public import Foundation

/// What a finished program run left behind.
public struct ProgramResult: Sendable {
    /// The exit status (or the signal number, for a program killed by one).
    public var status: Int32
    /// Everything it wrote to standard output.
    public var output: String
    /// Everything it wrote to standard error.
    public var errors: String
}

/// Runs the package's built executables, found beside the test bundle, through pipes.
public enum ProgramRun {
    /// The built executable called `name`, or nil when it was not built.
    public static func url(of name: String) -> URL? {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent()
        return folder.map { $0.appendingPathComponent(name) }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }

    /// Starts `name` with `arguments` and returns at once, with a pipe from its standard output
    /// (its standard error and input are closed), for tests that watch a program while it runs.
    /// - Throws: `CocoaError(.fileNoSuchFile)` when the executable was not built.
    public static func start(_ name: String, _ arguments: [String]) throws -> (Process, Pipe) {
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

    /// Runs `name` with `arguments` to the end, waiting on a thread of its own so that async
    /// tests elsewhere keep running; see `onOwnThread(_:)`.
    public static func run(
        _ name: String,
        _ arguments: [String],
        input: String? = nil,
        environment: [String: String] = [:]
    ) async throws -> ProgramResult {
        try await onOwnThread { try run(name, arguments, input: input, environment: environment) }
    }

    /// Runs `name` with `arguments` to the end.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid`, its output collected in files:
    /// Foundation's `Process` was seen to leave a finished child unreaped, and its
    /// `waitUntilExit` then never returned, when several tests started programs at once.
    /// - Parameters:
    ///   - input: What to feed its standard input (nothing, an immediate end of file, when nil).
    ///   - environment: Variables to set on top of this process's environment.
    /// - Throws: `CocoaError(.fileNoSuchFile)` when the executable was not built.
    public static func run(
        _ name: String,
        _ arguments: [String],
        input: String? = nil,
        environment: [String: String] = [:]
    ) throws -> ProgramResult {
        guard let url = url(of: name) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputPath = folder.appendingPathComponent("in").path
        let outputPath = folder.appendingPathComponent("out").path
        let errorPath = folder.appendingPathComponent("err").path
        try Data((input ?? "").utf8).write(to: URL(fileURLWithPath: inputPath))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        var argv = ([url.path] + arguments).map { strdup($0) } + [nil]
        var envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, url.path, &actions, nil, &argv, &envp)
        guard spawned == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: url.path])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return ProgramResult(
            status: signal == 0 ? (status >> 8) & 0xFF : signal,
            output: String(
                decoding: (try? Data(contentsOf: URL(fileURLWithPath: outputPath))) ?? Data(), as: UTF8.self),
            errors: String(
                decoding: (try? Data(contentsOf: URL(fileURLWithPath: errorPath))) ?? Data(), as: UTF8.self))
    }
}
