import AudioTestSupport
import Foundation
import ProgramTestSupport

/// Runs the built `pitch-trainer` with its data kept in `directory` (never the learner's own).
func pitchTrainer(
    _ arguments: [String], in directory: TemporaryDirectory, input: String? = nil
) async throws -> ProgramResult {
    try await ProgramRun.run(
        "pitch-trainer", arguments, input: input,
        environment: ["XDG_DATA_HOME": directory.file("data"), "XDG_CONFIG_HOME": directory.file("config")])
}

/// The Peach export fixture shared by the projects.
let peachFixture: String = {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("shared/fixtures/peach-export-v3.csv").path
}()
