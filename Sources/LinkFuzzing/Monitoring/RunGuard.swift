import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Names the link that broke the router when the router cannot report it itself:
/// a crash (a fatal signal: the handler writes the link that was being tried to
/// standard error, then lets the signal kill the process) or a hang (a watchdog
/// thread sees no new link for `stallSeconds`, writes the link and exits with 1).
/// For the command line only: it installs process-wide signal handlers.
public final class RunGuard: FuzzObserver, @unchecked Sendable {
    private let stallSeconds: Int
    private let lock = NSLock()
    /// Calls of `willTry`, links and shrinking candidates alike: the watchdog's sign of life.
    private var calls = 0
    private var finished = false

    public init(stallSeconds: Int = 30) {
        self.stallSeconds = stallSeconds
        CrashNote.install()
    }

    public func willTry(_ link: String, linkNumber: Int) {
        CrashNote.record(link, linkNumber: linkNumber)
        lock.lock()
        calls += 1
        lock.unlock()
    }

    /// Starts the watchdog thread; `finish()` stops it.
    public func startWatchdog() {
        let thread = Thread { [self] in watch() }
        thread.start()
    }

    public func finish() {
        lock.lock()
        finished = true
        lock.unlock()
    }

    private func watch() {
        var seen = -1
        var stalled = 0
        while true {
            sleep(1)
            lock.lock()
            let (number, done) = (calls, finished)
            lock.unlock()
            if done { return }
            if number == seen {
                stalled += 1
            } else {
                seen = number
                stalled = 0
            }
            // Before the first call the corpus is being built, not the router.
            if stalled >= stallSeconds, number > 0 {
                CrashNote.write(prefix: "linkspec fuzz-links: the router has not returned for \(stallSeconds) s (a loop?) on link #")
                _exit(1)
            }
        }
    }
}

/// The link being tried, kept in memory a signal handler may read.
enum CrashNote {
    private static let capacity = 8192
    nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var installed = false

    static func record(_ link: String, linkNumber: Int) {
        var text = "\(linkNumber): \(link)"
        if text.utf8.count > capacity - 1 { text = String(decoding: text.utf8.prefix(capacity - 1), as: UTF8.self) }
        length = 0
        for byte in text.utf8 {
            buffer[length] = byte
            length += 1
        }
        buffer[length] = 0x0A
    }

    static func install() {
        guard !installed else { return }
        installed = true
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
            _ = Foundation.signal(signal) { number in
                CrashNote.writeStatic("linkspec fuzz-links: the router crashed on link #")
                Foundation.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    /// Only `write(2)`: safe inside a signal handler.
    private static func writeStatic(_ prefix: StaticString) {
        _ = Foundation.write(2, prefix.utf8Start, prefix.utf8CodeUnitCount)
        _ = Foundation.write(2, buffer, length + 1)
    }

    static func write(prefix: String) {
        var copy = prefix
        copy.withUTF8 { _ = Foundation.write(2, $0.baseAddress, $0.count) }
        _ = Foundation.write(2, buffer, length + 1)
    }
}
