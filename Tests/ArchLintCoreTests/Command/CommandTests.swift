import ArchLintCore
import Foundation
import Testing

@Suite("The archlint command")
struct CommandTests {
    typealias Target = FixturePackage.Target

    static func breachingFixture() throws -> FixturePackage {
        try FixturePackage(
            targets: [
                Target(name: "High", files: ["High.swift": "public struct High {}\n"]),
                Target(name: "Low", files: ["Low.swift": "import Foundation\nimport High\n"]),
            ],
            rules: FixturePackage.rules(layers: [("top", ["High"]), ("bottom", ["Low"])])
        )
    }

    @Test("text output is compiler-style lines and a summary; breaches exit with 1")
    func text() throws {
        let fixture = try Self.breachingFixture()
        defer { fixture.remove() }
        let outcome = ArchLintCommand.run(arguments: ["--package-path", fixture.root.path])
        #expect(outcome.status == 1)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(fixture.root.path)/Sources/Low/Low.swift:2:1: error: [layers] Low imports High (Low is in layer bottom, High in the higher layer top)"
        )
        #expect(lines.last == "archlint: 2 breaches (2 targets, 2 files, 2 imports, 1 contracts)")
    }

    @Test("a clean package exits with 0")
    func clean() throws {
        let fixture = try Self.breachingFixture()
        defer { fixture.remove() }
        try fixture.write("Sources/Low/Low.swift", "import Foundation\n// import High\n")
        let outcome = ArchLintCommand.run(arguments: ["--package-path", fixture.root.path])
        #expect(outcome.status == 0)
        #expect(outcome.output == "archlint: 0 breaches (2 targets, 2 files, 1 imports, 1 contracts)\n")
    }

    @Test("--format json prints JSON with the breaches, targets and layers")
    func json() throws {
        let fixture = try Self.breachingFixture()
        defer { fixture.remove() }
        let outcome = ArchLintCommand.run(arguments: [
            "--package-path", fixture.root.path, "--format", "json",
        ])
        #expect(outcome.status == 1)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let breaches = try #require(object["breaches"] as? [[String: Any]])
        #expect(breaches.count == 2)
        #expect(breaches.first?["file"] as? String == "Sources/Low/Low.swift")
        #expect((breaches.first?["location"] as? [String: Int])?["line"] == 2)
        let targets = try #require(object["targets"] as? [[String: Any]])
        #expect(targets.map { $0["layer"] as? String } == ["top", "bottom"])
        #expect((object["summary"] as? [String: Int])?["breaches"] == 2)
    }

    @Test("--format dot and mermaid print the target graph with layers as clusters and breaches in red")
    func graphs() throws {
        let fixture = try Self.breachingFixture()
        defer { fixture.remove() }
        let dot = ArchLintCommand.run(arguments: ["--package-path", fixture.root.path, "--format", "dot"])
        #expect(dot.output.hasPrefix("digraph architecture {"))
        #expect(dot.output.contains("subgraph cluster_0 {\n        label=\"top\";\n        \"High\";"))
        #expect(dot.output.contains("\"Low\" -> \"High\" [style=dashed, color=red];"))
        let mermaid = ArchLintCommand.run(arguments: [
            "--package-path", fixture.root.path, "--format", "mermaid",
        ])
        #expect(mermaid.output.hasPrefix("flowchart TB\n"))
        #expect(mermaid.output.contains("subgraph layer1[\"bottom\"]\n        n1[\"Low\"]\n    end"))
        #expect(mermaid.output.contains("n1 -.-> n0\n    linkStyle 0 stroke:red"))
    }

    @Test(
        "a command line it does not understand exits with 2 and says why",
        arguments: [
            (["--frobnicate"], "unknown argument '--frobnicate'"),
            (["--format", "xml"], "'xml' is not a format; allowed: text, json, dot, mermaid"),
            (["--rules"], "--rules needs a value"),
        ]
    )
    func usage(arguments: [String], message: String) {
        let outcome = ArchLintCommand.run(arguments: arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix("archlint: error: \(message)\n"))
    }

    @Test("paths in the package get the package path before them; a rules file elsewhere keeps its own path")
    func paths() throws {
        let fixture = try Self.breachingFixture()
        defer { fixture.remove() }
        let rules = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rules-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: rules) }
        try Data(FixturePackage.rules(layers: [("top", ["High", "Gone"]), ("bottom", ["Low"])]).utf8).write(
            to: rules)
        let outcome = ArchLintCommand.run(arguments: [
            "--package-path", fixture.root.path, "--rules", rules.path,
        ])
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains { $0.hasPrefix("\(fixture.root.path)/Sources/Low/Low.swift:2:1: error: [layers]") }
        )
        #expect(
            lines.contains {
                $0.hasPrefix("\(rules.path):6:1: error: [rules] contract 'layers' names 'Gone'")
            })
    }

    @Test("missing rules exit with 2 naming the file")
    func missingRules() throws {
        let fixture = try Self.breachingFixture()
        defer { fixture.remove() }
        let outcome = ArchLintCommand.run(arguments: [
            "--package-path", fixture.root.path, "--rules", "/nowhere/r.json",
        ])
        #expect(outcome.status == 2)
        #expect(
            outcome.errors
                == "archlint: error: cannot read the rules file /nowhere/r.json: the file does not exist or cannot be read\n"
        )
    }

    @Test("the built executable prints the breaches and exits with 1")
    func executable() throws {
        let fixture = try Self.breachingFixture()
        defer { fixture.remove() }
        let products = try #require(Bundle.main.executableURL?.deletingLastPathComponent())
        let process = Process()
        process.executableURL = products.appendingPathComponent("archlint")
        process.arguments = ["--format", "text"]
        process.currentDirectoryURL = fixture.root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(output.hasPrefix("Sources/Low/Low.swift:2:1: error: [layers] Low imports High"))
    }
}
