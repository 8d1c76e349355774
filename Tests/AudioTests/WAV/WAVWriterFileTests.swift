import Audio
import AudioTestSupport
import Foundation
import Testing

@Suite("WAVWriter never leaves a half-written file")
struct WAVWriterFileTests {
    static let old = Array("the old take".utf8)
    static let one: [Float] = [1]

    static func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    @Test("a missing directory is refused before anything is created")
    func directoryMissing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("absent/take.wav")
        #expect(throws: AudioError.directoryMissing(path: path)) {
            try WAVWriter(path: path, sampleRate: 48_000, format: .int16)
        }
        #expect(throws: AudioError.directoryMissing(path: path)) { try WAVFileOutput(path: path) }
        #expect(directory.entries.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.file("absent")))
    }

    @Test("a file in place of the directory counts as a missing directory")
    func directoryIsFile() throws {
        let directory = try TemporaryDirectory()
        #expect(FileManager.default.createFile(atPath: directory.file("plain"), contents: Data()))
        let path = directory.file("plain/take.wav")
        #expect(throws: AudioError.directoryMissing(path: path)) {
            try WAVWriter(path: path, sampleRate: 48_000, format: .int16)
        }
        #expect(directory.entries == ["plain"])
    }

    @Test("a directory as the destination is refused", arguments: ["", "/", "/.", "/.."])
    func destinationIsDirectory(suffix: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + suffix
        #expect(throws: AudioError.io(path: path, operation: "write", errno: EISDIR)) {
            try WAVWriter(path: path, sampleRate: 48_000, format: .int16)
        }
        #expect(directory.entries.isEmpty)
    }

    @Test("a sample rate out of range is refused before anything is created", arguments: [7_999, 192_001, 0])
    func sampleRate(rate: Int) throws {
        let directory = try TemporaryDirectory()
        #expect(throws: AudioError.sampleRateOutOfRange(rate)) {
            try WAVWriter(path: directory.file("take.wav"), sampleRate: rate, format: .int16)
        }
        #expect(directory.entries.isEmpty)
    }

    @Test("until finish() the destination keeps its old content; finish() replaces it whole")
    func replacesOnFinish() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("take.wav")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.old)))
        let writer = try WAVWriter(path: path, sampleRate: 48_000, format: .int16)
        let quarter = [Float](repeating: 0.25, count: 3_000_000)
        try writer.write(quarter.span)
        #expect(Self.contents(path) == Self.old)
        #expect(directory.entries.count == 2, "the temporary file beside it")
        try writer.finish()
        #expect(directory.entries == ["take.wav"])
        #expect(try WAVAudio.read(path: path).frameCount == 3_000_000)
    }

    @Test("cancel() removes the temporary file and leaves an existing file as it was")
    func cancel() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("take.wav")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.old)))
        let writer = try WAVWriter(path: path, sampleRate: 48_000, format: .float32)
        let quarter = [Float](repeating: 0.25, count: 1_000_000)
        try writer.write(quarter.span)
        writer.cancel()
        writer.cancel()
        #expect(directory.entries == ["take.wav"])
        #expect(Self.contents(path) == Self.old)
        #expect(throws: AudioError.outputClosed) { try writer.write(Self.one.span) }
        #expect(throws: AudioError.outputClosed) { try writer.finish() }
    }

    @Test("a writer dropped without finish() leaves nothing behind")
    func abandoned() throws {
        let directory = try TemporaryDirectory()
        do {
            let writer = try WAVWriter(path: directory.file("take.wav"), sampleRate: 48_000, format: .int16)
            let quarter = [Float](repeating: 0.25, count: 10_000)
            try writer.write(quarter.span)
        }
        do {
            let output = try WAVFileOutput(path: directory.file("live.wav"))
            let quarter = [Float](repeating: 0.25, count: 100)
            try output.write(quarter.span)
        }
        #expect(directory.entries.isEmpty)
    }

    @Test("after finish() writes are refused, and finishing again or cancelling changes nothing")
    func afterFinish() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("take.wav")
        let writer = try WAVWriter(path: path, sampleRate: 48_000, format: .int16)
        let quarter = [Float](repeating: 0.25, count: 100)
        try writer.write(quarter.span)
        try writer.finish()
        try writer.finish()
        writer.cancel()
        #expect(throws: AudioError.outputClosed) { try writer.write(Self.one.span) }
        #expect(throws: AudioError.outputClosed) { try writer.writeSilence(frames: 1) }
        #expect(try WAVAudio.read(path: path).frameCount == 100)
    }

    @Test("a failed rename removes the temporary file and names the destination")
    func failedRename() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("take.wav")
        let writer = try WAVWriter(path: path, sampleRate: 48_000, format: .int16)
        let quarter = [Float](repeating: 0.25, count: 100)
        try writer.write(quarter.span)
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: AudioError.io(path: path, operation: "rename the finished file to", errno: EISDIR)) {
            try writer.finish()
        }
        #expect(directory.entries == ["take.wav"])
        #expect(throws: AudioError.io(path: path, operation: "rename the finished file to", errno: EISDIR)) {
            try writer.write(Self.one.span)
        }
    }
}
