import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Where the command line writes. Tests capture it; the executable writes to file
/// descriptors 1 and 2 through a buffer, which keeps a run's output cheap.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Whether standard output is a terminal (colour and live progress only then).
    public let isTerminal: Bool
    private let lock = NSLock()

    public init(isTerminal: Bool = false, out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's own standard output and standard error.
    public static func standard() -> Console {
        let buffer = OutputBuffer(fileDescriptor: STDOUT_FILENO)
        let console = Console(
            isTerminal: isatty(STDOUT_FILENO) == 1,
            out: { text in buffer.append(text) },
            err: { text in
                buffer.flush()
                OutputBuffer.writeAll(Array(text.utf8), to: STDERR_FILENO)
            }
        )
        console.flushStandardOutput = { buffer.flush() }
        return console
    }

    private var flushStandardOutput: () -> Void = {}

    public func write(_ text: String) {
        locked { writeOut(text) }
    }

    public func writeError(_ text: String) {
        locked { writeErr(text) }
    }

    private func locked(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
    }

    public func flush() {
        locked { flushStandardOutput() }
    }
}

/// Collects output and writes it to a file descriptor in large chunks.
final class OutputBuffer: @unchecked Sendable {
    private let fileDescriptor: Int32
    private var bytes: [UInt8] = []
    private let limit = 1 << 16

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        bytes.reserveCapacity(limit)
    }

    func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= limit { flush() }
    }

    func flush() {
        guard !bytes.isEmpty else { return }
        Self.writeAll(bytes, to: fileDescriptor)
        bytes.removeAll(keepingCapacity: true)
    }

    static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
