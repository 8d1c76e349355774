public import ArgumentParser
import TrainerKit

/// `pitch-trainer`: ear training in the terminal, in the spirit of Peach.
public struct PitchTrainerCommand: AsyncParsableCommand {
    /// The program's name, summary and commands.
    public static let configuration = CommandConfiguration(
        commandName: "pitch-trainer",
        abstract: "Ear training in the terminal: pitch comparison and pitch matching.",
        discussion: """
            Without a command, a menu of the exercises. Every answer is stored the moment it is \
            given (--store), and the sound goes where --audio says.
            """,
        version: "0.1.0",
        subcommands: [
            CompareCommand.self,
            MatchCommand.self,
            ProfileCommand.self,
            PlayCommand.self,
            SimulateCommand.self,
            ImportPeachCommand.self,
            ExportPeachCommand.self,
            DataCommand.self,
        ]
    )

    @OptionGroup var store: StoreOptions
    @OptionGroup var audio: AudioOptions
    @OptionGroup var seed: SeedOptions

    /// Creates the command.
    public init() {}

    /// Shows the menu of exercises and runs the one chosen, with the same --store, --audio and
    /// --seed.
    public func run() async throws {
        let chosen = try await withFullScreen(command: "pitch-trainer") { terminal in
            await MenuScreen.choose(on: terminal)
        }
        guard var arguments = chosen else { return }
        if let value = store.store { arguments += ["--store", value] }
        if arguments.first != "profile" {
            if let value = audio.audio { arguments += ["--audio", value] }
            if let value = seed.seed { arguments += ["--seed", String(value)] }
        }
        var command = try Self.parseAsRoot(arguments)
        if var command = command as? any AsyncParsableCommand {
            try await command.run()
        } else {
            try command.run()
        }
    }
}

/// The program's entry point, so the app's one file needs no import but this module.
public enum PitchTrainerProgram {
    /// Parses the command line and runs the command, exiting with its status.
    public static func main() async {
        await PitchTrainerCommand.main()
    }
}
