extension JSONWriter {
    /// A `JSONWriter` during one `write` call: the same tokens, without the
    /// check per token that the bytes are the writer's alone.
    @usableFromInline
    package struct Output {
        @usableFromInline let buffer: _UnsafeByteBuffer

        init(buffer: _UnsafeByteBuffer) {
            self.buffer = buffer
        }

        // MARK: Structure

        @inlinable @inline(__always)
        package func beginObject() {
            buffer.appendOpening(UInt8(ascii: "{"))
        }

        @inlinable @inline(__always)
        package func endObject() {
            buffer.appendClosing(UInt8(ascii: "}"))
        }

        @inlinable @inline(__always)
        package func beginArray() {
            buffer.appendOpening(UInt8(ascii: "["))
        }

        @inlinable @inline(__always)
        package func endArray() {
            buffer.appendClosing(UInt8(ascii: "]"))
        }

        /// Ends one NDJSON line: the next value starts a new top-level value.
        @inlinable
        package func endLine() {
            buffer.appendClosing(UInt8(ascii: "\n"), needsComma: false)
        }

        /// An object key known when the program is written. It is copied as
        /// it is, so it must need no escaping (field names of messages never do).
        @inlinable @inline(__always)
        package func key(_ name: StaticString) {
            buffer.appendKey(name)
        }

        /// An object key made at run time, escaped like any string.
        package func key(_ name: String) {
            buffer.appendString(name)
            buffer.appendClosing(UInt8(ascii: ":"), needsComma: false)
        }

        // MARK: Values

        @inlinable @inline(__always)
        package func string(_ value: String) {
            buffer.appendString(value)
        }

        /// `text` as a string, or, when it is a decimal number (no sign, no
        /// leading zero, at most 18 digits: a message id), the number plus
        /// `offset` as a string of its digits.
        @inlinable @inline(__always)
        package func string(shifting text: String, by offset: Int) {
            if offset == 0 {
                buffer.appendString(text)
            } else {
                buffer.appendShifted(text, by: offset)
            }
        }

        @inlinable @inline(__always)
        package func int(_ value: Int) {
            buffer.appendInt(value)
        }

        @inlinable @inline(__always)
        package func bool(_ value: Bool) {
            buffer.appendUnquoted(value ? "true" : "false")
        }

        @inlinable @inline(__always)
        package func null() {
            buffer.appendUnquoted("null")
        }

        /// A number's text as `JSONValue` keeps it (valid JSON number syntax).
        package func number(_ text: String) {
            buffer.appendUnquoted(Array(text.utf8))
        }

        // MARK: Fields: a key and its value in one call

        @inlinable @inline(__always)
        package func field(_ name: StaticString, _ value: String) {
            key(name)
            string(value)
        }

        @inlinable @inline(__always)
        package func field(_ name: StaticString, _ value: Int) {
            key(name)
            int(value)
        }

        @inlinable @inline(__always)
        package func field(_ name: StaticString, _ value: Bool) {
            key(name)
            bool(value)
        }

        @inlinable @inline(__always)
        package func field(_ name: StaticString, _ values: [String]) {
            key(name)
            beginArray()
            for index in values.indices { string(values[index]) }
            endArray()
        }

        /// `"name":"value"` where the value is a literal that needs no
        /// escaping (the raw value of an enumeration): copied as it is,
        /// without reading a `String`.
        @inlinable @inline(__always)
        package func field(_ name: StaticString, literal value: StaticString) {
            key(name)
            buffer.appendQuotedLiteral(value)
        }

        /// `"name":` and the value as `string(shifting:by:)` writes it.
        @inlinable @inline(__always)
        package func field(_ name: StaticString, shifting text: String, by offset: Int) {
            key(name)
            string(shifting: text, by: offset)
        }

        /// Nothing when `value` is nil: messages leave absent fields out.
        @inlinable @inline(__always)
        package func field(_ name: StaticString, ifPresent value: String?) {
            if let value { field(name, value) }
        }

        @inlinable @inline(__always)
        package func field(_ name: StaticString, ifPresent value: Int?) {
            if let value { field(name, value) }
        }

        @inlinable @inline(__always)
        package func field(_ name: StaticString, ifPresent value: Bool?) {
            if let value { field(name, value) }
        }
    }
}
