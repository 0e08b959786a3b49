/// The one JSON byte writer of linkspec: compact JSON as UTF-8 bytes, in a
/// buffer that grows as it is written and can be emptied and reused.
///
///     var json = JSONWriter()
///     json.write { out in
///         let object = out.beginObject()
///         out.field("name", "Open a product")
///         out.field("tags", ["@smoke"])
///         out.endObject(object)
///         out.endLine()                 // NDJSON: one value a line
///     }
///     json.bytes                        // {"name":"Open a product","tags":["@smoke"]}\n
///
/// Writing goes through an `Output` (see there for commas). Strings are
/// escaped as JavaScript's `JSON.stringify` escapes them, which is what the
/// Cucumber reference implementations write: `\"`, `\\`, `\b`, `\f`, `\n`,
/// `\r`, `\t`, other control characters as `\u00xx`, everything else (`/`
/// and non-ASCII included) as it is; strings are read through `utf8`. Numbers
/// are written as JavaScript prints them.
///
/// A value type: a copy has bytes of its own (copied when either is next
/// written).
package struct JSONWriter: Sendable {
    private var buffer: _UnsafeByteBuffer

    package init(reservingCapacity capacity: Int = 1 << 12) {
        buffer = _UnsafeByteBuffer(capacity: capacity)
    }

    /// The number of bytes written so far.
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
}

