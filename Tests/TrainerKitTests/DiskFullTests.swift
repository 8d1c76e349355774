import Foundation
import Testing

@Suite("A disk that fills up")
struct DiskFullTests {
    @Test(
        "a write past the file size limit fails with a message, and the store stays sound",
        arguments: ["sqlite:STORE.sqlite", "json:STORE"]
    )
    func fileSizeLimit(store: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let location = store.replacingOccurrences(of: "STORE", with: scratch.path("store"))
        let tool = try #require(
            Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("store-torture"))
        #expect(try runTool(["write", "--store", location, "--count", "20"]).status == 0)
        // Limit files to 1 MiB (ulimit -f counts 1 KiB blocks) and ignore SIGXFSZ, so that writes past
        // the limit fail with EFBIG as on a full disk instead of killing the process.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 1024; exec \"$0\" fill --store \"$1\" --count 50000", tool.path,
            location,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.hasPrefix("Error: ") || message.hasPrefix("error: "), "\(message)")
        #expect(!message.contains("Fatal error"))

        let verified = try runTool(["verify", "--store", location])
        #expect(verified.status == 0, "\(verified.output)")
        #expect(verified.output.hasPrefix("records 20\n"))
        #expect(try runTool(["write", "--store", location, "--count", "5"]).status == 0)
    }
}
