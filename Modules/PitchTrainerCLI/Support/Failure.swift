import ArgumentParser
import Audio
import Foundation
import Persistence

/// Runs `body`, turning an `AudioError` into a message on standard error and exit status 1.
func failingOnAudioError<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as AudioError {
        printError(error.description)
        throw ExitCode.failure
    }
}

/// The async form of `failingOnAudioError(_:)`.
func failingOnAudioErrorAsync<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let error as AudioError {
        printError(error.description)
        throw ExitCode.failure
    }
}

/// Runs `body`, turning a `StoreError` into a message on standard error and exit status 1.
func failingOnStoreError<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as StoreError {
        printError(error.description)
        throw ExitCode.failure
    }
}

/// Writes `error: message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}

/// Reports an error that ended a session (the screen is gone by now) and exits with status 1;
/// exit codes pass through.
func rethrowReported(_ error: any Error) throws -> Never {
    if error is ExitCode { throw error }
    printError("\(error)")
    throw ExitCode.failure
}
