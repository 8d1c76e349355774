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
            PlayCommand.self,
            DataCommand.self,
        ]
    )

    /// Creates the command.
    public init() {}

    /// Shows the menu of exercises.
    public func run() async throws {
        print("pitch-trainer: the exercises are being built; try `pitch-trainer play A4 --audio null`")
    }
}

/// The program's entry point, so the app's one file needs no import but this module.
public enum PitchTrainerProgram {
    /// Parses the command line and runs the command, exiting with its status.
    public static func main() async {
        await PitchTrainerCommand.main()
    }
}
