public import ArgumentParser

/// `pitch-trainer`: placeholder while the front end is written.
public struct PitchTrainerCommand: ParsableCommand {
    /// The program's name and summary.
    public static let configuration = CommandConfiguration(
        commandName: "pitch-trainer", abstract: "Ear training in the terminal: pitch comparison and matching."
    )

    /// Creates the command.
    public init() {}

    /// Says the program is not ready yet.
    public func run() throws {
        print("pitch-trainer: not ready yet")
    }
}

/// The program's entry point, so the app's one file needs no import but this module.
public enum PitchTrainerProgram {
    /// Parses the command line and runs the command, exiting with its status.
    public static func main() {
        PitchTrainerCommand.main()
    }
}
