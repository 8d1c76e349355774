import AudioTestSupport
import Foundation
import ProgramTestSupport
import Testing

@Suite("pitch-trainer through pipes")
struct PipedCommandTests {
    @Test("simulate stores one record per trial and shows the chain converging near the listener")
    func simulate() async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        let store = "sqlite:\(directory.file("pitch.sqlite"))"
        let result = try await pitchTrainer(
            ["simulate", "--listener-threshold", "20", "--trials", "400", "--seed", "11", "--store", store],
            in: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("400 trials"))
        #expect(result.output.contains("stored 400 records in \(store)"))
        #expect(!result.output.contains("\u{1B}["), "no escape codes into a pipe")
        let profile = try await pitchTrainer(["profile", "--json", "--store", store], in: directory)
        #expect(profile.status == 0, "\(profile.errors)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(profile.output.utf8)) as? [String: Any])
        #expect(json["comparisonCount"] as? Int == 400)
        let mean = try #require(json["kazezMean"] as? Double)
        #expect(mean > 2 && mean < 40, "the chain settles below the listener's 82 % point")

        let again = try await pitchTrainer(
            ["simulate", "--listener-threshold", "20", "--trials", "400", "--seed", "11", "--store", store],
            in: directory)
        #expect(again.status == 0)
        let second = try await pitchTrainer(["profile", "--json", "--store", store], in: directory)
        #expect(second.output.contains("\"comparisonCount\" : 800"))
    }

    @Test("the same seed gives the same chain")
    func seeded() async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        let arguments = ["simulate", "--listener-threshold", "10", "--trials", "50", "--seed", "5"]
        let first = try await pitchTrainer(
            arguments + ["--store", "json:\(directory.file("a"))"], in: directory)
        let second = try await pitchTrainer(
            arguments + ["--store", "json:\(directory.file("b"))"], in: directory)
        #expect(first.status == 0 && second.status == 0)
        let chain = { (output: String) in
            output.split(separator: "\n").filter { $0.contains("right") || $0.contains("wrong") }
        }
        #expect(chain(first.output) == chain(second.output))
    }

    @Test("the Peach fixture imports, skips the rhythm rows, exports back, and a second import adds nothing")
    func peachRoundTrip() async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        let store = "json:\(directory.file("store"))"
        let imported = try await pitchTrainer(
            ["import-peach", peachFixture, "--store", store], in: directory)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.contains("imported 14 comparisons and 14 matchings"))
        #expect(imported.output.contains("skipped 6 rhythmOffsetDetection rows"))
        #expect(imported.output.contains("skipped 6 continuousRhythmMatching rows"))

        let exported = directory.file("out.csv")
        let export = try await pitchTrainer(
            ["export-peach", "--output", exported, "--store", store], in: directory)
        #expect(export.status == 0, "\(export.errors)")
        let fixtureLines = try String(contentsOfFile: peachFixture, encoding: .utf8)
            .replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
            .filter { $0.hasPrefix("pitch") || $0.hasPrefix("#") || $0.hasPrefix("trainingType") }
        let exportedLines = try String(contentsOfFile: exported, encoding: .utf8).split(separator: "\n")
        // The fixture's one "-0.0" comes back as "0.0": the stores keep numbers, not signs of zero.
        #expect(
            exportedLines
                == fixtureLines.map { Substring($0.replacingOccurrences(of: ",-0.0,", with: ",0.0,")) })

        let again = try await pitchTrainer(["import-peach", exported, "--store", store], in: directory)
        #expect(again.output.contains("imported 0 comparisons and 0 matchings"))
        #expect(again.output.contains("skipped 28 already there"))
        let refused = try await pitchTrainer(
            ["export-peach", "--output", exported, "--store", store], in: directory)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("exists; pass --force"))
    }

    @Test(
        "a bad Peach file is refused with its line, and nothing is stored",
        arguments: [
            ("trainingType,timestamp\n", "peach-export-format"),
            ("# peach-export-format:7\n", "7"),
            (
                "# peach-export-format:3\ntrainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,"
                    + "interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError\n"
                    + "pitchDiscrimination,2026-05-30T03:41:04Z,76,E5,76,E5,P1,equalTemperament,-11.6,false,,\n"
                    + "pitchDiscrimination,2026-05-30T03:42:04Z,300,E5,76,E5,P1,equalTemperament,-11.6,false,,\n",
                "line 4"
            ),
        ])
    func badPeachFile(text: String, message: String) async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        let file = directory.file("bad.csv")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let store = directory.file("pitch.sqlite")
        let result = try await pitchTrainer(
            ["import-peach", file, "--store", "sqlite:\(store)"], in: directory)
        #expect(result.status == 1)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.errors.contains("nothing was imported"))
        #expect(!FileManager.default.fileExists(atPath: store), "no store is made for a file that is refused")
    }

    @Test("--skip-bad-rows imports the good rows and names the bad ones")
    func skipBadRows() async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        let file = directory.file("mixed.csv")
        let text =
            "# peach-export-format:1\ntrainingType,timestamp,referenceNote,referenceNoteName,targetNote,targetNoteName,"
            + "interval,tuningSystem,centOffset,isCorrect,initialCentOffset,userCentError\n"
            + "pitchDiscrimination,2026-05-30T03:41:04Z,76,E5,76,E5,P1,equalTemperament,-11.6,false,,\n"
            + "pitchDiscrimination,2026-05-30T03:42:04Z,76,E5,79,G5,P5,equalTemperament,3.0,true,,\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let store = "sqlite:\(directory.file("pitch.sqlite"))"
        let result = try await pitchTrainer(
            ["import-peach", file, "--skip-bad-rows", "--store", store], in: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("imported 1 comparisons"))
        #expect(result.errors.contains("line 4"))
    }

    @Test(
        "exercise options out of range are usage errors that name the value",
        arguments: [
            (["--range", "C4-G4"], "spans 7 semitones"),
            (["--interval", "P9"], "--interval: 'P9' is not an interval name; allowed: P1, m2"),
            (["--tuning", "pythagorean"], "--tuning: 'pythagorean' is not a tuning system"),
            (["--reference-pitch", "400"], "reference pitch 400 Hz is out of range"),
            (["--duration", "5"], "5"),
            (["--direction", "sideways"], "--direction: 'sideways' is not a direction; allowed: up, down"),
            (["--range", "C0-C8"], "A0"),
        ])
    func exerciseOptions(arguments: [String], message: String) async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        for command in ["compare", "match", "simulate"] {
            let extra = command == "simulate" ? ["--listener-threshold", "10", "--trials", "5"] : []
            let result = try await pitchTrainer(
                [command] + arguments + extra + [
                    "--audio", "null", "--store", "sqlite:\(directory.file("s.sqlite"))",
                ],
                in: directory)
            #expect(result.status == 64, "\(command): \(result.errors)")
            #expect(result.errors.contains(message), "\(command): \(result.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("s.sqlite")))
    }

    @Test("the interactive exercises refuse to run without a terminal, and say what to use instead")
    func needsTerminal() async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        let result = try await pitchTrainer(
            ["compare", "--audio", "null", "--store", "sqlite:\(directory.file("s.sqlite"))"], in: directory,
            input: "h\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("needs a terminal"))
        #expect(result.errors.contains("pitch-trainer simulate"))
    }

    @Test("the data commands are there, and check a store the trainer wrote")
    func dataCommands() async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        let store = "sqlite:\(directory.file("pitch.sqlite"))"
        _ = try await pitchTrainer(["import-peach", peachFixture, "--store", store], in: directory)
        let check = try await pitchTrainer(["data", "check", "--store", store], in: directory)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.output.contains("pitch.comparison (schema 1): 14 records"))
        #expect(check.output.contains("pitch.matching (schema 1): 14 records"))
    }

    @Test("without --store the history goes to XDG_DATA_HOME/pitch-trainer")
    func defaultStore() async throws {
        let directory = try TemporaryDirectory(prefix: "pitch-cli")
        let result = try await pitchTrainer(
            ["simulate", "--listener-threshold", "10", "--trials", "3"], in: directory)
        #expect(result.status == 0, "\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.file("data/pitch-trainer/store.sqlite")))
    }
}
