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
    /// The bytes written so far.
    public private(set) var bytes: [UInt8]
    /// Whether the next value or key follows another at the same level.
    private var needsComma = false

    public init(reservingCapacity capacity: Int = 1 << 16) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes written so far.
    public var count: Int { bytes.count }

    /// Hands over the bytes written and starts afresh, keeping the capacity.
    public mutating func takeBytes() -> [UInt8] {
        let taken = bytes
        bytes.removeAll(keepingCapacity: true)
        needsComma = false
        return taken
    }

    /// Forgets everything written, keeping the capacity for reuse.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        needsComma = false
    }

    // MARK: Structure

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Ends one NDJSON line: the next value starts a new top-level value.
    public mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        needsComma = false
    }

    /// An object key known at compile time. It is written as given, so it must
    /// need no escaping (message field names never do).
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// An object key computed at run time (escaped like any string).
    public mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Values

    public mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
        needsComma = true
    }

    public mutating func string(_ value: Substring) {
        separate()
        appendQuoted(value)
        needsComma = true
    }

    public mutating func int(_ value: Int) {
        separate()
        appendDecimal(value)
        needsComma = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        if value {
            bytes.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
        } else {
            bytes.append(contentsOf: [UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e")])
        }
        needsComma = true
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
        needsComma = true
    }

    /// A number as JavaScript prints it: whole numbers without a fraction
    /// (`3`, not `3.0`), exponents without padding (`1e-7`), and `null` for
    /// NaN and the infinities, as `JSON.stringify` does.
    public mutating func double(_ value: Double) {
        separate()
        needsComma = true
        guard value.isFinite else {
            needsComma = false
            null()
            return
        }
        if let whole = Int(exactly: value), whole.magnitude < 1 << 53 {
            appendDecimal(whole)
            return
        }
        bytes.append(contentsOf: Self.javaScriptNumberText(value).utf8)
    }

    /// Bytes that already are one complete JSON value (say, a cached fragment).
    public mutating func rawValue(_ json: [UInt8]) {
        separate()
        bytes.append(contentsOf: json)
        needsComma = true
    }

    // MARK: Internals

    @inline(__always)
    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendDecimal(_ value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        // Digits are produced backwards into a small stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var position = 20
            repeat {
                position -= 1
                digits[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[position..<20]))
        }
    }

    private mutating func appendQuoted(_ value: String) {
        var value = value
        value.withUTF8 { appendQuoted(utf8: $0) }
    }

    private mutating func appendQuoted(_ value: Substring) {
        var value = value
        value.withUTF8 { appendQuoted(utf8: $0) }
    }

    /// Copies runs of bytes that need no escaping in one go; only `"`, `\` and
    /// control characters break a run.
    private mutating func appendQuoted(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if index > runStart {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            }
            appendEscape(for: byte)
            index += 1
            runStart = index
        }
        if count > runStart {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(for byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                      hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
        }
    }

    /// The shortest round-tripping digits (Swift's own), laid out by
    /// ECMAScript's Number::toString rules: plain notation from 1e-6 up to
    /// 1e21, otherwise `1.5e+21` / `1e-7`.
    static func javaScriptNumberText(_ value: Double) -> String {
        if value == 0 { return "0" }
        let negative = value < 0
        // Swift prints e.g. "1.2345e-07", "123.45" or "1e+21".
        let swiftText = value.magnitude.description
        var mantissa = Substring(swiftText)
        var exponent = 0
        if let e = swiftText.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = swiftText[..<e]
            exponent = Int(swiftText[swiftText.index(after: e)...]) ?? 0
        }
        // digits d1...dk and n such that value = 0.d1...dk × 10^n.
        let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        let integerPart = mantissa[..<point]
        let fractionPart = point < mantissa.endIndex ? mantissa[mantissa.index(after: point)...] : ""
        var digits = Array((integerPart + fractionPart).utf8)
        var n = integerPart.count + exponent
        while let first = digits.first, first == UInt8(ascii: "0") {
            digits.removeFirst()
            n -= 1
        }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
        guard !digits.isEmpty else { return "0" }
        let k = digits.count
        let zero = UInt8(ascii: "0")
        var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        if k <= n && n <= 21 {
            out += digits + Array(repeating: zero, count: n - k)
        } else if 0 < n && n <= 21 {
            out += digits[..<n] + [UInt8(ascii: ".")] + digits[n...]
        } else if -6 < n && n <= 0 {
            out += [zero, UInt8(ascii: ".")] + Array(repeating: zero, count: -n) + digits
        } else {
            out.append(digits[0])
            if k > 1 { out += [UInt8(ascii: ".")] + digits[1...] }
            out += Array("e\(n - 1 >= 0 ? "+" : "-")\(abs(n - 1))".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension JSONWriter {
    // MARK: Fields: a key and its value in one call

    public mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    public mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
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
        key(name)
        beginArray()
        for value in values { string(value) }
        endArray()
    }
}
