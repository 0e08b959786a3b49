/// The bytes behind a `JSONWriter`: memory of its own, grown by doubling, and
/// the only code in LinkSpecJSON that writes through a pointer.
///
/// Every append first reserves room for the most it can write (a string:
/// six bytes for each of its bytes, the length of `\u00xx`), then writes at
/// positions counted from the end of what was there, each below that bound;
/// the asserts restate the bound. So no write lands outside memory the
/// buffer owns, whatever the input.
///
/// Why not `[UInt8]`: an array checks uniqueness and capacity for every byte
/// appended, and `OutputSpan` its capacity for every byte, which tripled what
/// `linkspec gherkin` spends writing (Benchmarks/results/NOTES.md has the
/// figures); here a key, a string or a number checks the room once.
///
/// Its six smallest helpers are `@inline(__always)`: called once a key or a
/// string, the calls cost more than their bodies.
///
/// Only a `JSONWriter` that holds the sole reference writes to it
/// (`isKnownUniquelyReferenced`), which is what makes handing it between
/// threads (`@unchecked Sendable`) safe.
final class _UnsafeByteBuffer: @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// `JSONWriter`'s state: whether the next value or key follows another
    /// at the same level, and needs a comma first.
    var needsComma = false

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    func copy() -> _UnsafeByteBuffer {
        let twin = _UnsafeByteBuffer(capacity: capacity)
        twin.base.update(from: base, count: count)
        twin.count = count
        twin.needsComma = needsComma
        return twin
    }

    func removeAll() {
        count = 0
        needsComma = false
    }

    /// The bytes written, in place, for as long as `body` runs.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Room for `extra` more bytes after `count`.
    @inline(__always)
    private func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count &+ extra > capacity { grow(toAtLeast: count + extra) }
        return base + count
    }

    private func grow(toAtLeast needed: Int) {
        var newCapacity = Swift.max(capacity * 2, 64)
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = newCapacity
    }

    // MARK: Bytes

    func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count &+= 1
    }

    func append(_ first: UInt8, _ second: UInt8) {
        let target = reserve(2)
        target[0] = first
        target[1] = second
        count &+= 2
    }

    /// Bytes that need no escaping (a literal, a number's text).
    func append(_ run: UnsafeBufferPointer<UInt8>) {
        let target = reserve(run.count)
        count &+= Self.copy(run, to: target)
    }

    // MARK: JSON

    /// `,"name":` (the comma only if asked). The name must need no escaping.
    func appendKey(_ name: UnsafeBufferPointer<UInt8>, comma: Bool = true) {
        let target = reserve(name.count &+ 4)
        count &+= Self.key(name, comma: comma, to: target)
    }

    /// `,"name":` when `name` is given, then `utf8` quoted and escaped as
    /// `JSON.stringify` escapes it. A long text goes a piece at a time, so
    /// that it does not reserve six times its size at once.
    func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, key name: UnsafeBufferPointer<UInt8>?, comma: Bool) {
        let piece = 1 << 12
        if utf8.count <= piece {
            // Most texts: in one piece.
            let bound = utf8.count &* 6 &+ 7 &+ (name?.count ?? 0)
            let target = reserve(bound)
            var written = Self.member(name, comma: comma, to: target)
            target[written] = UInt8(ascii: "\"")
            written &+= 1
            written &+= Self.escaped(utf8, to: target + written)
            target[written] = UInt8(ascii: "\"")
            assert(written &+ 1 <= bound)
            count &+= written &+ 1
            return
        }
        var start = 0
        repeat {
            let end = Swift.min(start &+ piece, utf8.count)
            let text = UnsafeBufferPointer(rebasing: utf8[start..<end])
            let opens = start == 0
            let closes = end == utf8.count
            let bound = text.count &* 6 &+ 3 &+ (opens ? (name?.count ?? 0) &+ 4 : 0)
            let target = reserve(bound)
            var written = 0
            if opens {
                written = Self.member(name, comma: comma, to: target)
                target[written] = UInt8(ascii: "\"")
                written &+= 1
            }
            written &+= Self.escaped(text, to: target + written)
            if closes {
                target[written] = UInt8(ascii: "\"")
                written &+= 1
            }
            assert(written <= bound)
            count &+= written
            start = end
        } while start < utf8.count
    }

    /// `,"name":` when `name` is given (`,` alone when asked), then `value`
    /// in decimal, in double quotes when asked: at most 27 bytes and the name.
    func appendDecimal(_ value: Int, key name: UnsafeBufferPointer<UInt8>?, comma: Bool, quoted: Bool) {
        let bound = 27 &+ (name?.count ?? 0)
        let target = reserve(bound)
        var written = Self.member(name, comma: comma, to: target)
        if quoted {
            target[written] = UInt8(ascii: "\"")
            written &+= 1
        }
        if value < 0 {
            target[written] = UInt8(ascii: "-")
            written &+= 1
        }
        written &+= Self.decimal(value.magnitude, to: target + written)
        if quoted {
            target[written] = UInt8(ascii: "\"")
            written &+= 1
        }
        assert(written <= bound)
        count &+= written
    }

    /// `,"name":` when `name` is given (`,` alone when asked), then `text`
    /// quoted: when it is a decimal number as message ids are written (no
    /// sign, no leading zero, at most 18 digits), the number plus `offset`;
    /// otherwise the text as it is.
    func appendShifted(_ text: UnsafeBufferPointer<UInt8>, by offset: Int, key name: UnsafeBufferPointer<UInt8>?, comma: Bool) {
        guard offset != 0, let value = Self.decimalValue(of: text) else {
            return appendQuoted(text, key: name, comma: comma)
        }
        appendDecimal(value &+ offset, key: name, comma: comma, quoted: true)
    }

    private static func decimalValue(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard digits.count > 0, digits.count <= 18, digits.count == 1 || digits[0] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for byte in digits {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

    // MARK: Writing at a reserved place

    /// What comes before a value: `,"name":` when `name` is given, `,` alone
    /// when asked, or nothing; returns its length (the name's and at most 4).
    @inline(__always)
    private static func member(_ name: UnsafeBufferPointer<UInt8>?, comma: Bool, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if let name { return key(name, comma: comma, to: target) }
        guard comma else { return 0 }
        target[0] = UInt8(ascii: ",")
        return 1
    }

    /// `,"name":` at `target`; returns its length (the name's and at most 4).
    @inline(__always)
    private static func key(_ name: UnsafeBufferPointer<UInt8>, comma: Bool, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        target[written] = UInt8(ascii: "\"")
        written &+= 1
        written &+= copy(name, to: target + written)
        target[written] = UInt8(ascii: "\"")
        target[written &+ 1] = UInt8(ascii: ":")
        return written &+ 2
    }

    /// Copies `run` to `target`; returns its length. A short run is moved in
    /// one or two loads and stores (overlapping), where a call to `memmove`
    /// costs more than the copy; only bytes of the run are read.
    @inline(__always)
    private static func copy(_ run: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let length = run.count
        guard let start = run.baseAddress else { return 0 }
        let from = UnsafeRawPointer(start)
        let to = UnsafeMutableRawPointer(target)
        if length >= 8 && length <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
        } else if length < 4 {
            for index in 0..<length { target[index] = start[index] }
        } else {
            target.update(from: start, count: length)
        }
        return length
    }

    /// `text` escaped at `target`; returns the length written, at most six
    /// times the text's. Most texts need no escaping: they are checked eight
    /// bytes at a time and copied whole.
    private static func escaped(_ text: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if isPlain(text) { return copy(text, to: target) }
        var written = 0
        var plain = 0
        for index in text.indices {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            written &+= copy(UnsafeBufferPointer(rebasing: text[plain..<index]), to: target + written)
            target[written] = UInt8(ascii: "\\")
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): target[written &+ 1] = byte
            case 0x08: target[written &+ 1] = UInt8(ascii: "b")
            case 0x0C: target[written &+ 1] = UInt8(ascii: "f")
            case 0x0A: target[written &+ 1] = UInt8(ascii: "n")
            case 0x0D: target[written &+ 1] = UInt8(ascii: "r")
            case 0x09: target[written &+ 1] = UInt8(ascii: "t")
            default:
                target[written &+ 1] = UInt8(ascii: "u")
                target[written &+ 2] = UInt8(ascii: "0")
                target[written &+ 3] = UInt8(ascii: "0")
                target[written &+ 4] = hexDigit(byte >> 4)
                target[written &+ 5] = hexDigit(byte & 0xF)
                written &+= 4
            }
            written &+= 2
            plain = index &+ 1
        }
        written &+= copy(UnsafeBufferPointer(rebasing: text[plain...]), to: target + written)
        return written
    }

    /// Whether no byte of `text` needs escaping, eight at a time (the last
    /// word overlapping the one before; a short text in two overlapping
    /// halves). Only bytes of the text are read.
    @inline(__always)
    private static func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = text.count
        guard let start = text.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        if length >= 8 {
            var offset = 0
            while offset &+ 8 < length {
                if mayNeedEscaping(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return false }
                offset &+= 8
            }
            return !mayNeedEscaping(raw.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self))
        }
        if length >= 4 {
            let head = UInt64(raw.loadUnaligned(as: UInt32.self))
            let tail = UInt64(raw.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self))
            return !mayNeedEscaping(head | tail << 32)
        }
        for byte in text where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
        return true
    }

    /// Whether one of the eight bytes of `word` is a control character, `"`
    /// or `\`: the exact test for a byte below 0x20, and for a byte equal
    /// to another, done on all eight at once (a borrow can only follow a
    /// byte that matched, so the answer is never wrong, only where it is).
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quotes = (quote &- ones) & ~quote
        let backslashes = (backslash &- ones) & ~backslash
        return (control | quotes | backslashes) & highBits != 0
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ value &- 10
    }

    /// The decimal digits of `value` at `target`, most significant first;
    /// returns their number (at most 20). Two digits per division.
    @inline(__always)
    private static func decimal(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1
        var power: UInt = 10
        while digits < 20 && value >= power {
            digits &+= 1
            power = power &* 10
        }
        let pairs = digitPairs.utf8Start
        var rest = value
        var position = digits
        while rest >= 100 {
            let next = rest / 100
            let pair = Int(truncatingIfNeeded: rest &- next &* 100) &* 2
            position &-= 2
            target[position] = pairs[pair]
            target[position &+ 1] = pairs[pair &+ 1]
            rest = next
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            target[0] = pairs[pair]
            target[1] = pairs[pair &+ 1]
        } else {
            target[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        return digits
    }

    /// "00" to "99", one after the other.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

}
