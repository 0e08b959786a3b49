extension JSONWriter {
    /// A `JSONWriter` being written, for the time of one `write` call: the
    /// same tokens, without the check per token that the bytes are the
    /// writer's alone.
    package struct Output {
        let buffer: _UnsafeByteBuffer

        /// Whether a comma goes before the value or key about to be written;
        /// after it, one does.
        private func takeComma() -> Bool {
            defer { buffer.needsComma = true }
            return buffer.needsComma
        }

        // MARK: Structure

        package func beginObject() {
            opening(UInt8(ascii: "{"))
        }

        package func endObject() {
            buffer.append(UInt8(ascii: "}"))
            buffer.needsComma = true
        }

        package func beginArray() {
            opening(UInt8(ascii: "["))
        }

        package func endArray() {
            buffer.append(UInt8(ascii: "]"))
            buffer.needsComma = true
        }

        private func opening(_ bracket: UInt8) {
            if takeComma() {
                buffer.append(UInt8(ascii: ","), bracket)
            } else {
                buffer.append(bracket)
            }
            buffer.needsComma = false
        }

        /// Ends one NDJSON line: the next value starts a new top-level value.
        package func endLine() {
            buffer.append(UInt8(ascii: "\n"))
            buffer.needsComma = false
        }

        /// An object key known when the program is written. It is copied as
        /// it is, so it must need no escaping (field names of messages never do).
        package func key(_ name: StaticString) {
            buffer.appendKey(Self.bytes(of: name), comma: takeComma())
            buffer.needsComma = false
        }

        /// An object key made at run time, escaped like any string.
        package func key(_ name: String) {
            quoted(name, key: nil, comma: takeComma())
            buffer.append(UInt8(ascii: ":"))
            buffer.needsComma = false
        }

        // MARK: Values

        package func string(_ value: String) {
            quoted(value, key: nil, comma: takeComma())
        }

        package func string(_ value: Substring) {
            let comma = takeComma()
            let done: Void? = value.utf8.withContiguousStorageIfAvailable { buffer.appendQuoted($0, key: nil, comma: comma) }
            if done == nil { Array(value.utf8).withUnsafeBufferPointer { buffer.appendQuoted($0, key: nil, comma: comma) } }
        }

        /// A whole number as a string of its decimal digits (`"42"`): the
        /// shape of Cucumber message ids, written without making the `String`.
        package func string(digitsOf value: Int) {
            buffer.appendDecimal(value, key: nil, comma: takeComma(), quoted: true)
        }

        /// `text` as a string, or, when it is a decimal number (no sign, no
        /// leading zero, at most 18 digits: a message id), the number plus
        /// `offset` as a string of its digits.
        package func string(shifting text: String, by offset: Int) {
            let comma = takeComma()
            withUTF8(text) { buffer.appendShifted($0, by: offset, key: nil, comma: comma) }
        }

        package func int(_ value: Int) {
            buffer.appendDecimal(value, key: nil, comma: takeComma(), quoted: false)
        }

        package func bool(_ value: Bool) {
            literal(value ? "true" : "false", comma: takeComma())
        }

        package func null() {
            literal("null", comma: takeComma())
        }

        /// A number as JavaScript prints it: whole numbers without a fraction
        /// (`3`, not `3.0`), exponents without padding (`1e-7`), and `null`
        /// for NaN and the infinities, as `JSON.stringify` does.
        package func double(_ value: Double) {
            number(value, comma: takeComma())
        }

        /// A number's text as `JSONValue` keeps it (valid JSON number syntax).
        package func number(_ text: String) {
            let comma = takeComma()
            if comma { buffer.append(UInt8(ascii: ",")) }
            withUTF8(text) { buffer.append($0) }
        }

        // MARK: Fields: a key and its value in one call

        package func field(_ name: StaticString, _ value: String) {
            quoted(value, key: Self.bytes(of: name), comma: takeComma())
        }

        package func field(_ name: StaticString, _ value: Int) {
            buffer.appendDecimal(value, key: Self.bytes(of: name), comma: takeComma(), quoted: false)
        }

        package func field(_ name: StaticString, _ value: Bool) {
            key(name)
            bool(value)
        }

        package func field(_ name: StaticString, _ value: Double) {
            key(name)
            double(value)
        }

        package func field(_ name: StaticString, _ values: [String]) {
            key(name)
            beginArray()
            for index in values.indices { string(values[index]) }
            endArray()
        }

        /// `"name":"42"`, as `string(digitsOf:)` writes the value.
        package func field(_ name: StaticString, digitsOf value: Int) {
            buffer.appendDecimal(value, key: Self.bytes(of: name), comma: takeComma(), quoted: true)
        }

        /// `"name":` and the value as `string(shifting:by:)` writes it.
        package func field(_ name: StaticString, shifting text: String, by offset: Int) {
            let (name, comma) = (Self.bytes(of: name), takeComma())
            withUTF8(text) { buffer.appendShifted($0, by: offset, key: name, comma: comma) }
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

        // MARK: Bytes

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

        private func number(_ value: Double, comma: Bool) {
            guard value.isFinite else { return literal("null", comma: comma) }
            if let whole = Int(exactly: value), whole.magnitude < 1 << 53 {
                return buffer.appendDecimal(whole, key: nil, comma: comma, quoted: false)
            }
            if comma { buffer.append(UInt8(ascii: ",")) }
            Array(JavaScriptNumber.text(of: value).utf8).withUnsafeBufferPointer { buffer.append($0) }
        }

        private func literal(_ word: StaticString, comma: Bool) {
            if comma { buffer.append(UInt8(ascii: ",")) }
            buffer.append(Self.bytes(of: word))
        }
    }
}
