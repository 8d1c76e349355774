import Foundation
import Testing

@testable import ArchLintCore

@Suite("Finding imports")
struct ImportScannerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var module: String
        var line = 1
        var column = 1
        var attributes: [String] = []
        var accessLevel: String?
        var declarationKind: String?
        var testDescription: String { source.replacingOccurrences(of: "\n", with: "⏎") }
    }

    @Test(
        "every import form is found with its module, line and column",
        arguments: [
            Case(source: "import Domain", module: "Domain"),
            Case(source: "@testable import Domain", module: "Domain", attributes: ["testable"]),
            Case(source: "@testable\nimport Domain", module: "Domain", attributes: ["testable"]),
            Case(source: "@_exported import Domain", module: "Domain", attributes: ["_exported"]),
            Case(source: "@preconcurrency import Domain", module: "Domain", attributes: ["preconcurrency"]),
            Case(source: "@_spi(Testing) import Domain", module: "Domain", attributes: ["_spi"]),
            Case(
                source: "@_implementationOnly import CALSA", module: "CALSA",
                attributes: ["_implementationOnly"]),
            Case(source: "public import Domain", module: "Domain", accessLevel: "public"),
            Case(source: "package import Domain", module: "Domain", accessLevel: "package"),
            Case(source: "internal import Domain", module: "Domain", accessLevel: "internal"),
            Case(source: "private import Domain", module: "Domain", accessLevel: "private"),
            Case(
                source: "@preconcurrency public import Domain", module: "Domain",
                attributes: ["preconcurrency"], accessLevel: "public"
            ),
            Case(source: "import struct Domain.MIDINote", module: "Domain", declarationKind: "struct"),
            Case(source: "import class Foundation.NSString", module: "Foundation", declarationKind: "class"),
            Case(source: "import func Domain.frequency", module: "Domain", declarationKind: "func"),
            Case(source: "import Foundation.NSString", module: "Foundation"),
            Case(source: "import `Domain`", module: "Domain"),
            Case(source: "   import Domain // why", module: "Domain", column: 4),
            Case(source: "let a = 1\n\n\timport Domain", module: "Domain", line: 3, column: 2),
            Case(source: "let a = 1; import Domain", module: "Domain", column: 12),
            Case(source: "/* a\n comment */ import Domain", module: "Domain", line: 2, column: 13),
            Case(source: "#if canImport(Domain)\nimport Domain\n#endif", module: "Domain", line: 2),
            Case(source: "#!/usr/bin/env swift\nimport Domain", module: "Domain", line: 2),
            Case(source: "let s = \"\"\"\n  text\n  \"\"\"\nimport Domain", module: "Domain", line: 4),
            Case(source: "let π = 3.14; import Domain", module: "Domain", column: 16),
            Case(source: "\u{FEFF}import Domain", module: "Domain"),
            Case(source: "let q = #\"\"\"#\nimport Domain", module: "Domain", line: 2),
            Case(source: "let q = #\"\"\"abc\"#\nimport Domain", module: "Domain", line: 2),
            Case(source: "let s = \"\\(x.contains(/\\(/))\"\nimport Domain", module: "Domain", line: 2),
            Case(source: "let s = \"\\(f(\"(\")\nimport Domain", module: "Domain", line: 2),
        ]
    )
    func findsImport(_ example: Case) throws {
        let imports = ImportScanner.imports(in: example.source)
        let found = try #require(imports.first)
        #expect(imports.count == 1)
        #expect(found.module == example.module)
        #expect(found.location == SourceLocation(line: example.line, column: example.column))
        #expect(found.attributes == example.attributes)
        #expect(found.accessLevel == example.accessLevel)
        #expect(found.declarationKind == example.declarationKind)
    }

    @Test("a scoped import keeps its whole path")
    func scopedPath() {
        let found = ImportScanner.imports(in: "import struct ArchLintCore.Breach")
        #expect(found.map(\.path) == [["ArchLintCore", "Breach"]])
    }

    @Test("several imports on one line are all found, each at its own column")
    func severalOnOneLine() {
        let found = ImportScanner.imports(in: "import A; import B;@testable import C")
        #expect(found.map(\.module) == ["A", "B", "C"])
        #expect(found.map(\.location.column) == [1, 11, 20])
        #expect(found.map(\.isTestable) == [false, false, true])
    }

    @Test("imports inside #if blocks are found and marked conditional")
    func conditional() {
        let source = """
            import Foundation
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            import Domain
            """
        let found = ImportScanner.imports(in: source)
        #expect(found.map(\.module) == ["Foundation", "Glibc", "Darwin", "Domain"])
        #expect(found.map(\.isConditional) == [false, true, true, false])
        #expect(found.map(\.location.line) == [1, 3, 5, 7])
    }

    @Test(
        "look-alikes in comments, strings and other code are not imports",
        arguments: [
            "// import Domain",
            "/// import Domain",
            "/* import Domain */",
            "/* outer /* import Inner */ import Domain */",
            "/*\nimport Domain\n*/",
            "let s = \"import Domain\"",
            "let s = \"a \\\"quoted\\\" import Domain\"",
            "let s = \"\"\"\nimport Domain\n\"\"\"",
            "let s = \"\"\"\n  \\(\"import Domain\")\n  import Domain\n  \"\"\"",
            "let s = #\"import Domain\"#",
            "let s = #\"a \" import Domain\"#",
            "let s = ##\"\"\"\nimport Domain\n\"\"\"#\nimport Other\n\"\"\"##",
            "let s = \"\\(f(\"(\")) \\(g(\")\"))\"; let t = \"import Domain\"",
            "let s = \"x \\(\"\"\"\nimport Domain\n\"\"\") y\"",
            "let r = #/import Domain/#",
            "let r = #/\nimport Domain\n/#",
            "x.import(Domain)",
            "let `import` = 1",
            "func f(import x: Int) {}",
            "func load(\n    import file: String\n) {}",
            "init(\n    import file: String,\n    other: Int\n) {}",
            "@available(*, deprecated, message: \"import Domain\")\nfunc f() {}",
        ]
    )
    func ignoresLookAlike(_ source: String) {
        #expect(ImportScanner.imports(in: source).isEmpty)
    }

    @Test("an unterminated string ends at its line, so later imports are still found")
    func unterminatedString() {
        let found = ImportScanner.imports(in: "let s = \"oops\nimport Domain")
        #expect(found.map(\.module) == ["Domain"])
    }
}
