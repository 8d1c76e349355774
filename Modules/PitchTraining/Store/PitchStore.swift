public import Persistence
import Synchronization

/// The pitch trainer's store facade: writes every completed trial the moment it completes, keeps
/// what cannot be written, and loads the profile at start.
///
/// As a `PitchSessionObserver` it turns each published trial into its record and inserts it in
/// its own transaction at once. When a write fails (a full disk, a read-only directory) the
/// record stays in memory, a warning names the trial and the store's error, and the session goes
/// on; the unsaved records are retried, oldest first, before the next write and by `flush()` and
/// `close()`. What still cannot be written at the end is in `unsavedRecords`, for the front end
/// to put in a recovery file: never dropped silently.
///
/// Writes are serialised by a lock held during the insert, so records reach the store in the
/// order their trials completed, whichever task publishes them.
public final class PitchStore: PitchSessionObserver {
    /// The document that holds the profile snapshot.
    public static let snapshotKey = "pitch.profile-snapshot"

    /// The store written to.
    public let store: any RecordStore

    /// Every warning, as the learner should read it, in order; ends at `close()`.
    public let warnings: AsyncStream<String>

    private let warningOutput: AsyncStream<String>.Continuation
    let state = Mutex(State())

    struct State {
        var unsaved: [Unsaved] = []
        var lastWarning: String?
    }

    struct Unsaved {
        var record: PitchRecord
        var trialNumber: Int?
    }

    /// Wraps a store.
    /// - Parameter store: Where the records go.
    public init(store: any RecordStore) {
        self.store = store
        (warnings, warningOutput) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingNewest(16))
    }

    /// Writes the record of an answered comparison trial.
    public func didComplete(_ comparison: CompletedComparison) {
        save(.comparison(ComparisonRecord(comparison)), trialNumber: comparison.trialNumber)
    }

    /// Writes the record of a committed pitch-matching trial.
    public func didComplete(_ matching: CompletedMatching) {
        save(.matching(MatchingRecord(matching)), trialNumber: matching.trialNumber)
    }

    /// How many records wait to be written.
    public var unsavedCount: Int {
        state.withLock { $0.unsaved.count }
    }

    /// The records that wait to be written, oldest first.
    public var unsavedRecords: [PitchRecord] {
        state.withLock { $0.unsaved.map(\.record) }
    }

    /// The last warning, for a screen that polls; nil when every write has succeeded.
    public var lastWarning: String? {
        state.withLock { $0.lastWarning }
    }

    /// Retries the unsaved records now.
    /// - Returns: true when none is left unsaved.
    @discardableResult
    public func flush() -> Bool {
        let (warning, done) = state.withLock { state in
            (writeUnsaved(&state), state.unsaved.isEmpty)
        }
        if let warning { warningOutput.yield(warning) }
        return done
    }

    /// Retries the unsaved records one last time and ends `warnings`.
    /// - Returns: The records that still could not be written, for a recovery file.
    @discardableResult
    public func close() -> [PitchRecord] {
        let (warning, left) = state.withLock { state in
            (writeUnsaved(&state), state.unsaved.map(\.record))
        }
        if let warning { warningOutput.yield(warning) }
        warningOutput.finish()
        return left
    }

    /// Every comparison record, oldest first, read in batches: for export.
    public func allComparisons() throws(StoreError) -> RecordCursor<ComparisonRecord> {
        try store.records(of: ComparisonRecord.self)
    }

    /// Every pitch-matching record, oldest first, read in batches: for export.
    public func allMatchings() throws(StoreError) -> RecordCursor<MatchingRecord> {
        try store.records(of: MatchingRecord.self)
    }

    // MARK: Writing

    private func save(_ record: PitchRecord, trialNumber: Int?) {
        let warning = state.withLock { state in
            state.unsaved.append(Unsaved(record: record, trialNumber: trialNumber))
            return writeUnsaved(&state)
        }
        if let warning { warningOutput.yield(warning) }
    }

    /// Writes the unsaved records oldest first, each in its own transaction, stopping at the
    /// first failure.
    /// - Returns: The warning to give when a record could not be written.
    @discardableResult
    private func writeUnsaved(_ state: inout State) -> String? {
        while let next = state.unsaved.first {
            do throws(StoreError) {
                switch next.record {
                case .comparison(let record):
                    try store.insert(record)
                case .matching(let record):
                    try store.insert(record)
                }
                state.unsaved.removeFirst()
            } catch {
                let warning = Self.warning(for: state.unsaved, error: error)
                state.lastWarning = warning
                return warning
            }
        }
        state.lastWarning = nil
        return nil
    }

    /// "could not save trial 12: <error>; it is kept and will be saved with the next one".
    private static func warning(for unsaved: [Unsaved], error: StoreError) -> String {
        let newest = unsaved.last.map { entry in
            entry.trialNumber.map { "trial \($0)" } ?? "a \(entry.record.typeName) record"
        }
        let what = newest ?? "a record"
        let kept =
            unsaved.count == 1
            ? "it is kept and will be saved with the next one"
            : "\(unsaved.count) unsaved trials are kept and will be saved with the next one"
        return "could not save \(what): \(error); \(kept)"
    }
}
