import ArchLintCore
import Foundation
import Testing

@Suite("The manifest cache")
struct ManifestCacheTests {
    static func fixture() throws -> FixturePackage {
        try FixturePackage(
            targets: [
                FixturePackage.Target(
                    name: "App", dependencies: ["Core"], files: ["App.swift": "import Core\n"]),
                FixturePackage.Target(name: "Core", files: ["Core.swift": "public struct Core {}\n"]),
            ],
            rules: FixturePackage.rules(layers: [("top", ["App"]), ("bottom", ["Core"])])
        )
    }

    static func cacheFiles(of fixture: FixturePackage) throws -> [String] {
        let folder = fixture.root.appendingPathComponent(".build/archlint")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("the second run reads the package from the cache, and a changed manifest is read again")
    func cacheIsUsedUntilTheManifestChanges() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        #expect(try fixture.check().breaches.isEmpty)
        let files = try Self.cacheFiles(of: fixture)
        #expect(files.count == 1)
        let cache = try #require(files.first)
        #expect(cache.hasPrefix("manifest-") && cache.hasSuffix(".json"))

        // Doctor the cached description: App no longer declares Core. A run that uses the cache
        // then sees an undeclared import, which the real manifest does not have.
        let url = fixture.root.appendingPathComponent(".build/archlint/\(cache)")
        let doctored = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: #""byName" : ["#, with: #""byName_" : ["#)
        try Data(doctored.utf8).write(to: url)
        #expect(try fixture.check().breaches.map(\.contract) == ["undeclared"])

        let manifest = fixture.root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try Data((text + "// changed\n").utf8).write(to: manifest)
        #expect(try fixture.check().breaches.isEmpty)
        #expect(try Self.cacheFiles(of: fixture).count == 1)
    }
}
