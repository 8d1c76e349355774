import Testing

@testable import ArchLintCore

@Suite("Locating targets in Package.swift")
struct ManifestLocatorTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let core: Target.Dependency = .target(name: "Core")

        let package = Package(
            name: "Example",
            products: [
                .plugin(name: "Fmt", targets: ["Fmt"]),
            ],
            targets: [
                .target(name: "Core"),
                .target(
                    name: "App",
                    dependencies: [
                        core,
                        .product(name: "GRDB", package: "GRDB.swift"),
                        .target(name: "Util"),
                    ]
                ),
                .plugin(name: "Fmt", capability: .buildTool()),
                .target(name: "Util"),
            ]
        )
        """

    let locator = ManifestLocator(manifest: Self.manifest)

    @Test("a target is found at its declaration, not at a constant or a product of the same name")
    func targets() {
        #expect(locator.location(ofTarget: "Core") == SourceLocation(line: 12, column: 23))
        #expect(locator.location(ofTarget: "Fmt") == SourceLocation(line: 21, column: 23))
        #expect(locator.location(ofTarget: "Util") == SourceLocation(line: 22, column: 23))
    }

    @Test("a dependency is found where its target names it, or at the target when it is a constant")
    func dependencies() {
        #expect(locator.location(ofDependency: "GRDB", in: "App") == SourceLocation(line: 17, column: 32))
        #expect(locator.location(ofDependency: "Util", in: "App") == SourceLocation(line: 18, column: 31))
        #expect(locator.location(ofDependency: "Core", in: "App") == SourceLocation(line: 14, column: 19))
    }
}
