import ArchLintCore
import Testing

/// Every tricky import form, breaching the layers in a real fixture package, reported at its own
/// line; and the same words where they are not imports, reported nowhere.
@Suite("Import forms in a fixture package")
struct ImportFormTests {
    static let breachingFile = """
        import Foundation
        @testable import Top
        @_exported import Top
        @preconcurrency import Top
        public import Top
        package import Top
        import struct Top.Thing
        import Top; import Foundation; import Top
        #if canImport(Top)
        import Top
        #endif
        @_spi(Internal)
        import Top
        /* a comment */ import Top

        """

    static let lookAlikeFile = ##"""
        // import Top
        /// import Top
        /* import Top */
        /* outer /* import Top */ import Top */
        let a = "import Top"
        let b = """
            import Top
            \("import Top")
            """
        let c = #"import Top"#
        let d = #"""
            import Top
            """#
        let e = #/import Top/#
        let `import` = 1

        """##

    @Test("each form is reported at its line; look-alikes are not")
    func forms() throws {
        let fixture = try FixturePackage(
            targets: [
                FixturePackage.Target(name: "Top", files: ["Top.swift": "public struct Thing {}\n"]),
                FixturePackage.Target(
                    name: "Bottom",
                    dependencies: ["Top"],
                    files: ["Forms.swift": Self.breachingFile, "LookAlikes.swift": Self.lookAlikeFile]
                ),
            ],
            rules: FixturePackage.rules(layers: [("top", ["Top"]), ("bottom", ["Bottom"])])
        )
        defer { fixture.remove() }
        let report = try fixture.check()
        let sourceBreaches = report.breaches.filter { $0.contract == "layers" && $0.file != "Package.swift" }
        let positions = sourceBreaches.map { "\($0.file):\($0.location.line):\($0.location.column)" }
        #expect(
            positions == [
                "Sources/Bottom/Forms.swift:2:1",
                "Sources/Bottom/Forms.swift:3:1",
                "Sources/Bottom/Forms.swift:4:1",
                "Sources/Bottom/Forms.swift:5:1",
                "Sources/Bottom/Forms.swift:6:1",
                "Sources/Bottom/Forms.swift:7:1",
                "Sources/Bottom/Forms.swift:8:1",
                "Sources/Bottom/Forms.swift:8:32",
                "Sources/Bottom/Forms.swift:10:1",
                "Sources/Bottom/Forms.swift:12:1",
                "Sources/Bottom/Forms.swift:14:17",
            ]
        )
        let others = report.breaches.filter { !($0.contract == "layers" && $0.file != "Package.swift") }
        #expect(others.map(\.contract) == ["layers", "testable"])
        #expect(others.first?.file == "Package.swift")
        #expect(others.last?.location.line == 2)
    }
}
