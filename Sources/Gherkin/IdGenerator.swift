import LinkSpecPlatform

/// Hands out message ids: incrementing integers written as strings, one sequence
/// shared by every file parsed in one call, as the reference does. On the hot
/// path: the first 2,048 come from a table; beyond them the next id is kept as
/// decimal digits, incremented in place and copied into a small string.
package struct IdGenerator: Sendable {
    private static let made: [String] = (0..<2048).map { String($0) }

    /// The number the next id carries. `digits` and `count` hold it too, but
    /// only from `made.count` on.
    private var value = 0

    /// Bytes in `digits`: more than the 19 digits of `Int.max`, the most a
    /// generator can reach.
    private static let capacity = 24

    /// The digits of the next id in ASCII, right-aligned: the units digit is
    /// byte 23. Byte `i` is bits `8(i % 8)...` of word `i / 8`; in memory
    /// (`.littleEndian`, as `next()` reads them) the bytes are in that order.
    private var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// How many of the last bytes of `digits` are the next id (no leading zeros).
    private var count = 0

    /// Ids are never negative: a negative start begins at 0.
    package init(startingAt first: Int = 0) {
        value = max(first, 0)
        if value >= Self.made.count { write(value) }
    }

    package mutating func next() -> String {
        let current = value
        if current < Self.made.count {
            value = current &+ 1
            if value == Self.made.count { write(value) }
            return Self.made[current]
        }
        value = current &+ 1
        let id = _UnsafeBytes.string(bytesOf: (digits.0.littleEndian, digits.1.littleEndian, digits.2.littleEndian),
                                     (Self.capacity - count)..<Self.capacity)
        // The units digit is the top byte of the last word: below 9, one addition.
        // A carry writes the digits again (walking the nines instead: whole run -6.2 M).
        if digits.2 >> 56 < UInt64(UInt8(ascii: "9")) {
            digits.2 &+= 1 << 56
        } else {
            write(value)
        }
        return id
    }

    private mutating func write(_ value: Int) {
        var rest = value
        count = 0
        repeat {
            count += 1
            setDigit(UInt8(ascii: "0") + UInt8(rest % 10), at: Self.capacity - count)
            rest /= 10
        } while rest > 0
    }

    /// The number the next id will carry. A generator that started at 0 has
    /// handed out this many ids: `linkspec gherkin` numbers each file's ids
    /// from 0 and adds the count of the files before it when writing them.
    package var nextValue: Int { value }

    @inline(__always)
    private mutating func setDigit(_ digit: UInt8, at index: Int) {
        precondition(index >= 0 && index < Self.capacity, "IdGenerator: digit \(index) outside the digits")
        let shift = UInt64(index & 7) &* 8
        let cleared: (UInt64) -> UInt64 = { $0 & ~(0xFF << shift) | UInt64(digit) << shift }
        switch index >> 3 {
        case 0: digits.0 = cleared(digits.0)
        case 1: digits.1 = cleared(digits.1)
        default: digits.2 = cleared(digits.2)
        }
    }
}
