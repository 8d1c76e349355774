import Foundation
import Persistence
import PersistenceTestSupport
import ProgramTestSupport
import Testing
import TrainerKit

/// A temporary folder for one test, removed afterwards.
struct Scratch {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "trainerkit-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A store of each backend with some history and a document.
    func filledStore(_ location: StoreLocation, records: Int = 25) throws -> any RecordStore {
        let store = try StoreOpener.open(location)
        try store.insert(
            contentsOf: (1...records).map {
                ContractRecord(
                    number: $0, label: $0.isMultiple(of: 2) ? "even" : "odd", positions: [$0],
                    second: Double($0))
            })
        try store.insert(OtherRecord(name: "other", second: 0.5))
        try store.setDocument(["pi": 120], forKey: "personal-bests")
        return store
    }

    static let locations: [@Sendable (Scratch) -> StoreLocation] = [
        { .sqlite(path: $0.path("a.sqlite")) },
        { .json(directory: $0.path("a-json")) },
    ]
}

/// Runs the built `store-torture` (which mounts the data commands) and returns status and output.
func runTool(_ arguments: [String], input: String? = nil) throws -> (
    status: Int32, output: String, errors: String
) {
    let result = try ProgramRun.run("store-torture", arguments, input: input)
    return (result.status, result.output, result.errors)
}
