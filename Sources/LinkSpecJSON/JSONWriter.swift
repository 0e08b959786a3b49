/// The one JSON byte writer of linkspec: compact JSON as UTF-8 bytes, into a
/// buffer that grows and can be emptied and reused. Commas are placed for you:
/// in an object call `key` then a value (or `field`, both), in an array just values.
///
///     var json = JSONWriter()
///     json.beginObject()
///     json.field("name", "Open a product")
///     json.endObject()
///     json.endLine()               // NDJSON: one value a line
///
/// `write { out in … }` writes many tokens after one check that the writer
/// holds its bytes alone (how `EnvelopeWriter` writes a message). Strings are
/// escaped as JavaScript's `JSON.stringify` escapes them (as the Cucumber
/// reference implementations write them), numbers written as it prints them.
///
/// A value type: a copy has bytes of its own (copied when either is next
/// written). `@unchecked Sendable` as arrays are: the buffer is written only by
/// a writer that holds the one reference to it (`unique()`).
@usableFromInline
package struct JSONWriter: @unchecked Sendable {
    private var buffer: _UnsafeByteBuffer

    package init(reservingCapacity capacity: Int = 1 << 12) {
        buffer = _UnsafeByteBuffer(capacity: capacity)
    }

    package var count: Int { buffer.count }

    /// The bytes written so far (a copy; `withBytes` reads them in place).
    package var bytes: [UInt8] {
        buffer.withBytes { Array($0) }
    }

    /// The bytes written so far, in place, for as long as `body` runs.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try buffer.withBytes(body)
    }

    /// Hands over the bytes written and starts afresh, keeping the capacity.
    package mutating func takeBytes() -> [UInt8] {
        let taken = bytes
        removeAll()
        return taken
    }

    /// Forgets everything written, keeping the capacity for reuse.
    package mutating func removeAll() {
        unique().removeAll()
    }

    /// Writes through `body`'s `Output`, which must not be kept after it returns.
    package mutating func write<Result>(_ body: (Output) throws -> Result) rethrows -> Result {
        try body(Output(buffer: unique()))
    }

    private mutating func unique() -> _UnsafeByteBuffer {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        return buffer
    }

    private var out: Output {
        mutating get { Output(buffer: unique()) }
    }

    // MARK: Tokens (each as `Output` writes it)

    package mutating func beginObject() { out.beginObject() }
    package mutating func endObject() { out.endObject() }
    package mutating func beginArray() { out.beginArray() }
    package mutating func endArray() { out.endArray() }
    package mutating func endLine() { out.endLine() }
    package mutating func key(_ name: StaticString) { out.key(name) }
    package mutating func string(_ value: String) { out.string(value) }
    package mutating func int(_ value: Int) { out.int(value) }
    package mutating func bool(_ value: Bool) { out.bool(value) }
    package mutating func null() { out.null() }
    package mutating func number(_ text: String) { out.number(text) }
    package mutating func field(_ name: StaticString, _ value: String) { out.field(name, value) }
    package mutating func field(_ name: StaticString, _ value: Int) { out.field(name, value) }
    package mutating func field(_ name: StaticString, _ value: Bool) { out.field(name, value) }
    package mutating func field(_ name: StaticString, _ values: [String]) { out.field(name, values) }
    package mutating func field(_ name: StaticString, ifPresent value: String?) { out.field(name, ifPresent: value) }
    package mutating func field(_ name: StaticString, ifPresent value: Int?) { out.field(name, ifPresent: value) }
}
