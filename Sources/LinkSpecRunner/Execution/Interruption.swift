import LinkSpecPlatform

/// Set when the run should stop (SIGINT, SIGTERM): the run starts no new
/// scenario, lets the running ones finish (within their timeout), runs the
/// after-all hooks and ends with `RunResult.interrupted`, so reports are
/// complete files of what ran. The command line sets it from a signal
/// handler; the runner handles no signals (a test process's are its host's).
package final class Interruption: Sendable {
    private let requested = Locked(false)

    package init() {}

    /// Read by the workers before each scenario and by the coordinator at each
    /// of its looks (every `WorkerPool.pollNanoseconds` at most).
    package var isRequested: Bool {
        requested.withLock { $0 }
    }

    package func request() {
        requested.withLock { $0 = true }
    }
}
