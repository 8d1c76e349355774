import Persistence
import ProgramTestSupport
public import Testing

/// The behaviours every `RecordStore` must have, run by each backend's test target with the same
/// assertions: `@Test(arguments: StoreContract.checks) func contract(_ check: StoreContract.Check)`.
///
/// A behaviour only one backend passes is a bug, not a difference.
public enum StoreContract {
    /// One behaviour, runnable against any backend.
    public struct Check: Sendable, CustomTestStringConvertible {
        /// What it shows.
        public let name: String
        private let body: @Sendable (StoreFactory) throws -> Void

        init(_ name: String, _ body: @escaping @Sendable (StoreFactory) throws -> Void) {
            self.name = name
            self.body = body
        }

        /// Runs the check against stores from `factory`.
        public func callAsFunction(_ factory: StoreFactory) throws {
            try body(factory)
        }

        /// Runs the check on a thread of its own, so that its waits (on processes, on locks)
        /// do not hold the test pool's threads; see `onOwnThread(_:)`.
        public func run(_ factory: StoreFactory) async throws {
            let body = body
            try await onOwnThread { try body(factory) }
        }

        /// The name, as test output shows it.
        public var testDescription: String { name }
    }

    /// Every check.
    public static let checks: [Check] = recordChecks + documentChecks + evolutionChecks + processChecks

    /// Opens a store at a fresh location, runs `body`, and removes the store afterwards.
    static func withStore(_ factory: StoreFactory, _ body: (any RecordStore, StoreLocation) throws -> Void)
        throws
    {
        let location = factory.location()
        defer { factory.remove(location) }
        try body(factory.open(location), location)
    }

    /// Expects `body` to throw exactly `expected`.
    static func expect(
        _ expected: StoreError,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws(StoreError) -> Void
    ) {
        do {
            try body()
            Issue.record("expected \(expected), but nothing was thrown", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
        }
    }

    /// Expects `body` to throw a `StoreError` for which `matches` is true.
    static func expect(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws(StoreError) -> Void,
        matches: (StoreError) -> Bool
    ) {
        do {
            try body()
            Issue.record("expected a StoreError, but nothing was thrown", sourceLocation: sourceLocation)
        } catch {
            #expect(matches(error), "unexpected error: \(error)", sourceLocation: sourceLocation)
        }
    }
}
