import ArgumentParser
import Persistence

/// `data check [--repair]`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Read every record and document and report anything damaged.",
        discussion: "With --repair, damaged files are moved aside and every readable record is kept."
    )

    @OptionGroup var storeOptions: StoreOptions

    @Flag(help: "Move damaged data aside, keeping every readable record.")
    var repair = false

    func run() throws {
        let location = try storeOptions.location()
        try requireExisting(location)
        if repair {
            for line in try failing({ () throws(StoreError) in try StoreOpener.repair(location) }) {
                print(line)
            }
        }
        let report = try failing { () throws(StoreError) in
            try StoreInspection.check(StoreOpener.open(location))
        }
        print("store: \(location)")
        for type in report.types {
            print("  \(type.typeName) (schema \(type.version)): \(type.records) records")
        }
        print("  documents: \(report.documents)")
        if report.problems.isEmpty {
            print("ok")
        } else {
            for problem in report.problems {
                print("problem: \(problem)")
            }
            print(
                "\(report.problems.count) problems; run 'data check --repair' to keep every readable record")
            throw ExitCode.failure
        }
    }
}
