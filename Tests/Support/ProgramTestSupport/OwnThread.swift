import Foundation

/// Runs blocking work on a thread of its own and waits for it without holding a thread of the
/// shared pool.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread per core: two tests
/// that block (waiting for a program, sleeping between polls) take the whole pool on a two-core
/// machine, and every async test, the trainers' sessions among them, stalls until they finish.
/// An expectation that fails inside `body` is still reported and fails the run, but tests
/// cannot tell it is theirs (it shows as «unknown»); keep expectations outside where it matters.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try body() })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
