import ArchLintCore
import Foundation
import Testing

/// This repository's own rules, on a copy of this repository: clean as committed, and each breach the
/// rules exist for is caught when planted, while the same words in comments and strings are not.
@Suite("This repository's rules")
struct RepositoryRulesTests {
    /// The repository root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Copies what the lint reads (manifest, rules, every target folder) into a temporary folder.
    static func copyOfRepository() throws -> URL {
        let fileManager = FileManager.default
        let copy = fileManager.temporaryDirectory.appendingPathComponent("archlint-repo-\(UUID().uuidString)")
        try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "archlint.json", "Modules", "Apps", "Tests", "Tools"] {
            let source = repository.appendingPathComponent(item)
            if fileManager.fileExists(atPath: source.path) {
                try fileManager.copyItem(at: source, to: copy.appendingPathComponent(item))
            }
        }
        return copy
    }

    /// Appends `text` to `file` (relative to `root`) and returns the line number of its first line.
    static func plant(_ text: String, in file: String, under root: URL) throws -> Int {
        let url = root.appendingPathComponent(file)
        let existing = try String(contentsOf: url, encoding: .utf8)
        let lines = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let firstNewLine = existing.hasSuffix("\n") ? lines.count : lines.count + 1
        try Data(((existing.hasSuffix("\n") ? existing : existing + "\n") + text).utf8).write(to: url)
        return firstNewLine
    }

    /// Any Swift file of a folder, relative to the repository root.
    static func someSwiftFile(under folder: String, of root: URL) throws -> String {
        let files = try #require(
            FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path))
        let name = try #require((files.allObjects as? [String])?.sorted().first { $0.hasSuffix(".swift") })
        return "\(folder)/\(name)"
    }

    @Test("the repository as committed keeps every rule")
    func clean() throws {
        let copy = try Self.copyOfRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let report = try ArchLint.check(packageAt: copy)
        #expect(report.breaches.map(\.message) == [])
    }

    @Test(
        "planted breaches are reported at their file and line; the same words in comments and strings are not"
    )
    func planted() throws {
        let copy = try Self.copyOfRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let domainFile = try Self.someSwiftFile(under: "Modules/Domain", of: copy)
        let lintFile = try Self.someSwiftFile(under: "Tools/ArchLint/Sources/ArchLintCore", of: copy)
        let lookAlikes = ##"""
            // import ArchLintCore
            /* @testable import Domain /* import struct ArchLintCore.Breach */ */
            private let plantedA = "import ArchLintCore"
            private let plantedB = """
                @testable import Domain
                import struct ArchLintCore.Breach
                """
            private let plantedC = #"import ArchLintCore"#

            """##
        _ = try Self.plant(lookAlikes, in: domainFile, under: copy)
        _ = try Self.plant(lookAlikes, in: lintFile, under: copy)
        #expect(try ArchLint.check(packageAt: copy).breaches.isEmpty)

        let importLine = try Self.plant("import ArchLintCore\n", in: domainFile, under: copy)
        let scopedLine = try Self.plant("import struct ArchLintCore.Breach\n", in: domainFile, under: copy)
        let testableLine = try Self.plant("@testable import Domain\n", in: lintFile, under: copy)
        let outcome = ArchLintCommand.run(arguments: ["--package-path", copy.path])
        #expect(outcome.status == 1)
        let errors = outcome.output.split(separator: "\n").filter { $0.contains(": error: ") }.map(
            String.init)
        let planted = [
            "\(domainFile):\(importLine):", "\(domainFile):\(scopedLine):", "\(lintFile):\(testableLine):",
        ]
        for position in planted {
            #expect(
                errors.contains { $0.hasPrefix("\(copy.path)/\(position)") },
                "nothing reported at \(position)")
        }
        #expect(
            errors.contains(
                "\(copy.path)/\(domainFile):\(importLine):1: error: [layers] Domain imports ArchLintCore "
                    + "(Domain is in layer kernel, ArchLintCore in the higher layer tools)"
            )
        )
        #expect(
            errors.contains {
                $0.hasPrefix(
                    "\(copy.path)/\(lintFile):\(testableLine):1: error: [testable] ArchLintCore uses @testable import Domain"
                )
            }
        )
        // Everything else reported must be a consequence of the planted imports: the chains they
        // open from the lint's other targets to Domain, reported at the chain's first step.
        let others = errors.filter { line in !planted.contains { line.hasPrefix("\(copy.path)/\($0)") } }
        for line in others {
            let isChainToDomain =
                line.hasPrefix("\(copy.path)/Package.swift:")
                && line.contains("error: [the lint needs only the toolchain]")
                && line.contains("-> ArchLintCore -> Domain")
            #expect(isChainToDomain, "unexpected: \(line)")
        }
    }
}
