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
    private let threadLock = ThreadLock()
    private var requested = false
    private var listeners: [@Sendable () -> Void] = []

    public init() {}

    public var isRequested: Bool {
        threadLock.withLock { requested }
    }

    public func request() {
        let toCall = threadLock.withLock {
            requested = true
            return listeners
        }
        for listener in toCall { listener() }
    }

    /// Called once when an interruption is requested (the run uses it to wake its coordinator).
    func onRequest(_ listener: @escaping @Sendable () -> Void) {
        threadLock.withLock { listeners.append(listener) }
    }
}
