/// Where a formatter writes. Output is buffered and becomes visible only on
/// `commit()`; `discard()` drops it (for a file: the previous report stays).
public protocol ReportOutput: AnyObject {
    func write(_ text: String) throws
    func write(bytes: some Sequence<UInt8>) throws
    /// Makes everything written visible: flushes a stream, renames a file into place.
    func commit() throws
    /// Gives up: a file's temporary copy is removed and the old report stays.
    func discard()
}

extension ReportOutput {
    public func write(_ text: String) throws {
        try write(bytes: text.utf8)
    }
}

/// Output handed to a closure in chunks (the console, a pipe).
public final class StreamOutput: ReportOutput {
    private let sink: (String) -> Void
    private var buffer: [UInt8] = []
    private let limit = 1 << 16

    public init(_ sink: @escaping (String) -> Void) {
        self.sink = sink
    }

    public func write(bytes: some Sequence<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= limit { flush() }
    }

    public func commit() throws { flush() }

    public func discard() { flush() }

    private func flush() {
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
