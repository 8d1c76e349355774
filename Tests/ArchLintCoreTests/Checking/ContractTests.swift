import ArchLintCore
import Testing

/// Each contract kind breached in a real package on disk, read through `swift package dump-package`.
///
/// In the generated manifests target number i (from 0) has its `name:` on line 8 + 5i, column 19,
/// and its first dependency on line 9 + 5i, column 28.
@Suite("Contracts on fixture packages")
struct ContractTests {
    typealias Target = FixturePackage.Target

    @Test("a lower layer importing a higher one is reported at the import, with the undeclared import")
    func layerBreachInSource() throws {
        let fixture = try FixturePackage(
            targets: [
                Target(name: "High", files: ["High.swift": "public struct High {}\n"]),
                Target(name: "Low", files: ["Low.swift": "import Foundation\n\nimport High\n"]),
            ],
            rules: FixturePackage.rules(layers: [("top", ["High"]), ("bottom", ["Low"])])
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(
            report.summaries == [
                "layers Sources/Low/Low.swift:3:1 Low->High",
                "undeclared Sources/Low/Low.swift:3:1 Low->High",
            ]
        )
        let breach = try #require(report.breaches.first)
        #expect(breach.message == "Low imports High (Low is in layer bottom, High in the higher layer top)")
    }

    @Test("a manifest dependency that breaks the layers is reported at its line in Package.swift")
    func layerBreachInManifest() throws {
        let fixture = try FixturePackage(
            targets: [
                Target(name: "High", files: ["High.swift": "public struct High {}\n"]),
                Target(name: "Low", dependencies: ["High"], files: ["Low.swift": "public struct Low {}\n"]),
            ],
            rules: FixturePackage.rules(layers: [("top", ["High"]), ("bottom", ["Low"])])
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(report.summaries == ["layers Package.swift:14:28 Low->High"])
        #expect(report.breaches.first?.message.hasPrefix("Low depends on High") == true)
    }

    @Test("siblings on an independent layer may not import each other; on a plain layer they may")
    func independentLayer() throws {
        let files = ["A.swift": "import B\n"]
        let fixture = try FixturePackage(
            targets: [
                Target(name: "A", dependencies: ["B"], files: files),
                Target(name: "B", files: ["B.swift": "public struct B {}\n"]),
            ],
            rules: FixturePackage.rules(layers: [("trainers", ["A", "B"])], independentLayers: ["trainers"])
        )
        defer { fixture.remove() }
        #expect(
            try fixture.check().summaries == [
                "layers Package.swift:9:28 A->B",
                "layers Sources/A/A.swift:1:1 A->B",
            ]
        )
        try fixture.write("archlint.json", FixturePackage.rules(layers: [("trainers", ["A", "B"])]))
        #expect(try fixture.check().breaches.isEmpty)
    }

    @Test("independence is broken through a chain, and the whole chain is shown")
    func independenceThroughChain() throws {
        let independence = #"{ "name": "apart", "kind": "independence", "modules": ["A", "B"] }"#
        let fixture = try FixturePackage(
            targets: [
                Target(name: "A", dependencies: ["Mid"], files: ["A.swift": "import Mid\n"]),
                Target(name: "Mid", dependencies: ["B"], files: ["Mid.swift": "import B\n"]),
                Target(name: "B", files: ["B.swift": "public struct B {}\n"]),
            ],
            rules: FixturePackage.rules(
                layers: [("top", ["A"]), ("middle", ["Mid"]), ("bottom", ["B"])],
                contracts: [independence]
            )
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(report.summaries == ["apart Package.swift:9:28 A->B"])
        let breach = try #require(report.breaches.first)
        #expect(breach.chain == ["A", "Mid", "B"])
        #expect(
            breach.message == "A reaches B through A -> Mid -> B (modules of 'apart' must stay independent)")
    }

    @Test("a direct import between independent modules is reported at the import")
    func independenceDirect() throws {
        let independence = #"{ "name": "apart", "kind": "independence", "modules": ["A", "B"] }"#
        let fixture = try FixturePackage(
            targets: [
                Target(name: "A", dependencies: ["B"], files: ["A.swift": "// A uses B\n\nimport B\n"]),
                Target(name: "B", files: ["B.swift": "public struct B {}\n"]),
            ],
            rules: FixturePackage.rules(
                layers: [("top", ["A"]), ("bottom", ["B"])], contracts: [independence])
        )
        defer { fixture.remove() }
        #expect(
            try fixture.check().summaries == [
                "apart Package.swift:9:28 A->B",
                "apart Sources/A/A.swift:3:1 A->B",
            ]
        )
    }

