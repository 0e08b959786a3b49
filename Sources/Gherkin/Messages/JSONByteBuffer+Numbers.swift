/// Integers. Nearly every message has a location (two integers), so they
/// are converted eight digits at a time, in the lanes of one 64-bit word,
/// rather than digit by digit.
extension JSONByteBuffer {
    @inline(__always)
    func appendInt(_ value: Int) {
        // A sign and at most 19 digits, and room for a whole word of digits.
        count += Self.writeInt(value, to: reserve(24))
    }

    /// `{"first":1,"second":2}`, the first field left out when nil, with one
    /// capacity check (`JSONWriter.intObject`).
    func appendIntObject(_ firstName: StaticString, _ first: Int?, _ secondName: StaticString, _ second: Int) {
        // The names, their punctuation and two integers of 24 bytes' room.
        let target = reserve(firstName.utf8CodeUnitCount &+ secondName.utf8CodeUnitCount &+ 60)
        target[0] = UInt8(ascii: "{")
        var length = 1
        if let first {
            length &+= Self.writeKey(firstName, to: target + length)
            length &+= Self.writeInt(first, to: target + length)
            target[length] = UInt8(ascii: ",")
            length &+= 1
        }
        length &+= Self.writeKey(secondName, to: target + length)
        length &+= Self.writeInt(second, to: target + length)
        target[length] = UInt8(ascii: "}")
        count &+= length &+ 1
    }

    /// Writes `value` in decimal at `target` and returns how many bytes that
    /// took. `target` must have room for 24 bytes: the digits are written a
    /// word at a time, and the bytes after the number are left as garbage.
    @inline(__always)
    static func writeInt(_ value: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if value >= 0 {
            return writeDigits(UInt64(value), to: target)
        }
        target[0] = UInt8(ascii: "-")
        return 1 &+ writeDigits(UInt64(value.magnitude), to: target + 1)
    }

    /// The decimal digits of `value` at `target` (room for 24 bytes).
    @inline(__always)
    static func writeDigits(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            target[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 10_000 {
            return writeUpToFourDigits(value, to: target)
        }
        if value < 100_000_000 {
            return writeUpToEightDigits(value, to: target)
        }
        return writeLongDigits(value, to: target)
    }

    /// A value from 10 to 9,999 (line and column numbers, mostly): the
    /// lanes of `digitLanes` for four digits, in half a word.
    @inline(__always)
    static func writeUpToFourDigits(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let number = UInt32(truncatingIfNeeded: value)
        let hundreds = (number &* 5_243) >> 19
        var lanes = hundreds | (number &- hundreds &* 100) << 16
        let tens = ((lanes &* 103) >> 10) & 0x000F_000F
        lanes = tens | (lanes &- tens &* 10) << 8
        let leadingZeros = lanes.trailingZeroBitCount >> 3
        UnsafeMutableRawPointer(target).storeBytes(
            of: ((lanes >> (leadingZeros &* 8)) | 0x3030_3030).littleEndian, as: UInt32.self)
        return 4 &- leadingZeros
    }

    /// Values of nine digits or more: the last eight digits in full, after
    /// the ones before.
    private static func writeLongDigits(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let high = value / 100_000_000
        let low = value % 100_000_000
        let length = high < 100_000_000
            ? writeUpToEightDigits(high, to: target)
            : writeLongDigits(high, to: target)
        storeWord(asciiDigits(low), at: target + length)
        return length &+ 8
    }

    /// A value from 1 to 99,999,999, without leading zeros.
    @inline(__always)
    static func writeUpToEightDigits(_ value: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = digitLanes(value)
        // The first digit in the lowest byte: the leading zeros are the low
        // zero bytes, shifted out.
        let leadingZeros = digits.trailingZeroBitCount >> 3
        storeWord((digits >> (leadingZeros &* 8)) | 0x3030_3030_3030_3030, at: target)
        return 8 &- leadingZeros
    }

    /// The eight digits of a value below 100,000,000, leading zeros included,
    /// as ASCII.
    @inline(__always)
    static func asciiDigits(_ value: UInt64) -> UInt64 {
        digitLanes(value) | 0x3030_3030_3030_3030
    }

    /// The eight decimal digits of a value below 100,000,000, one a byte, the
    /// most significant in the lowest byte (first in memory): the value split
    /// into two halves of four digits, each into two pairs, each pair into two
    /// digits, all lanes at once. Dividing by 100 and by 10 is done by
    /// multiplying and shifting, exact for the lanes' ranges (below 10,000 and
    /// below 100), and no lane's product reaches the next lane.
    @inline(__always)
    static func digitLanes(_ value: UInt64) -> UInt64 {
        let high = value / 10_000
        var lanes = high | (value &- high &* 10_000) << 32
        let hundreds = ((lanes &* 10_486) >> 20) & 0x0000_007F_0000_007F
        lanes = hundreds | (lanes &- hundreds &* 100) << 16
        let tens = ((lanes &* 103) >> 10) & 0x000F_000F_000F_000F
        return tens | (lanes &- tens &* 10) << 8
    }

    @inline(__always)
    static func storeWord(_ word: UInt64, at target: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(target).storeBytes(of: word.littleEndian, as: UInt64.self)
    }
}
