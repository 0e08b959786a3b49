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
        console.writeOutUTF8 = { bytes in
            buffer.flush()
            OutputBuffer.writeAll(UnsafeRawBufferPointer(bytes), to: STDOUT_FILENO)
        }
        return console
    }

    private var flushStandardOutput: () -> Void = {}
    /// Set where bytes can be written as they are; otherwise they are decoded
    /// and go through `writeOut`.
    private var writeOutUTF8: ((UnsafeBufferPointer<UInt8>) -> Void)?

    public func write(_ text: String) {
        locked { writeOut(text) }
    }

    /// Text already encoded as UTF-8 (say, NDJSON written by a `JSONWriter`):
    /// standard output takes the bytes without a detour through `String`.
    public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        locked {
            if let writeOutUTF8 {
                writeOutUTF8(bytes)
            } else {
                writeOut(String(decoding: bytes, as: UTF8.self))
            }
        }
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
        bytes.withUnsafeBytes { writeAll($0, to: fileDescriptor) }
    }

    static func writeAll(_ raw: UnsafeRawBufferPointer, to fileDescriptor: Int32) {
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
            let written = write(fileDescriptor, base + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