    @Test("a forbidden module is reported, directly and, when asked, through a chain")
    func forbidden() throws {
        let direct = #"{ "name": "no-grdb", "kind": "forbidden", "from": ["Core"], "to": ["GRDB"] }"#
        let chained =
            #"{ "name": "core-alone", "kind": "forbidden", "from": ["App"], "to": ["Core"], "indirect": true }"#
        let fixture = try FixturePackage(
            targets: [
                Target(name: "App", dependencies: ["Mid"], files: ["App.swift": "import Mid\n"]),
                Target(name: "Mid", dependencies: ["Core"], files: ["Mid.swift": "import Core\n"]),
                Target(
                    name: "Core",
                    files: ["Core.swift": "import Foundation\n@preconcurrency import GRDB\n"]
                ),
            ],
            rules: FixturePackage.rules(
                layers: [("top", ["App"]), ("middle", ["Mid"]), ("bottom", ["Core"])],
                externalModules: ["GRDB"],
                contracts: [direct, chained]
            )
        )
        defer { fixture.remove() }
        #expect(
            try fixture.check().summaries == [
                "core-alone Package.swift:9:28 App->Core",
                "no-grdb Sources/Core/Core.swift:2:1 Core->GRDB",
            ]
        )
    }

    @Test("only the allowed importers may import a protected module")
    func protected() throws {
        let contract =
            #"{ "name": "wrapped", "kind": "protected", "modules": ["Secret"], "allowedImporters": ["Wrapper"] }"#
        let fixture = try FixturePackage(
            targets: [
                Target(
                    name: "App", dependencies: ["Wrapper", "Secret"],
                    files: ["App.swift": "import Wrapper\nimport Secret\n"]),
                Target(
                    name: "Wrapper", dependencies: ["Secret"], files: ["Wrapper.swift": "import Secret\n"]),
                Target(name: "Secret", files: ["Secret.swift": "public struct Secret {}\n"]),
            ],
            rules: FixturePackage.rules(
                layers: [("top", ["App"]), ("middle", ["Wrapper"]), ("bottom", ["Secret"])],
                contracts: [contract]
            )
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(
            report.summaries == [
                "wrapped Package.swift:9:39 App->Secret",
                "wrapped Sources/App/App.swift:2:1 App->Secret",
            ]
        )
        #expect(report.breaches.first?.message == "App depends on Secret (only Wrapper may import Secret)")
    }

    @Test("a thin executable keeps to its file and line budget and imports only its front end")
    func thin() throws {
        let contract = """
            { "name": "thin", "kind": "thin", "targets": ["my-tool"], "maxLines": 2, "maxFiles": 1,
              "allowedImports": ["Front"] }
            """
        let main = "import Front\nimport Foundation\n\nFront.run()\nprint(1)\n"
        let fixture = try FixturePackage(
            targets: [
                Target(
                    name: "my-tool",
                    kind: "executableTarget",
                    dependencies: ["Front"],
                    files: ["main.swift": main, "Extra.swift": "let extra = 1\n"]
                ),
                Target(
                    name: "Front",
                    files: ["Front.swift": "public enum Front { public static func run() {} }\n"]),
            ],
            rules: FixturePackage.rules(
                layers: [("apps", ["my-tool"]), ("front", ["Front"])], contracts: [contract])
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(
            report.breaches.map(\.message) == [
                "my-tool has 2 source files; a thin executable has at most 1",
                "my-tool has 5 non-blank lines; a thin executable has at most 2",
                "my-tool imports Foundation; a thin executable imports only Front",
            ]
        )
        #expect(
            report.breaches.last.map { "\($0.file):\($0.location.line)" } == "Sources/my-tool/main.swift:2")
    }

    @Test("@testable import is reported in a library target and allowed in a test target")
    func testable() throws {
        let fixture = try FixturePackage(
            targets: [
                Target(name: "Lib", dependencies: ["Core"], files: ["Lib.swift": "@testable import Core\n"]),
                Target(name: "Core", files: ["Core.swift": "public struct Core {}\n"]),
                Target(
                    name: "LibTests",
                    kind: "testTarget",
                    dependencies: ["Lib"],
                    files: ["LibTests.swift": "@testable import Lib\nimport Testing\n"]
                ),
            ],
            rules: FixturePackage.rules(layers: [
                ("tests", ["LibTests"]), ("lib", ["Lib"]), ("core", ["Core"]),
            ])
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(report.summaries == ["testable Sources/Lib/Lib.swift:1:1 Lib->Core"])
        #expect(
            report.breaches.first?.message
                == "Lib uses @testable import Core; @testable import belongs in test targets only"
        )
    }

    @Test("a cycle between targets is reported with its chain")
    func cycle() throws {
        let fixture = try FixturePackage(
            targets: [
                Target(name: "A", dependencies: ["B"], files: ["A.swift": "import B\n"]),
                Target(name: "B", files: ["B.swift": "import A\n"]),
            ],
            rules: FixturePackage.rules(layers: [("same", ["A", "B"])])
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(
            report.summaries == [
                "cycle Package.swift:9:28 A->B",
                "undeclared Sources/B/B.swift:1:1 B->A",
            ]
        )
        #expect(report.breaches.first?.chain == ["A", "B", "A"])
    }

    @Test("a target placed in no layer is reported at its declaration")
    func placement() throws {
        let fixture = try FixturePackage(
            targets: [
                Target(name: "Placed", files: ["Placed.swift": "public struct Placed {}\n"]),
                Target(name: "Stray", files: ["Stray.swift": "public struct Stray {}\n"]),
            ],
            rules: FixturePackage.rules(layers: [("only", ["Placed"])])
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        #expect(report.summaries == ["placement Package.swift:13:19 -->-"])
        #expect(report.breaches.first?.message.hasPrefix("target Stray is in no layer") == true)
    }
}
