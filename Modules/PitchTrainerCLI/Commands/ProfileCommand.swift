import ArgumentParser
import Domain
import Foundation
import PitchTraining
import Profiles
import TerminalUI
import TrainerKit

/// `pitch-trainer profile`: where the learner stands, across the keyboard and over time.
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Show your pitch profile: thresholds across the keyboard, summary, trend and timeline.",
        discussion: "With --json, the same numbers as one JSON object for scripts."
    )

    @Flag(help: "Print one JSON object instead of the charts.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        let location = try store.location()
        let profile: PitchProfile
        if StoreOpener.isAbsent(location) {
            profile = PitchProfile(timeZone: .current)
        } else {
            let records = try failingOnStoreError { try StoreOpener.open(location) }
            profile = try failingOnStoreError {
                try PitchStore(store: records).loadProfile(timeZone: .current)
            }
        }
        let summary = PitchProfileSummary(profile)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            print(String(decoding: try encoder.encode(summary), as: UTF8.self))
            return
        }
        let terminal = Terminal()
        let width = min(terminal.isInteractive ? terminal.size.columns : 100, 120)
        for line in ProfileReport(profile: profile, summary: summary).lines(width: width) {
            print(line.rendered(in: terminal.colorMode))
        }
    }
}
