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
    /// The bytes live in a buffer of our own rather than an `[UInt8]`: an
    /// array checks uniqueness and capacity on every byte appended, which made
    /// up most of the writer's cost. Here each operation checks once.
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
        openContainer(UInt8(ascii: "{"))
    }

    public mutating func endObject() {
        unique().append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        openContainer(UInt8(ascii: "["))
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

    /// An object key known at compile time. It is written as given, so it must
    /// need no escaping (message field names never do).
    public mutating func key(_ name: StaticString) {
        let buffer = unique()
        Self.writeKey(name, comma: needsComma, into: buffer)
        needsComma = false
    }

    /// An object key computed at run time (escaped like any string).
    public mutating func key(_ name: String) {
        string(name)
        unique().append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: Values

    public mutating func string(_ value: String) {
        let buffer = unique()
        Self.writeString(value, comma: needsComma, into: buffer)
        needsComma = true
    }

    public mutating func string(_ value: Substring) {
        let buffer = unique()
        let comma = needsComma
        let done: Void? = value.utf8.withContiguousStorageIfAvailable {
            Self.writeQuoted($0, comma: comma, into: buffer)
        }
        if done == nil {
            var copy = value
            copy.withUTF8 { Self.writeQuoted($0, comma: comma, into: buffer) }
        }
        needsComma = true
    }

    public mutating func int(_ value: Int) {
        let buffer = unique()
        Self.writeInt(value, comma: needsComma, into: buffer)
        needsComma = true
    }

    public mutating func bool(_ value: Bool) {
        appendLiteral(value ? "true" : "false")
    }

    public mutating func null() {
        appendLiteral("null")
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
        text.withUTF8 { appendRawValue($0) }
    }

    /// Bytes that already are one complete JSON value (say, a cached fragment).
    public mutating func rawValue(_ json: [UInt8]) {
        json.withUnsafeBufferPointer { appendRawValue($0) }
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

    @inline(__always)
    private mutating func openContainer(_ bracket: UInt8) {
        let buffer = unique()
        let target = buffer.reserve(2)
        if needsComma {
            target[0] = UInt8(ascii: ",")
            target[1] = bracket
            buffer.count += 2
        } else {
            target[0] = bracket
            buffer.count += 1
        }
        needsComma = false
    }

    private mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { appendRawValue($0) }
    }

    private mutating func appendRawValue(_ json: UnsafeBufferPointer<UInt8>) {
        let buffer = unique()
        if needsComma { buffer.append(UInt8(ascii: ",")) }
        buffer.append(json)
        needsComma = true
    }

    // The writers below append to a buffer already made unique, with the
    // comma decided by the caller: a field (key and value) or a whole small
    // object then costs one uniqueness check instead of one per token.

    @inline(__always)
    private static func writeKey(_ name: StaticString, comma: Bool, into buffer: JSONByteBuffer) {
        // Field names are string literals, which have a pointer; reading it
        // directly spares a closure call per key.
        if name.hasPointerRepresentation {
            writeKey(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount),
                     comma: comma, into: buffer)
        } else {
            name.withUTF8Buffer { writeKey($0, comma: comma, into: buffer) }
        }
    }

    /// `"name":`, after a comma when `comma`.
    @inline(__always)
    private static func writeKey(_ name: UnsafeBufferPointer<UInt8>, comma: Bool, into buffer: JSONByteBuffer) {
        let length = name.count
        let target = buffer.reserve(length + 4)
        var offset = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            offset = 1
        }
        target[offset] = UInt8(ascii: "\"")
        if let start = name.baseAddress {
            JSONByteBuffer.copy(start, count: length, to: target + offset + 1)
        }
        target[offset + 1 + length] = UInt8(ascii: "\"")
        target[offset + 2 + length] = UInt8(ascii: ":")
        buffer.count += offset + 3 + length
    }

    @inline(__always)
    private static func writeString(_ value: String, comma: Bool, into buffer: JSONByteBuffer) {
        // Native strings (nearly all) are read in place, without a copy.
        let done: Void? = value.utf8.withContiguousStorageIfAvailable {
            writeQuoted($0, comma: comma, into: buffer)
        }
        if done == nil {
            var copy = value
            copy.withUTF8 { writeQuoted($0, comma: comma, into: buffer) }
        }
    }

    private static func writeInt(_ value: Int, comma: Bool, into buffer: JSONByteBuffer) {
        let target = buffer.reserve(21)
        var offset = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            offset = 1
        }
        if value >= 0 && value < 10 {
            target[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            buffer.count += offset + 1
            return
        }
        if value < 0 {
            target[offset] = UInt8(ascii: "-")
            offset += 1
        }
        let magnitude = value.magnitude
        let digits = decimalDigitCount(magnitude)
        writeDigits(magnitude, count: digits, to: target + offset)
        buffer.count += offset + digits
    }

    /// How many decimal digits `value` has (at least one).
    @inline(__always)
    private static func decimalDigitCount(_ value: UInt) -> Int {
        var count = 1
        var rest = value
        while rest >= 10_000 {
            rest /= 10_000
            count += 4
        }
        if rest >= 100 {
            count += rest >= 1_000 ? 3 : 2
        } else if rest >= 10 {
            count += 1
        }
        return count
    }

    /// The `count` decimal digits of `value` at `target`, two at a time: ids
    /// and line numbers are written for nearly every message, and a division
    /// by 100 costs what one by 10 does.
    @inline(__always)
    private static func writeDigits(_ value: UInt, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var position = count
        var rest = value
        while rest >= 100 {
            let pair = Int(rest % 100) &* 2
            rest /= 100
            position -= 2
            target[position] = pairs[pair]
            target[position + 1] = pairs[pair + 1]
        }
        if rest >= 10 {
            let pair = Int(rest) &* 2
            target[position - 2] = pairs[pair]
            target[position - 1] = pairs[pair + 1]
        } else {
            target[position - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    /// "00" to "99", back to back.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// A quoted, escaped string. Most strings need no escaping at all: they
    /// are scanned eight bytes at a time and, when clean, copied in one go
    /// into room reserved up front. Otherwise runs of bytes that need no
    /// escaping are copied between the escapes.
    private static func writeQuoted(_ utf8: UnsafeBufferPointer<UInt8>, comma: Bool, into buffer: JSONByteBuffer) {
        let count = utf8.count
        // Room for the usual case, a string without escapes.
        let target = buffer.reserve(count + 3)
        var offset = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            offset = 1
        }
        target[offset] = UInt8(ascii: "\"")
        guard let source = utf8.baseAddress else {
            target[offset + 1] = UInt8(ascii: "\"")
            buffer.count += offset + 2
            return
        }
        var found = firstEscape(in: source, count: count, from: 0)
        if found == count {
            JSONByteBuffer.copy(source, count: count, to: target + offset + 1)
            target[offset + 1 + count] = UInt8(ascii: "\"")
            buffer.count += offset + 2 + count
            return
        }
        buffer.count += offset + 1
        var runStart = 0
        while true {
            buffer.appendRun(source + runStart, count: found - runStart)
            if found == count { break }
            buffer.appendEscape(for: source[found])
            runStart = found + 1
            found = firstEscape(in: source, count: count, from: runStart)
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// The index of the first byte at or after `start` that needs escaping,
    /// or `count`.
    @inline(__always)
    private static func firstEscape(in source: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int {
        let raw = UnsafeRawPointer(source)
        var index = start
        while index + 8 <= count {
            let mask = escapeMask(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if mask != 0 {
                // The lowest flagged byte is exact.
                return index + mask.trailingZeroBitCount >> 3
            }
            index += 8
        }
        let rest = count - index
        if rest == 0 { return count }
        // The last one to seven bytes, tested as one word too: a byte loop
        // here cost more than the whole scan of most strings (ids, keywords).
        if count - 8 >= start {
            // An eight-byte load ending at the end; the bytes it shares with
            // the words before were scanned from `start` and found clean, so
            // its lowest flag is exact. (Bytes before `start` may well need
            // escaping: the caller resumes after each escape.)
            let mask = escapeMask(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)))
            return mask == 0 ? count : count - 8 + mask.trailingZeroBitCount >> 3
        }
        if rest >= 4 {
            // Two four-byte loads that may overlap, only to tell clean from not.
            let head = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
            let tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            if escapeMask(head | tail << 32) == 0 { return count }
        }
        while index < count {
            if needsEscaping(source[index]) { return index }
            index += 1
        }
        return count
    }

    @inline(__always)
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The high bit of each of eight bytes that is a control character, `"`
    /// or `\\` is set, exactly for the lowest such byte (a borrow can only
    /// flag bytes above a true one): a byte below 0x20 borrows in the
    /// subtraction, a byte equal to the pattern becomes zero after the xor.
    @inline(__always)
    private static func escapeMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash) & highs
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
        let buffer = unique()
        Self.writeKey(name, comma: needsComma, into: buffer)
        Self.writeString(value, comma: false, into: buffer)
        needsComma = true
    }

    public mutating func field(_ name: StaticString, _ value: Int) {
        let buffer = unique()
        Self.writeKey(name, comma: needsComma, into: buffer)
        Self.writeInt(value, comma: false, into: buffer)
        needsComma = true
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
        let buffer = unique()
        Self.writeKey(name, comma: needsComma, into: buffer)
        buffer.append(UInt8(ascii: "["))
        // Elements are borrowed in place rather than copied (no retain/release).
        values.withUnsafeBufferPointer { values in
            for index in values.indices {
                Self.writeString(values[index], comma: index > 0, into: buffer)
            }
        }
        buffer.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A message id, shifted by `idOffset`.
    public mutating func field(_ name: StaticString, id: String) {
        let buffer = unique()
        Self.writeKey(name, comma: needsComma, into: buffer)
        Self.writeId(id, offset: idOffset, comma: false, into: buffer)
        needsComma = true
    }

    /// A list of message ids, each shifted by `idOffset`.
    public mutating func field(_ name: StaticString, ids: [String]) {
        let buffer = unique()
        let offset = idOffset
        Self.writeKey(name, comma: needsComma, into: buffer)
        buffer.append(UInt8(ascii: "["))
        ids.withUnsafeBufferPointer { ids in
            for index in ids.indices {
                Self.writeId(ids[index], offset: offset, comma: index > 0, into: buffer)
            }
        }
        buffer.append(UInt8(ascii: "]"))
        needsComma = true
    }

    @inline(__always)
    private static func writeId(_ id: String, offset: Int, comma: Bool, into buffer: JSONByteBuffer) {
        guard offset != 0, let value = decimalValue(of: id) else {
            writeString(id, comma: comma, into: buffer)
            return
        }
        if comma { buffer.append(UInt8(ascii: ",")) }
        buffer.append(UInt8(ascii: "\""))
        writeInt(value &+ offset, comma: false, into: buffer)
        buffer.append(UInt8(ascii: "\""))
    }

    /// The value of an id made of decimal digits as `IdGenerator` writes them
    /// (no sign, no leading zero, at most 18 digits), or nil.
    static func decimalValue(of id: String) -> Int? {
        let value: Int?? = id.utf8.withContiguousStorageIfAvailable { digits -> Int? in
            guard digits.count > 0, digits.count <= 18, digits.count == 1 || digits[0] != UInt8(ascii: "0") else {
                return nil
            }
            var value = 0
            for digit in digits {
                let decimal = digit &- UInt8(ascii: "0")
                guard decimal < 10 else { return nil }
                value = value &* 10 &+ Int(decimal)
            }
            return value
        }
        return value ?? nil
    }

    /// `{"first":1,"second":2}`, the first field left out when nil, in one
    /// go: the shape of a `location`, which nearly every message has.
    public mutating func intObject(_ firstName: StaticString, ifPresent first: Int?,
                                   _ secondName: StaticString, _ second: Int) {
        let buffer = unique()
        let target = buffer.reserve(2)
        if needsComma {
            target[0] = UInt8(ascii: ",")
            target[1] = UInt8(ascii: "{")
            buffer.count += 2
        } else {
            target[0] = UInt8(ascii: "{")
            buffer.count += 1
        }
        if let first {
            Self.writeKey(firstName, comma: false, into: buffer)
            Self.writeInt(first, comma: false, into: buffer)
        }
        Self.writeKey(secondName, comma: first != nil, into: buffer)
        Self.writeInt(second, comma: false, into: buffer)
        buffer.append(UInt8(ascii: "}"))
        needsComma = true
    }
}

/// The growing byte buffer behind `JSONWriter`. Only ever mutated through a
/// writer that holds the sole reference (checked with
/// `isKnownUniquelyReferenced`), which is what makes sharing it safe.
final class JSONByteBuffer: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    func copy() -> JSONByteBuffer {
        let twin = JSONByteBuffer(capacity: Swift.max(capacity, 16))
        twin.base.update(from: base, count: count)
        twin.count = count
        return twin
    }

    /// Room for `extra` more bytes at `base + count`; the caller writes them
    /// and then advances `count`.
    @inline(__always)
    func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { grow(toAtLeast: count + extra) }
        return base + count
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// A run of bytes copied to the end.
    @inline(__always)
    func appendRun(_ start: UnsafePointer<UInt8>, count length: Int) {
        guard length > 0 else { return }
        Self.copy(start, count: length, to: reserve(length))
        count += length
    }

    /// Copies `length` bytes, inline when short: a call to memmove costs more
    /// than the copy for a key, an id or the few bytes between two escapes.
    /// Only bytes inside the source are read (the loads overlap instead).
    @inline(__always)
    static func copy(_ start: UnsafePointer<UInt8>, count length: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(start)
        let to = UnsafeMutableRawPointer(target)
        if length >= 8 && length <= 16 {
            // Two overlapping eight-byte moves.
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else if length < 4 {
            for index in 0..<length { target[index] = start[index] }
        } else {
            target.update(from: start, count: length)
        }
    }

    @inline(__always)
    func appendEscape(for byte: UInt8) {
        let target = reserve(6)
        target[0] = UInt8(ascii: "\\")
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        default:
            // Controls are below 0x20: the first hex digit is 0 or 1.
            let low = byte & 0x0F
            target[1] = UInt8(ascii: "u")
            target[2] = UInt8(ascii: "0")
            target[3] = UInt8(ascii: "0")
            target[4] = UInt8(ascii: "0") &+ (byte >> 4)
            target[5] = low < 10 ? UInt8(ascii: "0") &+ low : UInt8(ascii: "a") &+ (low &- 10)
            count += 6
            return
        }
        target[1] = short
        count += 2
    }

    private func grow(toAtLeast needed: Int) {
        var newCapacity = Swift.max(capacity * 2, 64)
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
