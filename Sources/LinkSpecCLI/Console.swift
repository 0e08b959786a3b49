import LinkSpecPlatform
import LinkSpecReports

/// Where the command line writes. Tests capture it; the executable writes to file
/// descriptors 1 and 2 through a buffer, which keeps a run's output cheap.
package final class Console: Sendable {
    /// Where text goes; reached only with the lock held, so lines written
    /// from several threads never interleave.
    private struct Sinks {
        var out: (String) -> Void
        var err: (String) -> Void
        var flush: () -> Void
        var outUTF8: ((UnsafeBufferPointer<UInt8>) -> Void)?
    }

    private let sinks: Locked<Sinks>
    /// Whether standard output is a terminal (colour and live progress only then).
    package let isTerminal: Bool

    /// `outUTF8`, when given, takes bytes as they are; otherwise they are decoded for `out`.
    package init(isTerminal: Bool = false, out: @escaping (String) -> Void, err: @escaping (String) -> Void,
                 flush: @escaping () -> Void = {}, outUTF8: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.isTerminal = isTerminal
        sinks = Locked(Sinks(out: out, err: err, flush: flush, outUTF8: outUTF8))
    }

    /// The process's own standard output and standard error.
    package static func standard() -> Console {
        let buffer = OutputBuffer(fileDescriptor: Platform.standardOutput)
        return Console(
            isTerminal: Platform.isTerminal(Platform.standardOutput),
            out: { text in buffer.append(text) },
            err: { text in
                buffer.flush()
                OutputBuffer.writeAll(Array(text.utf8), to: Platform.standardError)
            },
            flush: { buffer.flush() },
            outUTF8: { bytes in
                buffer.flush()
                Platform.writeAll(UnsafeRawBufferPointer(bytes), to: Platform.standardOutput)
            })
    }

    package func write(_ text: String) {
        sinks.withLock { $0.out(text) }
    }

    /// Text already encoded as UTF-8 (say, NDJSON written by a `JSONWriter`):
    /// standard output takes the bytes without a detour through `String`.
    package func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        sinks.withLock { sinks in
            if let outUTF8 = sinks.outUTF8 {
                outUTF8(bytes)
            } else {
                sinks.out(String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    package func writeError(_ text: String) {
        sinks.withLock { $0.err(text) }
    }

    package func flush() {
        sinks.withLock { $0.flush() }
    }

    /// Standard output and standard error as reports write to them.
    package var reportOutput: ConsoleOutput {
        ConsoleOutput(write: { self.write($0) }, writeError: { self.writeError($0) }, flush: { self.flush() })
    }
}

/// Collects output and writes it to a file descriptor in large chunks. Not
/// `Sendable`: `Console.standard()` reaches it only with the console's
/// `sinks` lock held.
final class OutputBuffer {
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

    /// A failed write (a closed pipe) is dropped: there is nowhere left to say so.
    static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) {
        bytes.withUnsafeBytes { _ = Platform.writeAll($0, to: fileDescriptor) }
    }
}
