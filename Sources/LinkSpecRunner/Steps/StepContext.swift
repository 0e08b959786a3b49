#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What the running step has recorded so far (assertion failures, attachments).
/// Each scenario runs on one thread, so the context lives in thread-local storage
/// and `recordFailure` needs no handle passed through every step body.
public final class StepContext: @unchecked Sendable {
    // Only touched from the thread that runs the step.
    private(set) var failures: [StepFailure] = []

    init() {}

    func record(_ failure: StepFailure) {
        failures.append(failure)
    }

    /// The context of the step running on this thread, if any.
    public static var current: StepContext? {
        guard let pointer = pthread_getspecific(threadKey) else { return nil }
        return Unmanaged<StepContext>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with this context current on this thread.
    func whileCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(threadKey)
        pthread_setspecific(threadKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(threadKey, previous) }
        return try body()
    }
}

private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
