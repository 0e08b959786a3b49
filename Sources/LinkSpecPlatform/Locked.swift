/// State that several threads share, reachable only with its lock held, and
/// that a thread may wait on until another changes it:
///
///     let seen = Locked<[String: Int]>([:])
///     seen.withLock { $0[text, default: 0] += 1 }
///
///     let queue = Locked<[Job]>([])
///     // producer
///     queue.withLock { $0.append(job) }
///     queue.wakeAll()
///     // consumer
///     let job = queue.wait { jobs in jobs.isEmpty ? .untilWoken : .done(jobs.removeFirst()) }
///
/// The one lock type of linkspec (`Synchronization.Mutex` needs macOS 15 and
/// iOS 18). `@usableFromInline` so that `withLock` is specialised in the
/// calling module: otherwise every step of a run went through generic metadata.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
    // `@unchecked Sendable`: `state` is touched only with the lock held.
    @usableFromInline let lock = Platform._UnsafeMutexAndCondition()
    @usableFromInline var state: State

    package init(_ state: State) {
        self.state = state
    }

    @usableFromInline
    package enum Decision<Result> {
        /// Stop waiting; `wait` returns this.
        case done(Result)
        /// Wait (the lock released meanwhile) until `wakeAll`, then look again.
        case untilWoken
        /// The same, but look again at the latest at this wall-clock time
        /// (`Platform.wallNanoseconds()`).
        case untilWokenOrDeadline(wallNanoseconds: Int64)
    }

    /// Runs `body` with the state, the lock held. Keep it short: every other
    /// thread that wants the state waits meanwhile.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// Runs `body` with the state, the lock held, as often as it asks to
    /// wait (the lock released meanwhile). A wake-up may come for nothing, so
    /// `body` decides again each time.
    @inlinable
    package func wait<Result>(_ body: (inout State) throws -> Decision<Result>) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        while true {
            switch try body(&state) {
            case .done(let result):
                return result
            case .untilWoken:
                lock.wait()
            case .untilWokenOrDeadline(let deadline):
                lock.wait(untilWallNanoseconds: deadline)
            }
        }
    }

    /// Wakes every thread waiting in `wait`. Callable with the lock held
    /// (inside `withLock`) or not.
    @inlinable
    package func wakeAll() {
        lock.broadcast()
    }
}
