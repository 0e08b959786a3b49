import Foundation
import LinkFuzzing
import LinkSpecPlatform

/// Names the link that broke the router when the router cannot report it
/// itself: a crash (a fatal signal: the handler writes the link that was being
/// tried to standard error, then lets the signal kill the process) or a hang
/// (a watchdog thread sees no new link for `stallSeconds`, writes the link and
/// exits with 1).
///
/// Part of the command line, not of `LinkFuzzing`: it installs process-wide
/// signal handlers, which a library must leave to the process that hosts it.
final class FuzzRunGuard: FuzzObserver, Sendable {
    private struct State {
        /// Calls of `willTry`, links and shrinking candidates alike: the watchdog's sign of life.
        var calls = 0
        var finished = false
    }

    private let stallSeconds = 30
    private let state = Locked(State())

    init() {
        _UnsafeCrashNote.install()
    }

    func willTry(_ link: String, linkNumber: Int) {
        _UnsafeCrashNote.record(link, linkNumber: linkNumber)
        state.withLock { $0.calls += 1 }
    }

    /// Starts the watchdog thread; `finish()` stops it.
    func startWatchdog() {
        WorkThread.start(name: "linkspec fuzz-links watchdog") { [self] in watch() }
    }

    func finish() {
        state.withLock { $0.finished = true }
    }

    private func watch() {
        var seen = -1
        var stalled = 0
        while true {
            Thread.sleep(forTimeInterval: 1)
            let (number, done) = state.withLock { ($0.calls, $0.finished) }
            if done { return }
            if number == seen {
                stalled += 1
            } else {
                seen = number
                stalled = 0
            }
            // Before the first call the corpus is being built, not the router.
            if stalled >= stallSeconds, number > 0 {
                _UnsafeCrashNote.write(prefix: "linkspec fuzz-links: the router has not returned for \(stallSeconds) s (a loop?) on link #")
                #if os(macOS) || os(Linux)
                Platform.exitImmediately(1)
                #else
                exit(1)
                #endif
            }
        }
    }
}

/// The link being tried, kept in memory a signal handler may read: a signal
/// handler may not allocate, lock or touch Swift objects, so the text lives in
/// a block of raw memory allocated once and never freed or moved.
///
/// Invariants: `length < capacity` (the line break after the text fits);
/// `record` writes on the fuzzing thread, the handler only reads (a crash
/// while `record` runs shows a partly written link, which is all a handler
/// can do without a lock).
enum _UnsafeCrashNote {
    private static let capacity = 8192
    nonisolated(unsafe) private static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var installed = false

    static func record(_ link: String, linkNumber: Int) {
        length = 0
        for byte in "\(linkNumber): \(link)".utf8.prefix(capacity - 1) {
            assert(length < capacity - 1, "_UnsafeCrashNote: text past its room")
            buffer[length] = byte
            length += 1
        }
        precondition(length < capacity, "_UnsafeCrashNote: no room for the line break")
        buffer[length] = 0x0A
    }

    /// On macOS and Linux only (the command line's platforms); elsewhere a
    /// crash is reported by whatever hosts the process, without the link.
    static func install() {
        guard !installed else { return }
        installed = true
        #if os(macOS) || os(Linux)
        for signal in [Platform.Signal.segmentationFault, .busError, .illegalInstruction, .trap, .floatingPointError, .abort] {
            Platform.handle(signal) { number in
                _UnsafeCrashNote.writeStatic("linkspec fuzz-links: the router crashed on link #")
                Platform.restoreDefault(signalNumber: number)
                Platform.raise(signalNumber: number)
            }
        }
        #endif
    }

    #if os(macOS) || os(Linux)
    /// Only `write(2)`: safe inside a signal handler.
    private static func writeStatic(_ prefix: StaticString) {
        Platform.writeFromSignalHandler(prefix.utf8Start, count: prefix.utf8CodeUnitCount, to: Platform.standardError)
        Platform.writeFromSignalHandler(buffer, count: length + 1, to: Platform.standardError)
    }
    #endif

    static func write(prefix: String) {
        var copy = prefix
        copy.withUTF8 { _ = Platform.writeAll(UnsafeRawBufferPointer($0), to: Platform.standardError) }
        Platform.writeAll(UnsafeRawBufferPointer(start: buffer, count: length + 1), to: Platform.standardError)
    }
}
