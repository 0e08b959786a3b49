// The one file of linkspec that imports the C library: a port is this file, and
// the library modules (what `LinkSpecTesting` pulls into an iOS test target)
// cannot come to call something an iOS app may not. Not here: `Process` (not on
// iOS) and signal handlers for library code (a test host app owns its signals).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
#error("LinkSpecPlatform needs a POSIX C library: Darwin, Glibc, Musl or Android")
#endif
import Foundation

/// Thin wrappers over the system calls linkspec makes: each retries what an
/// interrupted call (`EINTR`) leaves unfinished and reports failures as an
/// `errno` code, which `describe(error:)` turns into text.
@usableFromInline
package enum Platform {
    package static let standardInput: Int32 = 0
    package static let standardOutput: Int32 = 1
    package static let standardError: Int32 = 2

    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    // MARK: Files

    package static func openForReading(_ path: String) -> Result<Int32, SystemError> {
        let descriptor = open(path, O_RDONLY)
        return descriptor >= 0 ? .success(descriptor) : .failure(SystemError(code: errno))
    }

    package static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    package struct FileStatus {
        package var size: Int
        package var isFolder: Bool
        /// Not a folder, a device, a pipe or a socket.
        package var isRegularFile: Bool

        init(_ status: stat) {
            let type = UInt32(status.st_mode) & UInt32(S_IFMT)
            size = Int(status.st_size)
            isFolder = type == UInt32(S_IFDIR)
            isRegularFile = type == UInt32(S_IFREG)
        }
    }

    package static func status(of descriptor: Int32) -> FileStatus? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// What `stat` says of the file at `path` (links followed), without opening it.
    package static func status(atPath path: String) -> FileStatus? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// Reads up to `buffer.count` bytes: how many (0 at the end of the file),
    /// or the `errno` code.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return .success(0) }
        while true {
            let got = systemRead(descriptor, base, buffer.count)
            if got >= 0 { return .success(got) }
            if errno != EINTR { return .failure(SystemError(code: errno)) }
        }
    }

    /// Reads up to `count` bytes into a new array (none at the end of the file).
    package static func read(_ descriptor: Int32, upTo count: Int) -> Result<[UInt8], SystemError> {
        var bytes = [UInt8](repeating: 0, count: max(count, 0))
        return bytes.withUnsafeMutableBytes { read(descriptor, into: $0) }.map { got in
            bytes.removeLast(bytes.count - got)
            return bytes
        }
    }

    /// Whether a read of `descriptor` would return at once (data, or the end
    /// of the input), without waiting.
    package static func isReadable(_ descriptor: Int32) -> Bool {
        var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&polled, 1, 0) > 0
    }

    /// Reads exactly `buffer.count` bytes at `offset`, or fails.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> SystemError? {
        guard let base = buffer.baseAddress else { return nil }
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if got > 0 {
                done += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                return SystemError(code: got == 0 ? EIO : errno)
            }
        }
        return nil
    }

    /// Writes every byte, retrying interrupted and partial writes; nil on success.
    @discardableResult
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemError? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return SystemError(code: errno)
            }
            offset += written
        }
        return nil
    }

    /// Creates a new file from `template` (ending in `XXXXXX`, which is
    /// replaced): its descriptor and path. Created readable by others too
    /// (`mkstemp` makes 0600; reports are ordinary files).
    package static func createUniqueFile(template: String) -> Result<(descriptor: Int32, path: String), SystemError> {
        var bytes = Array(template.utf8CString)
        let descriptor = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
        fchmod(descriptor, 0o644)
        let path = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return .success((descriptor, path))
    }

    /// A file of its own in Foundation's temporary folder (on iOS the app's
    /// `tmp/`: `/tmp` is outside its sandbox), already unlinked, so it is gone
    /// when closed or when the process ends.
    package static func createAnonymousFile(named prefix: String) -> Int32? {
        var folder = NSTemporaryDirectory()
        if folder.hasSuffix("/") { folder.removeLast() }
        guard case .success(let file) = createUniqueFile(template: "\(folder)/\(prefix).XXXXXX") else { return nil }
        unlink(file.path)
        return file.descriptor
    }

    /// `fsync`; a file that cannot be synchronised (a pipe) is not a failure.
    package static func synchronize(_ descriptor: Int32) -> SystemError? {
        fsync(descriptor) == 0 || errno == EINVAL ? nil : SystemError(code: errno)
    }

    /// Renames `source` over `destination` in one step.
    package static func rename(_ source: String, to destination: String) -> SystemError? {
        systemRename(source, destination) == 0 ? nil : SystemError(code: errno)
    }

    package static func removeFile(_ path: String) {
        unlink(path)
    }

    // MARK: Clocks

    /// Nanoseconds since 1970: for timestamps in reports, and the clock a
    /// `Locked`'s timed wait measures against.
    @inlinable
    package static func wallNanoseconds() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    /// Nanoseconds from an arbitrary start that never goes back: for
    /// durations, which a change of the wall clock must not make negative.
    @inlinable
    package static func monotonicNanoseconds() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    // MARK: Signals (the command line only)

    #if os(macOS) || os(Linux)
    /// The signals the command line handles: those that ask it to stop, and
    /// those that mean it crashed.
    package struct Signal: Sendable {
        package let number: Int32

        package static let interrupt = Signal(number: SIGINT)
        package static let terminate = Signal(number: SIGTERM)
        package static let segmentationFault = Signal(number: SIGSEGV)
        package static let busError = Signal(number: SIGBUS)
        package static let illegalInstruction = Signal(number: SIGILL)
        package static let trap = Signal(number: SIGTRAP)
        package static let floatingPointError = Signal(number: SIGFPE)
        package static let abort = Signal(number: SIGABRT)
        /// A write to a socket whose other end closed (the `--resolve` relay ignores it).
        package static let brokenPipe = Signal(number: SIGPIPE)
    }

    /// The signal is not delivered to the process (a dispatch source still sees it).
    package static func ignore(_ signal: Signal) {
        _ = systemSignal(signal.number, SIG_IGN)
    }

    /// The signal does what it does by default again (usually: ends the process).
    package static func restoreDefault(signalNumber: Int32) {
        _ = systemSignal(signalNumber, SIG_DFL)
    }

    /// Calls `handler` (C code rules: no allocation, no locks) when the signal comes.
    package static func handle(_ signal: Signal, with handler: @convention(c) (Int32) -> Void) {
        _ = systemSignal(signal.number, handler)
    }

    package static func raise(signalNumber: Int32) {
        _ = systemRaise(signalNumber)
    }

    /// Ends the process at once: no `atexit` handlers, no flushing of buffers.
    package static func exitImmediately(_ code: Int32) -> Never {
        _exit(code)
    }

    /// `write(2)` of raw bytes, one attempt: the only output a signal handler may do.
    package static func writeFromSignalHandler(_ base: UnsafeRawPointer, count: Int, to descriptor: Int32) {
        _ = systemWrite(descriptor, base, count)
    }
    #endif

    // MARK: Memory (for `_UnsafeBytes`)

    @inlinable
    static func firstOffset(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
        memchr(start, Int32(byte), count).map { UnsafeRawPointer($0) - start }
    }

    @inlinable
    static func sameBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }

    // MARK: Locks, conditions and thread-local values (see Locked, ThreadLocal)

    /// A pthread mutex and condition variable at a fixed heap address (pthreads
    /// need their objects not to move; Swift promises no stable address for a
    /// stored property passed with `&`): the lock of `Locked`.
    ///
    /// Invariants: both are made in `init`, never moved, destroyed in `deinit`;
    /// `wait` is called with the lock held. `@unchecked Sendable`: the pointers
    /// never change, and what they point to is touched only by pthread calls.
    @usableFromInline
    final class _UnsafeMutexAndCondition: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

        @usableFromInline
        init() {
            let made = pthread_mutex_init(mutex, nil)
            precondition(made == 0, "pthread_mutex_init failed: \(made)")
            let madeCondition = pthread_cond_init(condition, nil)
            precondition(madeCondition == 0, "pthread_cond_init failed: \(madeCondition)")
        }

        deinit {
            pthread_cond_destroy(condition)
            condition.deallocate()
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        @usableFromInline
        func lock() {
            let result = pthread_mutex_lock(mutex)
            assert(result == 0, "pthread_mutex_lock failed: \(result)")
        }

        @usableFromInline
        func unlock() {
            let result = pthread_mutex_unlock(mutex)
            assert(result == 0, "pthread_mutex_unlock failed: \(result)")
        }

        /// Waits (lock held) until woken; the lock is released meanwhile. A
        /// wake-up may be spurious: callers check their state again.
        @usableFromInline
        func wait() {
            let result = pthread_cond_wait(condition, mutex)
            assert(result == 0, "pthread_cond_wait failed: \(result)")
        }

        /// Waits (lock held) until woken or until the wall-clock time
        /// `nanoseconds` since 1970 (the clock `pthread_cond_timedwait` uses).
        @usableFromInline
        func wait(untilWallNanoseconds nanoseconds: Int64) {
            var deadline = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
            pthread_cond_timedwait(condition, mutex, &deadline)
        }

        /// Wakes every thread waiting on the condition (lock held or not).
        @usableFromInline
        func broadcast() {
            pthread_cond_broadcast(condition)
        }
    }

    /// A key for one object per thread, held unretained: each thread reads
    /// back only what it set itself, and whoever sets an object keeps it alive
    /// until it sets the previous value back (`ThreadLocal.withValue`, the only
    /// user). `Sendable`: the key is a number, fixed once made.
    @usableFromInline
    final class _UnsafeThreadKey: Sendable {
        private let key: pthread_key_t

        init() {
            var key = pthread_key_t()
            let result = pthread_key_create(&key, nil)
            precondition(result == 0, "pthread_key_create failed: \(result)")
            self.key = key
        }

        /// This thread's object, if one is set; `Value` must be the type it
        /// was set as.
        @inlinable
        func object<Value: AnyObject>(as type: Value.Type) -> Value? {
            pointer.map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
        }

        /// Runs `body` with `object` set for this thread (kept alive meanwhile),
        /// then sets back what was there.
        @inlinable
        func withObject<Value: AnyObject, Result>(_ object: Value, _ body: () throws -> Result) rethrows -> Result {
            let previous = pointer
            pointer = Unmanaged.passUnretained(object).toOpaque()
            defer { pointer = previous }
            return try withExtendedLifetime(object) { try body() }
        }

        @usableFromInline
        var pointer: UnsafeMutableRawPointer? {
            get { pthread_getspecific(key) }
            set {
                let result = pthread_setspecific(key, newValue)
                precondition(result == 0, "pthread_setspecific failed: \(result)")
            }
        }
    }
}

