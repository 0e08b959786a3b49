import LinkSpecPlatform

/// Set when the run should stop (SIGINT, SIGTERM): the run starts no new
/// scenario, lets the running ones finish (within their timeout), runs the
/// after-all hooks and ends with `RunResult.interrupted`, so reports are
/// complete files of what ran. The command line sets it from a signal
/// handler; the runner handles no signals (a test process's are its host's).
package final class Interruption: Sendable {
    private struct State {
        var requested = false
        var listeners: [@Sendable () -> Void] = []
    }

    private let state = Locked(State())

    package init() {}

    package var isRequested: Bool {
        state.withLock { $0.requested }
    }

    package func request() {
        let toCall = state.withLock { state in
            state.requested = true
            return state.listeners
        }
        for listener in toCall { listener() }
    }

    /// Called once when an interruption is requested.
    func onRequest(_ listener: @escaping @Sendable () -> Void) {
        state.withLock { $0.listeners.append(listener) }
    }
}
