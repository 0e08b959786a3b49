/// Where a formatter writes. Output is buffered and becomes visible only on
/// `commit()`; `discard()` drops it (for a file: the previous report stays).
public protocol ReportOutput: AnyObject {
    func write(_ text: String) throws
    func write(bytes: some Sequence<UInt8>) throws
    /// Makes everything written visible: flushes a stream, renames a file into place.
    func commit() throws
    /// Gives up: a file's temporary copy is removed and the old report stays.
    func discard()
    /// Shows what was written so far where the output is live (a terminal, a
    /// pipe), so progress appears as the run goes; report files ignore it: they
    /// appear whole, on `commit()`.
    func flush()
}

extension ReportOutput {
    public func write(_ text: String) throws {
        try write(bytes: text.utf8)
    }

    public func flush() {}
}

/// Output handed to a closure in chunks (the console, a pipe).
public final class StreamOutput: ReportOutput {
    private let sink: (String) -> Void
    private let flushSink: () -> Void
    private var buffer: [UInt8] = []
    private let limit = 1 << 16

    /// `flushSink` pushes the sink's own buffer out (the console's), if it has one.
    public init(_ sink: @escaping (String) -> Void, flushSink: @escaping () -> Void = {}) {
        self.sink = sink
        self.flushSink = flushSink
    }

    public func write(bytes: some Sequence<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= limit { drain() }
    }

    public func commit() throws { flush() }

    public func discard() { flush() }

    public func flush() {
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
public final class MemoryOutput: ReportOutput {
    public private(set) var bytes: [UInt8] = []
    public private(set) var isCommitted = false

    public init() {}

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(bytes newBytes: some Sequence<UInt8>) throws {
        bytes.append(contentsOf: newBytes)
    }

    public func commit() throws { isCommitted = true }

    public func discard() { bytes.removeAll() }
}
