#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Set when the run should stop (SIGINT, SIGTERM): the run checks it between
/// scenarios, starts no new one, lets the running ones finish (within their
/// timeout), runs the after-all hooks and ends with `RunResult.interrupted`, so
/// reports are complete files of what ran.
///
/// The command line sets it from a `DispatchSource.makeSignalSource` handler.
public final class Interruption: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var requested = false
    private var listeners: [@Sendable () -> Void] = []

    public init() {
        pthread_mutex_init(&mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(&mutex)
    }

    public var isRequested: Bool {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return requested
    }

    public func request() {
        pthread_mutex_lock(&mutex)
        requested = true
        let toCall = listeners
        pthread_mutex_unlock(&mutex)
        for listener in toCall { listener() }
    }

    /// Called once when an interruption is requested (the run uses it to wake its coordinator).
    func onRequest(_ listener: @escaping @Sendable () -> Void) {
        pthread_mutex_lock(&mutex)
        listeners.append(listener)
        pthread_mutex_unlock(&mutex)
    }
}
