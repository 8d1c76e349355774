public import Foundation

/// Runs sox, the reference other programs' WAV files are checked against.
public enum Sox {
    /// Where the sox executable is expected.
    public static let executable = "/usr/bin/sox"

    /// Whether sox is installed, so a test can say why it is skipped.
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// What sox prints on standard output and standard error for one run that succeeded.
    public struct Output: Sendable, Equatable {
        /// Standard output, as bytes: a WAV file when sox writes to "-".
        public var data: Data
        /// Standard error: warnings about a file sox read, for instance.
        public var standardError: String

        /// Standard output, as text.
        public var standardOutput: String { String(decoding: data, as: UTF8.self) }
    }

    /// What `sox --i` says about a file.
    public struct Info: Sendable, Equatable {
        /// Channels.
        public var channels: Int
        /// Frames per second.
        public var sampleRate: Int
        /// Bits of precision, such as 16 or 24 (25 for 32-bit float).
        public var precision: Int
        /// Frames, from the "Duration" line.
        public var frames: Int
        /// The sample encoding, such as "16-bit Signed Integer PCM".
        public var encoding: String

        /// Makes the description a test expects.
        public init(channels: Int, sampleRate: Int, precision: Int, frames: Int, encoding: String) {
            self.channels = channels
            self.sampleRate = sampleRate
            self.precision = precision
            self.frames = frames
            self.encoding = encoding
        }
    }

    /// Runs sox and waits for it. Standard output goes through a pipe, so sox cannot seek in a
    /// file it writes to "-" (and leaves its header sizes unset, as any streamed writer does).
    /// - Parameter arguments: Its arguments, without the program name.
    /// - Returns: What it printed.
    /// - Throws: `AudioTestSupportError.commandFailed` when it exits with another status than 0.
    public static func run(_ arguments: [String]) throws(AudioTestSupportError) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let command = ([executable] + arguments).joined(separator: " ")
        do {
            try process.run()
        } catch {
            throw .commandFailed(command: command, status: -1, standardError: "\(error)")
        }
        // Standard output first: it may be large (a file written to "-"); sox says little on
        // standard error, so that pipe cannot fill up meanwhile.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let standardError = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .commandFailed(
                command: command, status: process.terminationStatus, standardError: standardError)
        }
        return Output(data: data, standardError: standardError)
    }

    /// Asks sox what a file holds.
    /// - Parameter path: The audio file.
    /// - Returns: The fields of `sox --i`, and what sox warned about on standard error (nothing
    ///   for a well-formed file).
    /// - Throws: `AudioTestSupportError` when sox fails or prints something unexpected.
    public static func info(_ path: String) throws(AudioTestSupportError) -> (info: Info, warnings: String) {
        let output = try run(["--i", path])
        var fields: [String: String] = [:]
        for line in output.standardOutput.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        // "Duration       : 00:00:00.10 = 4800 samples ~ 7.5 CDDA sectors" (or "= 20.9949 CDDA")
        let words = fields["Duration"]?.split(separator: " ") ?? []
        let frames = words.firstIndex(of: "samples").flatMap { $0 > 0 ? words[$0 - 1] : nil }
        guard let channels = fields["Channels"].flatMap({ Int($0) }),
            let sampleRate = fields["Sample Rate"].flatMap({ Int($0) }),
            let precision = fields["Precision"].flatMap({ Int($0.replacingOccurrences(of: "-bit", with: "")) }
            ),
            let frames = frames.flatMap({ Int($0) }),
            let encoding = fields["Sample Encoding"]
        else {
            throw .unexpectedOutput(command: "sox --i \(path)", output: output.standardOutput)
        }
        let info = Info(
            channels: channels, sampleRate: sampleRate, precision: precision, frames: frames,
            encoding: encoding)
        return (info, output.standardError)
    }
}
