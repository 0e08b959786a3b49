/// Integers and message ids. Nearly every message has a location (two
/// integers) and an id, so both are converted eight digits at a time, in the
/// lanes of one 64-bit word, rather than digit by digit.
extension JSONByteBuffer {
    @inline(__always)
    func appendInt(_ value: Int) {
        // A sign and at most 19 digits, and room for a whole word of digits.
        count += Self.writeInt(value, to: reserve(24))
    }

    /// `id` as a quoted string, the number shifted by `offset` when it is a
    /// decimal number as `IdGenerator` writes them; any other id as it is.
    @inline(__always)
    func appendId(_ id: String, offset: Int) {
        guard offset != 0 else {
            appendQuoted(id)
            return
        }
        let done: Void? = id.utf8.withContiguousStorageIfAvailable { appendId($0, offset: offset) }
        if done == nil { appendQuoted(id) }
    }

    private func appendId(_ id: UnsafeBufferPointer<UInt8>, offset: Int) {
        guard let value = Self.decimalValue(of: id) else {
            appendQuoted(id)
            return
        }
        let target = reserve(26)
        target[0] = UInt8(ascii: "\"")
        let length = Self.writeInt(value &+ offset, to: target + 1)
        target[length + 1] = UInt8(ascii: "\"")
        count += length + 2
    }

    // MARK: Reading ids

    /// The value of an id made of decimal digits as `IdGenerator` writes them
    /// (no sign, no leading zero, at most 18 digits, so no overflow), or nil.
    @inline(__always)
    static func decimalValue(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = digits.count
        guard length > 0, length <= 18, let start = digits.baseAddress,
              length == 1 || start[0] != UInt8(ascii: "0") else {
            return nil
        }
        if length <= 8 {
            return eightDigitValue(start, count: length)
        }
        // Longer ids: the first digits, then the last eight.
        guard let high = decimalValue(UnsafeBufferPointer(start: start, count: length - 8)),
              let low = eightDigitValue(start + (length - 8), count: 8) else {
            return nil
        }
        return high &* 100_000_000 &+ low
    }

    /// Digit by digit, for the rare id longer than eight digits.
    private static func decimalValue(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            let decimal = digit &- UInt8(ascii: "0")
            guard decimal < 10 else { return nil }
            value = value &* 10 &+ Int(decimal)
        }
        return value
    }

    /// The value of one to eight ASCII digits, or nil if any byte is not one.
    @inline(__always)
    static func eightDigitValue(_ start: UnsafePointer<UInt8>, count length: Int) -> Int? {
        // The bytes in one word, the first in the lowest byte (only bytes of
        // the id are read: two loads that may overlap, or single bytes).
        let raw = UnsafeRawPointer(start)
        var word: UInt64
        if length >= 4 {
            let head = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)))
            word = head | tail << (8 &* (length &- 4))
        } else {
            word = UInt64(start[0]) | UInt64(start[length >> 1]) << (8 &* (length >> 1))
                | UInt64(start[length &- 1]) << (8 &* (length &- 1))
        }
        // As eight digits: the id's after as many leading zeros as it lacks.
        let padding = 8 &* (8 &- length)
        let zeros: UInt64 = 0x3030_3030_3030_3030
        word = word << padding | zeros & ((1 << padding) &- 1)
        let digits = word &- zeros
        // A byte that was not a digit is now 0x80 or more, or becomes so
        // when 0x76 is added (a borrow from a byte below '0' sets a bit too).
        guard (digits | (digits &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 == 0 else {
            return nil
        }
        // Pairs of digits, then fours, then all eight: each step scales the
        // more significant half of every lane and adds the other half.
        var value = (digits &* 10 &+ digits >> 8) & 0x00FF_00FF_00FF_00FF
        value = (value &* 100 &+ value >> 16) & 0x0000_FFFF_0000_FFFF
        value = (value &* 10_000 &+ value >> 32) & 0xFFFF_FFFF
        return Int(value)
    }

    // MARK: Writing integers

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
        if value < 100_000_000 {
            return writeUpToEightDigits(value, to: target)
        }
        return writeLongDigits(value, to: target)
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
