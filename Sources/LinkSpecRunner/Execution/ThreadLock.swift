#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A pthread mutex with its condition variable, kept at a fixed heap address:
/// pthreads need the object not to move, and Swift promises no stable address
/// for a stored property passed with `&`.
final class ThreadLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Wakes every thread waiting on the condition (call with the lock held or not).
    func broadcast() { pthread_cond_broadcast(condition) }

    /// Waits (lock held) until woken. Callers re-check their condition in a
    /// loop: a wake-up may be spurious.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Waits (lock held) until woken or until the wall-clock time `nanoseconds`
    /// since the epoch, the clock `pthread_cond_timedwait` measures against.
    func wait(untilWallNanoseconds nanoseconds: Int64) {
        var deadline = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        pthread_cond_timedwait(condition, mutex, &deadline)
    }
}