#if os(macOS) || os(Linux)
/// Sockets, for the one relay `--served --resolve` runs on 127.0.0.1, and the
/// environment libcurl reads its proxy from. Only the command line's `--served`
/// reaches them.
extension Platform {
    /// A TCP socket listening on 127.0.0.1 at a port the system chooses: its descriptor and port.
    package static func listenOnLoopback() -> Result<(descriptor: Int32, port: Int), SystemError> {
        let descriptor = socket(AF_INET, Int32(socketStream), 0)
        guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)  // BSD sockets carry their length
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(SystemError(code: code))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return .success((descriptor, Int(UInt16(bigEndian: address.sin_port))))
    }

    /// The next connection to a listening socket, or nil when it is closed.
    package static func acceptConnection(_ descriptor: Int32) -> Int32? {
        while true {
            let connection = accept(descriptor, nil, nil)
            if connection >= 0 { return connection }
            if errno != EINTR { return nil }
        }
    }

    /// A TCP connection to `host` (a name or an address) at `port`.
    package static func connect(host: String, port: Int) -> Result<Int32, SystemError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(socketStream)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return .failure(SystemError(code: EHOSTUNREACH)) }
        defer { freeaddrinfo(first) }
        var last = ECONNREFUSED
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            let descriptor = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            if descriptor >= 0 {
                if systemConnect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return .success(descriptor) }
                last = errno
                close(descriptor)
            }
            entry = info.pointee.ai_next
        }
        return .failure(SystemError(code: last))
    }

    /// Says the end of what this side sends, the other direction left open.
    package static func shutdownWriting(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Ends both directions: a thread blocked reading the socket wakes to the end of its input.
    package static func shutdownReadingAndWriting(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Sets a variable of this process's environment (libcurl reads `https_proxy` from it).
    package static func setEnvironment(_ name: String, _ value: String) {
        _ = setenv(name, value, 1)
    }
}

#if canImport(Glibc)
private let socketStream = SOCK_STREAM.rawValue
#else
private let socketStream = SOCK_STREAM
#endif

private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}
#endif

/// A failed system call's `errno`, described as the system describes it.
package struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    package var code: Int32

    package var isNoSuchFile: Bool { code == ENOENT || code == ENOTDIR }
    package var isPermissionDenied: Bool { code == EACCES || code == EPERM }
    package var isFolder: Bool { code == EISDIR }

    /// `strerror`: "No such file or directory".
    package var description: String { String(cString: strerror(code)) }
}

// The C functions, where `Platform` has a method of the same name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}

#if os(macOS) || os(Linux)
private func systemSignal(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
    signal(number, handler)
}

private func systemRaise(_ number: Int32) -> Int32 {
    raise(number)
}
#endif
