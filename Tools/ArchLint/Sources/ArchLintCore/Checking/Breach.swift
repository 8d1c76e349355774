/// One breach of the rules, pointing at the line to change.
public struct Breach: Hashable, Sendable, Codable, Comparable {
    /// The contract's name from the rules file, or the built-in check (`undeclared`, `testable`,
    /// `cycle`, `placement`, `stale-exception`, `rules`).
    public var contract: String
    /// The kind of check: a contract kind (`layers`, `independence`, `forbidden`, `protected`,
    /// `thin`) or the built-in check's name.
    public var kind: String
    /// The file to change, relative to the package root.
    public var file: String
    /// The line and column in that file.
    public var location: SourceLocation
    /// The importing module, when the breach is about an import.
    public var importer: String?
    /// The imported module, when the breach is about an import.
    public var imported: String?
    /// The modules from importer to imported, for a breach through a chain (or a cycle).
    public var chain: [String]
    /// What is wrong, in words.
    public var message: String

    /// Creates a breach.
    public init(
        contract: String,
        kind: String,
        file: String,
        location: SourceLocation,
        importer: String? = nil,
        imported: String? = nil,
        chain: [String] = [],
        message: String
    ) {
        self.contract = contract
        self.kind = kind
        self.file = file
        self.location = location
        self.importer = importer
        self.imported = imported
        self.chain = chain
        self.message = message
    }

    /// Orders by file, position, then message.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.location.line, lhs.location.column, lhs.message)
            < (rhs.file, rhs.location.line, rhs.location.column, rhs.message)
    }
}
