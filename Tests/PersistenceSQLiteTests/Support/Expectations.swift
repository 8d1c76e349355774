import Persistence
import Testing

/// The `StoreError` that `body` throws, recording an issue when it throws nothing.
func storeError(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws(StoreError) -> Void
) -> StoreError? {
    do {
        try body()
        Issue.record("expected a StoreError, but nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}
