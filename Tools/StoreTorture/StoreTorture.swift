import ArgumentParser
import TrainerKit

/// `store-torture`: writes, verifies and reads test records through the real backends, so tests can
/// kill writers at random and check what survived.
@main
struct StoreTorture: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store-torture",
        abstract: "Exercise a store: write acknowledged records, verify them, fill and read large histories.",
        subcommands: [
            WriteCommand.self, VerifyCommand.self, FillCommand.self, ReadCommand.self, DataCommand.self,
        ]
    )
}
