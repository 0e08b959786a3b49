/// Numbers for `_UnsafeByteBuffer`: whole numbers in decimal, written at
/// room reserved for the most they can take (a comma, quotes, a sign and
/// 19 digits), and message ids read as numbers.
extension _UnsafeByteBuffer {
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

    /// `value` in decimal after a comma when asked, in double quotes when
    /// asked: at most 23 bytes.
    @inline(__always)
    func appendDecimal(_ value: Int, comma: Bool, quoted: Bool) {
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

    /// The number `digits` spell, when they are a message id as linkspec writes
    /// them: no sign, no leading zero, at most 18 digits.
    @inline(__always)
    static func decimalValue(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard digits.count > 0, digits.count <= 18, digits.count == 1 || digits[0] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for index in digits.indices {
            let digit = digits[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

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

    /// `decimal` for 10^8 and more (timestamps), one digit at a time from the last.
    @inline(never)
    private static func longDecimal(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 9
        var power: UInt = 1_000_000_000
        while digits < 20 && value >= power {
            digits &+= 1
            power = power &* 10
        }
        var rest = value
        for position in stride(from: digits &- 1, through: 0, by: -1) {
            target[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        return digits
    }
}
