public import Foundation

/// The architecture rules of a package, read from its rules file (`archlint.json`).
public struct Rules: Sendable {
    /// An accepted breach, written down with its reason. It must keep matching a breach, or the run
    /// fails: exceptions never go stale silently.
    public struct Exception: Hashable, Sendable, Codable {
        /// The contract it relaxes.
        public var contract: String
        /// The importing module.
        public var importer: String
        /// The imported module.
        public var imported: String
        /// When set, only imports in this file (relative to the package root) are excused.
        public var file: String?
        /// Why the breach is accepted.
        public var reason: String
    }

    /// The format version of the file; this lint reads version 1.
    public var version: Int
    /// Modules from outside the package (other packages, system libraries) that contracts may name.
    public var externalModules: [String]
    /// The contracts, in file order.
    public var contracts: [Contract]
    /// The accepted breaches.
    public var exceptions: [Exception]
    /// The file's text, kept to point messages at the right line.
    var text: String

    /// The built-in checks an exception may name besides the file's contracts.
    public static let excusableChecks: Set<String> = ["undeclared", "testable"]

    /// The name of the rules file the lint looks for in a package root.
    public static let defaultFileName = "archlint.json"

    /// Reads and validates a rules file.
    /// - Throws: `ArchLintError.rulesUnreadable` naming the file and what is wrong with it.
    public static func load(from url: URL) throws(ArchLintError) -> Rules {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .rulesUnreadable(path: url.path, detail: "the file does not exist or cannot be read")
        }
        return try parse(data, path: url.path)
    }

    /// Parses rules from JSON `data`; `path` names the source in messages.
    /// - Throws: `ArchLintError.rulesUnreadable` naming what is wrong.
    public static func parse(_ data: Data, path: String) throws(ArchLintError) -> Rules {
        let file: RulesFile
        do {
            file = try JSONDecoder().decode(RulesFile.self, from: data)
        } catch let error as DecodingError {
            throw .rulesUnreadable(path: path, detail: describe(error))
        } catch {
            throw .rulesUnreadable(path: path, detail: "\(error)")
        }
        guard file.version == 1 else {
            throw .rulesUnreadable(path: path, detail: "version \(file.version) is not supported; allowed: 1")
        }
        var seen: Set<String> = []
        for contract in file.contracts where !seen.insert(contract.name).inserted {
            throw .rulesUnreadable(
                path: path, detail: "two contracts are named '\(contract.name)'; names must be unique")
        }
        for exception in file.exceptions ?? [] {
            guard seen.contains(exception.contract) || excusableChecks.contains(exception.contract) else {
                let builtIn = excusableChecks.sorted().joined(separator: ", ")
                throw .rulesUnreadable(
                    path: path,
                    detail:
                        "an exception names contract '\(exception.contract)', which the file does not define "
                        + "(built-in checks that can be excused: \(builtIn))"
                )
            }
            guard !exception.reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw .rulesUnreadable(
                    path: path,
                    detail: "the exception for \(exception.importer) -> \(exception.imported) gives no reason"
                )
            }
        }
        return Rules(
            version: file.version,
            externalModules: file.externalModules ?? [],
            contracts: file.contracts,
            exceptions: file.exceptions ?? [],
            text: String(decoding: data, as: UTF8.self)
        )
    }

    private static func describe(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty
                ? ""
                : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "the key '\(key.stringValue)' is missing\(at(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription)\(at(context.codingPath))"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSError)?.userInfo["NSDebugDescription"] as? String
            return "\(underlying ?? context.debugDescription)\(at(context.codingPath))"
        @unknown default:
            return "\(error)"
        }
    }

    /// The line where `text` first appears in the file, at or after the first line that holds all of
    /// `anchor`; line 1 when it cannot be found.
    func line(of text: String, after anchor: [String] = [], occurrence: Int = 0) -> Int {
        let lines = self.text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { line in anchor.allSatisfy { line.contains($0) } } ?? 0
        var remaining = occurrence
        for number in start..<lines.count where lines[number].contains(text) {
            if remaining == 0 { return number + 1 }
            remaining -= 1
        }
        return 1
    }

    /// The anchor of a contract's own line: `"name"` and its quoted name on one line.
    static func contractAnchor(_ name: String) -> [String] {
        ["\"name\"", "\"\(name)\""]
    }
}

private struct RulesFile: Decodable {
    var version: Int
    var externalModules: [String]?
    var contracts: [Contract]
    var exceptions: [Rules.Exception]?
}