extension JSONWriter {
    /// Where a `JSONWriter` is written, for the time of one `write` call.
    ///
    /// Commas need no bookkeeping: every member (`field`) and every element
    /// (`element`) is written after a comma, and when its object or array
    /// ends, the comma before its first member becomes the opening bracket
    /// (an empty one is written `{}` or `[]`). So `beginObject` writes nothing
    /// and returns where the object starts, for `endObject`.
    ///
    ///     let steps = out.beginArray()          // in an object: after out.key("steps")
    ///     for step in steps { let object = out.beginObject(); out.element(...); ... }
    ///     out.endArray(steps)
    package struct Output {
        fileprivate let buffer: _UnsafeByteBuffer

        /// Where an object or an array began.
        package struct Start {
            fileprivate let position: Int
        }

        // MARK: Structure

        /// An object begins (as a value: a member's after `key`, an element, a line).
        package func beginObject() -> Start {
            Start(position: buffer.count)
        }

        package func endObject(_ start: Start) {
            close(start, opening: UInt8(ascii: "{"), closing: UInt8(ascii: "}"))
        }

        package func beginArray() -> Start {
            Start(position: buffer.count)
        }

        package func endArray(_ start: Start) {
            close(start, opening: UInt8(ascii: "["), closing: UInt8(ascii: "]"))
        }

        private func close(_ start: Start, opening: UInt8, closing: UInt8) {
            if buffer.count == start.position {
                buffer.append(opening, closing)
            } else {
                precondition(buffer.byte(at: start.position) == UInt8(ascii: ","), "JSONWriter: a member not written after a comma")
                buffer.replace(at: start.position, with: opening)
                buffer.append(closing)
            }
        }

        /// Ends one NDJSON line.
        package func endLine() {
            buffer.append(UInt8(ascii: "\n"))
        }

        /// `,"name":` before a member's value that is an object or an array.
        /// The name is copied as it is, so it must need no escaping (field
        /// names of messages never do).
        package func key(_ name: StaticString) {
            buffer.appendKey(Self.bytes(of: name))
        }

        // MARK: Members: a key and its value

        package func field(_ name: StaticString, _ value: String) {
            quoted(value, key: Self.bytes(of: name), comma: true)
        }

        package func field(_ name: StaticString, _ value: Int) {
            buffer.appendDecimal(value, key: Self.bytes(of: name), comma: true, quoted: false)
        }

        package func field(_ name: StaticString, _ value: Bool) {
            key(name)
            literal(value ? "true" : "false")
        }

        package func field(_ name: StaticString, _ value: Double) {
            key(name)
            number(value)
        }

        package func field(_ name: StaticString, _ values: [String]) {
            key(name)
            let array = beginArray()
            for index in values.indices { element(values[index]) }
            endArray(array)
        }

        /// `,"name":"42"`: a whole number as a string of its digits (the
        /// shape of Cucumber message ids), without making the `String`.
        package func field(_ name: StaticString, digitsOf value: Int) {
            buffer.appendDecimal(value, key: Self.bytes(of: name), comma: true, quoted: true)
        }

        /// `,"name":"…"` for `text`, or, when `text` is a decimal number (no
        /// sign, no leading zero, at most 18 digits: a message id), for the
        /// number plus `offset`.
        package func field(_ name: StaticString, shifting text: String, by offset: Int) {
            let name = Self.bytes(of: name)
            withUTF8(text) { buffer.appendShifted($0, by: offset, key: name, comma: true) }
        }

        /// Nothing when `value` is nil: messages leave absent fields out.
        package func field(_ name: StaticString, ifPresent value: String?) {
            if let value { field(name, value) }
        }

        package func field(_ name: StaticString, ifPresent value: Int?) {
            if let value { field(name, value) }
        }

        package func field(_ name: StaticString, ifPresent value: Bool?) {
            if let value { field(name, value) }
        }

        package func field(_ name: StaticString, ifPresent values: [String]?) {
            if let values { field(name, values) }
        }

        // MARK: Elements of an array

        package func element(_ value: String) {
            quoted(value, key: nil, comma: true)
        }

        package func element(_ value: Int) {
            buffer.appendDecimal(value, key: nil, comma: true, quoted: false)
        }

        package func element(_ value: Bool) {
            buffer.append(UInt8(ascii: ","))
            literal(value ? "true" : "false")
        }

        package func element(_ value: Double) {
            buffer.append(UInt8(ascii: ","))
            number(value)
        }

        package func elementNull() {
            buffer.append(UInt8(ascii: ","))
            literal("null")
        }

        /// An element that is a whole number as a string of its digits.
        package func element(digitsOf value: Int) {
            buffer.appendDecimal(value, key: nil, comma: true, quoted: true)
        }

        /// An element that is `text`, shifted as `field(_:shifting:by:)` does.
        package func element(shifting text: String, by offset: Int) {
            withUTF8(text) { buffer.appendShifted($0, by: offset, key: nil, comma: true) }
        }

        /// The comma before an element that is an object or an array.
        package func nextElement() {
            buffer.append(UInt8(ascii: ","))
        }

        // MARK: Values

        /// The bytes of a string literal, which are static: read in place
        /// (`withUTF8Buffer`'s closure cost a retain of the buffer per key).
        /// A key must need no escaping, which field names of messages never do.
        private static func bytes(of literal: StaticString) -> UnsafeBufferPointer<UInt8> {
            precondition(literal.hasPointerRepresentation, "JSONWriter: a key must be a string literal")
            let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
            assert(!bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") },
                   "a key must need no escaping")
            return bytes
        }

        /// `value` in double quotes, escaped. Its UTF-8 is read in place when
        /// the string is stored contiguously (native strings are), copied
        /// otherwise.
        private func quoted(_ value: String, key name: UnsafeBufferPointer<UInt8>?, comma: Bool) {
            withUTF8(value) { buffer.appendQuoted($0, key: name, comma: comma) }
        }

        private func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            let done: Void? = text.utf8.withContiguousStorageIfAvailable(body)
            if done == nil { Array(text.utf8).withUnsafeBufferPointer(body) }
        }

        /// A number as JavaScript prints it: whole numbers without a fraction
        /// (`3`, not `3.0`), exponents without padding (`1e-7`), and `null`
        /// for NaN and the infinities, as `JSON.stringify` does.
        private func number(_ value: Double) {
            guard value.isFinite else { return literal("null") }
            if let whole = Int(exactly: value), whole.magnitude < 1 << 53 {
                return buffer.appendDecimal(whole, key: nil, comma: false, quoted: false)
            }
            Array(JavaScriptNumber.text(of: value).utf8).withUnsafeBufferPointer { buffer.append($0) }
        }

        private func literal(_ word: StaticString) {
            buffer.append(Self.bytes(of: word))
        }
    }
}
