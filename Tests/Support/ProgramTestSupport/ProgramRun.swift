public import Foundation
import Synchronization

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
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Read both pipes at once, so a program that fills one while we wait on the other
        // cannot stall.
        let collected = CollectedOutput()
        let group = DispatchGroup()
        for (pipe, isError) in [(output, false), (errors, true)] {
            group.enter()
            DispatchQueue.global().async {
                collected.set(pipe.fileHandleForReading.readDataToEndOfFile(), isError: isError)
                group.leave()
            }
        }
        group.wait()
        process.waitUntilExit()
        return ProgramResult(
            status: process.terminationStatus,
            output: String(decoding: collected.output, as: UTF8.self),
            errors: String(decoding: collected.errors, as: UTF8.self))
    }
}

private final class CollectedOutput: Sendable {
    private let state = Mutex((output: Data(), errors: Data()))

    func set(_ data: Data, isError: Bool) {
        state.withLock { if isError { $0.errors = data } else { $0.output = data } }
    }

    var output: Data { state.withLock { $0.output } }
    var errors: Data { state.withLock { $0.errors } }
}
