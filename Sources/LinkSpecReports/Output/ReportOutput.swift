/// Where a formatter writes. Output is buffered and becomes visible only on
/// `commit()`; `discard()` drops it (for a file: the previous report stays).
package protocol ReportOutput: AnyObject {
    func write(_ text: String) throws
    func write(bytes: some Sequence<UInt8>) throws
    /// Makes everything written visible: flushes a stream, renames a file into place.
    func commit() throws
    /// Gives up: a file's temporary copy is removed and the old report stays.
    func discard()
    /// Shows what was written so far where the output is live (a terminal, a
    /// pipe); report files ignore it.
    func flush()
}

extension ReportOutput {
    package func write(_ text: String) throws {
        try write(bytes: text.utf8)
    }

    package func flush() {}
}

/// Output handed to a closure in chunks (the console, a pipe).
package final class StreamOutput: ReportOutput {
    private let sink: (String) -> Void
    private let flushSink: () -> Void
    private var buffer: [UInt8] = []
    private let limit = 1 << 16

    /// `flushSink` pushes the sink's own buffer out (the console's), if it has one.
    package init(_ sink: @escaping (String) -> Void, flushSink: @escaping () -> Void = {}) {
        self.sink = sink
        self.flushSink = flushSink
    }

    package func write(bytes: some Sequence<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= limit { drain() }
    }

    package func commit() throws { flush() }

    package func discard() { flush() }

    package func flush() {
        drain()
        flushSink()
    }

    private func drain() {
        guard !buffer.isEmpty else { return }
        sink(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Output kept in memory, for tests and for reports assembled in pieces.
package final class MemoryOutput: ReportOutput {
    package private(set) var bytes: [UInt8] = []
    package private(set) var isCommitted = false

    package init() {}

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package func write(bytes newBytes: some Sequence<UInt8>) throws {
        bytes.append(contentsOf: newBytes)
    }

    package func commit() throws { isCommitted = true }

    package func discard() { bytes.removeAll() }
}
