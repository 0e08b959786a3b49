/// Writes JSON as UTF-8 bytes into a growing buffer, by hand, because
/// `JSONEncoder` is an order of magnitude too slow for writing every message of
/// a large suite. Strings are escaped exactly as JavaScript's `JSON.stringify`
/// escapes them (the reference implementations' output): `\"`, `\\`, `\b`,
/// `\f`, `\n`, `\r`, `\t`, other control characters as `\u00xx`, and
/// everything else, `/` and non-ASCII included, as raw UTF-8.
///
/// Commas are placed for you: call `key(_:)` then a value inside objects, just
/// values inside arrays.
///
///     var json = JSONWriter()
///     json.beginObject()
///     json.field("name", "Open a product")
///     json.endObject()
///     json.endLine()          // NDJSON: one value a line
public struct JSONWriter: Sendable {
    private var storage: JSONByteBuffer
    /// Whether the next value or key follows another at the same level.
    private var needsComma = false

    /// Added to every id written with `field(_:id:)` or `field(_:ids:)`.
    /// Ids are numbered by one counter that runs on across files, so a file's
    /// ids depend on every file before it; with an offset, files can be parsed
    /// side by side, each numbering its ids from 0, and still be written with
    /// the ids one parse after the other gives. Ids that are not plain decimal
    /// numbers are written as they are.
    public var idOffset = 0

    public init(reservingCapacity capacity: Int = 1 << 16) {
        storage = JSONByteBuffer(capacity: Swift.max(capacity, 16))
    }

    /// The bytes written so far (a copy; see `withBytes` to read them in place).
    public var bytes: [UInt8] {
        withBytes { Array($0) }
    }

    /// The bytes written so far, in place, for as long as `body` runs.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// The number of bytes written so far.
    public var count: Int { storage.count }

    /// Hands over the bytes written and starts afresh, keeping the capacity.
    public mutating func takeBytes() -> [UInt8] {
        let taken = bytes
        removeAll()
        return taken
    }

    /// Forgets everything written, keeping the capacity for reuse.
    public mutating func removeAll() {
        unique().count = 0
        needsComma = false
    }

    // MARK: Structure

    public mutating func beginObject() {
        nextValue().append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        unique().append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        nextValue().append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        unique().append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Ends one NDJSON line: the next value starts a new top-level value.
    public mutating func endLine() {
        unique().append(UInt8(ascii: "\n"))
        needsComma = false
    }

    /// The line end was written into the buffer directly (`writeEnvelope(_:_:)`).
    mutating func endLineWritten() {
        needsComma = false
    }

    /// An object key known at compile time. It is written as given, so it must
    /// need no escaping (message field names never do).
    public mutating func key(_ name: StaticString) {
        nextValue().appendKey(name, comma: false)
        needsComma = false
    }

    /// An object key computed at run time (escaped like any string).
    public mutating func key(_ name: String) {
        let buffer = nextValue()
        buffer.appendQuoted(name)
        buffer.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Values

    public mutating func string(_ value: String) {
        nextValue().appendQuoted(value)
    }

    public mutating func string(_ value: Substring) {
        nextValue().appendQuoted(value)
    }

    public mutating func int(_ value: Int) {
        nextValue().appendInt(value)
    }

    public mutating func bool(_ value: Bool) {
        nextValue().append(value ? "true" : "false")
    }

    public mutating func null() {
        nextValue().append("null")
    }

    /// A number as JavaScript prints it: whole numbers without a fraction
    /// (`3`, not `3.0`), exponents without padding (`1e-7`), and `null` for
    /// NaN and the infinities, as `JSON.stringify` does.
    public mutating func double(_ value: Double) {
        guard value.isFinite else {
            null()
            return
        }
        if let whole = Int(exactly: value), whole.magnitude < 1 << 53 {
            int(whole)
            return
        }
        var text = Self.javaScriptNumberText(value)
        text.withUTF8 { nextValue().append($0) }
    }

    /// Bytes that already are one complete JSON value (say, a cached fragment).
    public mutating func rawValue(_ json: [UInt8]) {
        json.withUnsafeBufferPointer { nextValue().append($0) }
    }

    // MARK: Internals

    /// The buffer, copied first if another writer shares it (value semantics).
    @inline(__always)
    private mutating func unique() -> JSONByteBuffer {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
        return storage
    }

    /// The buffer, made unique, with the comma written that separates the
    /// value (or key) about to be written from the one before; whatever is
    /// written next follows this one. A field or a whole message then costs
    /// one uniqueness check instead of one per token.
    @inline(__always)
    mutating func nextValue() -> JSONByteBuffer {
        let buffer = unique()
        if needsComma { buffer.append(UInt8(ascii: ",")) }
        needsComma = true
        return buffer
    }
}

extension JSONWriter {
    // MARK: Fields: a key and its value in one call

    public mutating func field(_ name: StaticString, _ value: String) {
        let buffer = nextValue()
        buffer.appendKey(name, comma: false)
        buffer.appendQuoted(value)
    }

    public mutating func field(_ name: StaticString, _ value: Int) {
        let buffer = nextValue()
        buffer.appendKey(name, comma: false)
        buffer.appendInt(value)
    }

    public mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    public mutating func field(_ name: StaticString, _ value: Double) {
        key(name)
        double(value)
    }

    /// Writes nothing when `value` is nil, as the messages leave out absent fields.
    public mutating func field(_ name: StaticString, ifPresent value: String?) {
        if let value { field(name, value) }
    }

    public mutating func field(_ name: StaticString, ifPresent value: Int?) {
        if let value { field(name, value) }
    }

    public mutating func field(_ name: StaticString, _ values: [String]) {
        let buffer = nextValue()
        buffer.appendKey(name, comma: false)
        buffer.append(UInt8(ascii: "["))
        // Elements are borrowed in place rather than copied (no retain/release).
        values.withUnsafeBufferPointer { values in
            for index in values.indices {
                if index > 0 { buffer.append(UInt8(ascii: ",")) }
                buffer.appendQuoted(values[index])
            }
        }
        buffer.append(UInt8(ascii: "]"))
    }

    /// A message id, shifted by `idOffset`.
    public mutating func field(_ name: StaticString, id: String) {
        let buffer = nextValue()
        buffer.appendKey(name, comma: false)
        buffer.appendId(id, shift: IdShift(idOffset))
    }

    /// A list of message ids, each shifted by `idOffset`.
    public mutating func field(_ name: StaticString, ids: [String]) {
        let buffer = nextValue()
        let shift = IdShift(idOffset)
        buffer.appendKey(name, comma: false)
        buffer.append(UInt8(ascii: "["))
        ids.withUnsafeBufferPointer { ids in
            for index in ids.indices {
                if index > 0 { buffer.append(UInt8(ascii: ",")) }
                buffer.appendId(ids[index], shift: shift)
            }
        }
        buffer.append(UInt8(ascii: "]"))
    }

    /// `{"first":1,"second":2}`, the first field left out when nil, in one
    /// go: the shape of a `location`, which nearly every message has.
    public mutating func intObject(_ firstName: StaticString, ifPresent first: Int?,
                                   _ secondName: StaticString, _ second: Int) {
        nextValue().appendIntObject(firstName, first, secondName, second)
    }
}
