/// State that several threads share, reachable only with its lock held:
///
///     let seen = Locked<[String: Int]>([:])
///     seen.withLock { $0[text, default: 0] += 1 }
///
/// The one lock type of linkspec. (`Synchronization.Mutex` does the same,
/// but needs macOS 15 and iOS 18, above the package's platforms.) For state
/// a thread must wait on, see `Condition`.
///
/// `@usableFromInline` (with `@inlinable` members) so that `withLock` is
/// specialised and inlined in the calling module: a `package` type without it
/// is called through generic metadata, which every step of a run paid.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
    // `@unchecked Sendable`: `state` is touched only inside `withLock`.
    @usableFromInline let lock = Platform._UnsafeMutexAndCondition(withCondition: false)
    @usableFromInline var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the state, the lock held. Keep it short: every other
    /// thread that wants the state waits meanwhile.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

extension Locked where State == Void {
    /// A lock that guards no value of its own, only the order of what its
    /// holders do (writes to one file descriptor, say).
    package convenience init() {
        self.init(())
    }
}
