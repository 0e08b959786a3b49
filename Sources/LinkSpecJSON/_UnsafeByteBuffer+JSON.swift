/// What `JSONWriter` appends: punctuation, keys, quoted and escaped strings,
/// numbers, each into room reserved for the most it can write (see
/// `_UnsafeByteBuffer`). Each value, key or opening bracket writes the comma
/// that `needsComma` asks for, and leaves `needsComma` as the next token needs it.
extension _UnsafeByteBuffer {
    // MARK: Punctuation and keys (compiled into the caller)

    /// `[` or `{`, after a comma when a value came before; the next value is
    /// the first of its level.
    @inlinable @inline(__always)
    func appendOpening(_ bracket: UInt8) {
        let target = reserve(2)
        var written = 0
        if needsComma {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        target[written] = bracket
        advance(by: written &+ 1)
        needsComma = false
    }

    /// `]` or `}`, or a line feed ending an NDJSON line (`needsComma` false).
    @inlinable @inline(__always)
    func appendClosing(_ byte: UInt8, needsComma: Bool = true) {
        reserve(1).pointee = byte
        advance(by: 1)
        self.needsComma = needsComma
    }

    /// `,"name":` (the comma when a value came before). The name must need no
    /// escaping; a literal's length is known where this is compiled, so its
    /// copy is a move or two.
    @inlinable @inline(__always)
    func appendKey(_ name: UnsafeBufferPointer<UInt8>) {
        let target = reserve(name.count &+ 4)
        advance(by: Self.key(name, comma: needsComma, to: target))
        needsComma = false
    }

    /// `"text"`, after a comma when a value came before: a literal that needs
    /// no escaping.
    @inlinable @inline(__always)
    func appendQuotedLiteral(_ text: UnsafeBufferPointer<UInt8>) {
        let target = reserve(text.count &+ 3)
        var written = 0
        if takeComma() {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        target[written] = UInt8(ascii: "\"")
        written &+= 1
        written &+= Self.copy(text, to: target + written)
        target[written] = UInt8(ascii: "\"")
        advance(by: written &+ 1)
    }

    /// Whether a comma goes before the value about to be written; after it, one does.
    @inlinable @inline(__always)
    func takeComma() -> Bool {
        defer { needsComma = true }
        return needsComma
    }

    /// `,"name":` at `target`; returns its length (the name's and at most 4).
    @inlinable @inline(__always)
    static func key(_ name: UnsafeBufferPointer<UInt8>, comma: Bool, to target: UnsafeMutablePointer<UInt8>) -> Int {
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

    // MARK: Strings and numbers (a call each)

    /// `value` quoted and escaped. Its UTF-8 is read in place when the string
    /// is stored contiguously (native strings are), copied otherwise.
    ///
    /// The copy is made in a function of its own (`appendCopy`): written
    /// here, it kept the string alive across the fast path's writes, a
    /// retain and a release of every string.
    @usableFromInline
    func appendString(_ value: String) {
        let comma = takeComma()
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { appendQuoted($0, comma: comma) }
        if done == nil { appendCopy(of: value.utf8, comma: comma) }
    }

    @usableFromInline
    func appendString(_ value: Substring) {
        let comma = takeComma()
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { appendQuoted($0, comma: comma) }
        if done == nil { appendCopy(of: value.utf8, comma: comma) }
    }

    /// `text` quoted: when it is a decimal number as message ids are written
    /// (no sign, no leading zero, at most 18 digits), the number plus
    /// `offset`; otherwise the text as it is.
    @usableFromInline
    func appendShifted(_ text: String, by offset: Int) {
        let shifted: Bool? = text.utf8.withContiguousStorageIfAvailable { digits in
            guard let value = Self.decimalValue(of: digits) else { return false }
            appendDecimal(value &+ offset, comma: takeComma(), quoted: true)
            return true
        }
        // Other texts (bridged ones among them) are not message ids linkspec
        // makes: written as they are.
        if shifted != true { appendString(text) }
    }

    /// A text not stored contiguously (bridged from Foundation), quoted from a copy.
    @inline(never)
    private func appendCopy(of utf8: some Collection<UInt8>, comma: Bool) {
        Array(utf8).withUnsafeBufferPointer { appendQuoted($0, comma: comma) }
    }

    /// `value` in decimal, in double quotes when asked.
    @usableFromInline
    func appendDecimal(_ value: Int, quoted: Bool) {
        appendDecimal(value, comma: takeComma(), quoted: quoted)
    }

    /// `value` in decimal: a line or a column (below 10^8) compiled where
    /// it is written, any other number a call.
    @inlinable @inline(__always)
    func appendInt(_ value: Int) {
        guard value >= 0 && value < 100_000_000 else { return appendDecimal(value, quoted: false) }
        let target = reserve(9)
        var written = 0
        if takeComma() {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        advance(by: written &+ Self.shortDecimal(UInt(truncatingIfNeeded: value), to: target + written))
    }

    /// `utf8` quoted and escaped as `JSON.stringify` escapes it, after a
    /// comma when asked. A long text goes a piece at a time, so that it does
    /// not reserve six times its size at once.
    @inline(__always)
    private func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, comma: Bool) {
        let piece = 1 << 12
        guard utf8.count <= piece else { return appendQuotedInPieces(utf8, comma: comma, piece: piece) }
        // Most texts: in one piece.
        let bound = utf8.count &* 6 &+ 3
        let target = reserve(bound)
        var written = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        target[written] = UInt8(ascii: "\"")
        written &+= 1
        written &+= Self.escaped(utf8, to: target + written)
        target[written] = UInt8(ascii: "\"")
        assert(written &+ 1 <= bound)
        advance(by: written &+ 1)
    }

    @inline(never)
    private func appendQuotedInPieces(_ utf8: UnsafeBufferPointer<UInt8>, comma: Bool, piece: Int) {
        if comma { append(UInt8(ascii: ",")) }
        append(UInt8(ascii: "\""))
        var start = 0
        repeat {
            let end = Swift.min(start &+ piece, utf8.count)
            let text = UnsafeBufferPointer(rebasing: utf8[start..<end])
            let bound = text.count &* 6
            let written = Self.escaped(text, to: reserve(bound))
            assert(written <= bound)
            advance(by: written)
            start = end
        } while start < utf8.count
        append(UInt8(ascii: "\""))
    }

    /// `value` in decimal after a comma when asked, in double quotes when
    /// asked: at most 23 bytes.
    @inline(__always)
    private func appendDecimal(_ value: Int, comma: Bool, quoted: Bool) {
        let bound = 23
        let target = reserve(bound)
        var written = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
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
        advance(by: written)
    }

    @inline(__always)
    private static func decimalValue(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard digits.count > 0, digits.count <= 18, digits.count == 1 || digits[0] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for index in digits.indices {
            let digit = digits[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

    // MARK: Writing at a reserved place

    /// The decimal digits of `value` at `target`, most significant first;
    /// returns their number (at most 20). `target` must have room for eight
    /// bytes however short the number (see `shortDecimal`).
    @inline(__always)
    private static func decimal(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        value < 100_000_000 ? shortDecimal(value, to: target) : longDecimal(value, to: target)
    }

    /// The digits of `value`, below 10^8 (lines, columns, ids), at `target`,
    /// which must have room for eight bytes: the eight digits are worked out
    /// side by side, one in each byte of a word, and stored at once, the
    /// leading zeros shifted out (the bytes stored past the last digit are
    /// room the caller overwrites or leaves unused).
    @inlinable @inline(__always)
    static func shortDecimal(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        assert(value < 100_000_000)
        if value < 10 {
            target[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        // Two numbers below 10,000 in the 32-bit halves, then four below 100
        // in 16-bit quarters, then eight digits in the bytes, the first digit
        // in the lowest byte. Each division is a multiplication and a shift,
        // exact for these ranges (x * 10486 >> 20 == x / 100 for x < 10,000,
        // x * 103 >> 10 == x / 10 for x < 100).
        let high = value / 10_000
        var word = UInt64(high) | UInt64(value &- high &* 10_000) << 32
        var quotients = (word &* 10486) >> 20 & 0x0000_007F_0000_007F
        word = quotients | (word &- quotients &* 100) << 16
        quotients = (word &* 103) >> 10 & 0x000F_000F_000F_000F
        word = quotients | (word &- quotients &* 10) << 8
        // Leading zeros are the lowest bytes that are zero (value >= 10: some digit is not).
        let zeroBits = word.trailingZeroBitCount & ~7
        let digits = (word >> UInt64(zeroBits)) &+ 0x3030_3030_3030_3030
        UnsafeMutableRawPointer(target).storeBytes(of: digits.littleEndian, as: UInt64.self)
        return 8 &- zeroBits &>> 3
    }

    /// `decimal` for 10^8 and more: two digits per division.
    @inline(never)
    private static func longDecimal(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 9
        var power: UInt = 1_000_000_000
        while digits < 20 && value >= power {
            digits &+= 1
            power = power &* 10
        }
        var rest = value
        var position = digits
        while rest >= 100 {
            let next = rest / 100
            position &-= 2
            writePair(Int(truncatingIfNeeded: rest &- next &* 100), to: target + position)
            rest = next
        }
        if rest >= 10 {
            writePair(Int(truncatingIfNeeded: rest), to: target)
        } else {
            target[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        return digits
    }

    /// The two digits of `pair` (0 to 99) at `target`.
    @inline(__always)
    private static func writePair(_ pair: Int, to target: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        target[0] = pairs[pair &* 2]
        target[1] = pairs[pair &* 2 &+ 1]
    }

    /// "00" to "99", one after the other.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }
}
