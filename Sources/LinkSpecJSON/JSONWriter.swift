/// The one JSON byte writer of linkspec: compact JSON as UTF-8 bytes, written
/// token by token into a growing array. Commas are placed for you: inside an
/// object call `key` then a value (or `field`, which does both), inside an
/// array just the values.
///
///     var json = JSONWriter()
///     json.beginObject()
///     json.field("name", "Open a product")
///     json.field("tags", ["@smoke"])
///     json.endObject()
///     json.endLine()               // NDJSON: one value a line
///     json.bytes                   // {"name":"Open a product","tags":["@smoke"]}\n
///
/// Strings are escaped as JavaScript's `JSON.stringify` escapes them, which is
/// what the Cucumber reference implementations write: `\"`, `\\`, `\b`, `\f`,
/// `\n`, `\r`, `\t`, other control characters as `\u00xx`, everything else
/// (`/` and non-ASCII included) as it is. Numbers are written as JavaScript
/// prints them.
package struct JSONWriter: Sendable {
    /// What has been written so far.
    package private(set) var bytes: [UInt8] = []
    /// Whether the next value or key follows another at the same level.
    private var needsComma = false

    package init(reservingCapacity capacity: Int = 1 << 12) {
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes written so far.
    package var count: Int { bytes.count }

    /// The bytes written so far, in place, for as long as `body` runs.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// Hands over the bytes written and starts afresh.
    package mutating func takeBytes() -> [UInt8] {
        needsComma = false
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        bytes.reserveCapacity(taken.count)
        return taken
    }

    /// Forgets everything written, keeping the capacity for reuse.
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        needsComma = false
    }

    // MARK: Structure

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Ends one NDJSON line: the next value starts a new top-level value.
    package mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        needsComma = false
    }

    /// An object key known when the program is written. It is copied as it
    /// is, so it must need no escaping (field names of messages never do).
    package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { name in
            assert(!name.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") },
                   "a static key must need no escaping")
            bytes.append(contentsOf: name)
        }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    /// An object key made at run time, escaped like any string.
    package mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Values

    package mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
    }

    package mutating func string(_ value: Substring) {
        separate()
        appendQuoted(value)
    }

    package mutating func int(_ value: Int) {
        separate()
        appendDecimal(value)
    }

    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: Self.nullBytes)
    }

    /// A number as JavaScript prints it: whole numbers without a fraction
    /// (`3`, not `3.0`), exponents without padding (`1e-7`), and `null` for
    /// NaN and the infinities, as `JSON.stringify` does.
    package mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        separate()
        if let whole = Int(exactly: value), whole.magnitude < 1 << 53 {
            appendDecimal(whole)
        } else {
            bytes.append(contentsOf: JavaScriptNumber.text(of: value).utf8)
        }
    }

    /// A number's text as `JSONValue` keeps it (valid JSON number syntax).
    package mutating func number(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
    }

    // MARK: Fields: a key and its value in one call

    package mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    package mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    package mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    package mutating func field(_ name: StaticString, _ values: [String]) {
        key(name)
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    /// Nothing when `value` is nil: messages leave absent fields out.
    package mutating func field(_ name: StaticString, ifPresent value: String?) {
        if let value { field(name, value) }
    }

    package mutating func field(_ name: StaticString, ifPresent value: Int?) {
        if let value { field(name, value) }
    }

    package mutating func field(_ name: StaticString, ifPresent value: Bool?) {
        if let value { field(name, value) }
    }

    package mutating func field(_ name: StaticString, ifPresent values: [String]?) {
        if let values { field(name, values) }
    }

    // MARK: Bytes

    /// The comma between this value (or key) and the one before it.
    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    /// `value` in double quotes, escaped. The string's UTF-8 is read in place
    /// when it is stored contiguously (native strings are), and copied
    /// otherwise; runs that need no escaping are appended whole.
    private mutating func appendQuoted(_ value: some StringProtocol) {
        bytes.append(UInt8(ascii: "\""))
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        if done == nil {
            Array(value.utf8).withUnsafeBufferPointer { appendEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var plain = 0
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
            appendEscape(of: byte)
            plain = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
    }

    private mutating func appendEscape(of byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: Self.unicodeEscapeStart)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }

    /// The decimal digits of `value`, written in place from the last.
    private mutating func appendDecimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var digits = 1
        var probe = rest
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var position = bytes.count
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
    }

    private static let unicodeEscapeStart = Array("u00".utf8)
    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)
}
