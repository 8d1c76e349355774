import ArchLintCore
import Foundation
import Testing

@Suite("The rules file")
struct RulesTests {
    typealias Target = FixturePackage.Target

    static let twoLayers = [
        Target(name: "High", files: ["High.swift": "public struct High {}\n"]),
        Target(name: "Low", dependencies: ["High"], files: ["Low.swift": "import High\n"]),
    ]

    @Test("an exception excuses its breach; once nothing matches it, it is reported as stale")
    func exceptions() throws {
        let exception =
            #"{ "contract": "layers", "importer": "Low", "imported": "High", "reason": "migration" }"#
        let fixture = try FixturePackage(
            targets: Self.twoLayers,
            rules: FixturePackage.rules(
                layers: [("top", ["High"]), ("bottom", ["Low"])], exceptions: [exception])
        )
        defer { fixture.remove() }
        #expect(try fixture.check().breaches.isEmpty)

        try fixture.write(
            "archlint.json",
            FixturePackage.rules(layers: [("top", ["High", "Low"])], exceptions: [exception]))
        let report = try fixture.check()
        #expect(report.breaches.map(\.contract) == ["stale-exception"])
        let breach = try #require(report.breaches.first)
        #expect(breach.file == "archlint.json")
        let rulesLines = try String(
            contentsOf: fixture.root.appendingPathComponent("archlint.json"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rulesLines[breach.location.line - 1].contains("\"importer\": \"Low\""))
    }

    @Test("an exception limited to one file excuses only the imports in that file")
    func exceptionForOneFile() throws {
        let exception = """
            { "contract": "layers", "importer": "Low", "imported": "High", "file": "Sources/Low/Low.swift",
              "reason": "being moved" }
            """
        let fixture = try FixturePackage(
            targets: Self.twoLayers,
            rules: FixturePackage.rules(
                layers: [("top", ["High"]), ("bottom", ["Low"])], exceptions: [exception])
        )
        defer { fixture.remove() }
        try fixture.write("Sources/Low/Other.swift", "import High\n")
        #expect(
            try fixture.check().summaries == [
                "layers Package.swift:14:28 Low->High",
                "layers Sources/Low/Other.swift:1:1 Low->High",
            ]
        )
    }

    @Test("an undeclared import can be excused like a contract breach")
    func builtInException() throws {
        let exception =
            #"{ "contract": "undeclared", "importer": "Low", "imported": "High", "reason": "moving" }"#
        let fixture = try FixturePackage(
            targets: [
                Target(name: "High", files: ["High.swift": "public struct High {}\n"]),
                Target(name: "Low", files: ["Low.swift": "import High\n"]),
            ],
            rules: FixturePackage.rules(layers: [("all", ["High", "Low"])], exceptions: [exception])
        )
        defer { fixture.remove() }
        #expect(try fixture.check().breaches.isEmpty)
    }

    @Test("a contract naming a module that does not exist is reported")
    func unknownModule() throws {
        let fixture = try FixturePackage(
            targets: Self.twoLayers,
            rules: FixturePackage.rules(layers: [("top", ["High", "Gone"]), ("bottom", ["Low"])])
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(report.breaches.map(\.contract).contains("rules"))
        #expect(
            report.breaches.map(\.message).contains(
                "contract 'layers' names 'Gone', which is neither a target of the package nor listed in externalModules"
            )
        )
    }

    @Test(
        "unreadable rules are refused with a message naming the problem",
        arguments: [
            ("{", "cannot read the rules file r.json:"),
            (#"{"version": 2, "contracts": []}"#, "version 2 is not supported; allowed: 1"),
            (#"{"contracts": []}"#, "the key 'version' is missing"),
            (
                #"{"version": 1, "contracts": [{"name": "x", "kind": "sideways"}]}"#,
                "contract 'x' has kind 'sideways'; allowed: layers, independence, forbidden, protected, thin"
            ),
            (
                #"{"version": 1, "contracts": [{"name": "x", "kind": "layers", "layers": []}, {"name": "x", "kind": "layers", "layers": []}]}"#,
                "two contracts are named 'x'"
            ),
            (
                #"{"version": 1, "contracts": [], "exceptions": [{"contract": "nope", "importer": "A", "imported": "B", "reason": "r"}]}"#,
                "an exception names contract 'nope', which the file does not define"
            ),
            (
                #"{"version": 1, "contracts": [{"name": "l", "kind": "layers", "layers": []}], "exceptions": [{"contract": "l", "importer": "A", "imported": "B", "reason": " "}]}"#,
                "the exception for A -> B gives no reason"
            ),
        ]
    )
    func unreadable(json: String, expected: String) {
        #expect {
            try Rules.parse(Data(json.utf8), path: "r.json")
        } throws: { error in
            guard let error = error as? ArchLintError, case .rulesUnreadable(path: "r.json", _) = error else {
                return false
            }
            return error.description.contains(expected)
        }
    }

    @Test("a folder with no manifest, or a broken one, is refused with SwiftPM's reason")
    func unreadablePackage() throws {
        let fixture = try FixturePackage(targets: Self.twoLayers, rules: FixturePackage.rules(layers: []))
        defer { fixture.remove() }
        try fixture.write(
            "Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = 42 +\n")
        #expect {
            try fixture.check()
        } throws: { error in
            guard let error = error as? ArchLintError, case .packageUnreadable = error else { return false }
            return error.description.contains("dump-package` failed")
        }
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("Package.swift"))
        #expect(
            throws: ArchLintError.packageUnreadable(
                path: fixture.root.path, detail: "there is no Package.swift in that folder")
        ) {
            try fixture.check()
        }
    }
}
