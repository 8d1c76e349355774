import Synchronization

/// The most recent value of something that changes on another task, shared by reference.
final class Latest<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    /// The value now.
    var current: Value { value.withLock { $0 } }

    /// Replaces the value.
    func set(_ newValue: Value) {
        value.withLock { $0 = newValue }
    }
}
