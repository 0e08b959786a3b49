/// Message ids, shifted by `JSONWriter.idOffset` as they are written. An id
/// is a decimal number in a string; rather than reading it into an integer,
/// adding the offset and printing the sum, the id's digits are added to the
/// offset's digits, eight at a time, a digit a byte, with decimal carries.
extension JSONByteBuffer {
    /// `id` as a quoted string, the number shifted by `shift` when it is a
    /// decimal number as `IdGenerator` writes them; any other id as it is.
    /// Out of line, so that what calls it (a key and this) is small enough to
    /// be inlined, and the key written from constants.
    @inline(never)
    func appendId(_ id: String, shift: IdShift) {
        guard shift.offset != 0 else {
            appendQuoted(id)
            return
        }
        let done: Void? = id.utf8.withContiguousStorageIfAvailable { appendId($0, shift: shift) }
        if done == nil { appendQuoted(id) }
    }

    @inline(__always)
    private func appendId(_ id: UnsafeBufferPointer<UInt8>, shift: IdShift) {
        let length = id.count
        if let offsetDigits = shift.digits, let start = id.baseAddress, length > 0, length <= 8,
           length == 1 || start[0] != UInt8(ascii: "0"),
           let idDigits = Self.digitLanes(ofASCII: start, count: length),
           let sum = Self.decimalSum(idDigits.byteSwapped, offsetDigits) {
            appendDecimalSum(sum)
            return
        }
        appendIdArithmetically(id, offset: shift.offset)
    }

    /// A sum of `decimalSum`, quoted.
    @inline(__always)
    func appendDecimalSum(_ sum: UInt64) {
        let length = Self.writeDecimalSum(sum, to: reserve(10))
        count &+= length
    }

    /// A sum of `decimalSum`, quoted, without its leading zeros, at `target`
    /// (room for ten bytes); returns its length.
    @inline(__always)
    static func writeDecimalSum(_ sum: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: "\"")
        let digits = sum.byteSwapped
        // The sum is at least 1: some digit is not zero.
        let leadingZeros = digits.trailingZeroBitCount >> 3
        storeWord((digits >> (leadingZeros &* 8)) | 0x3030_3030_3030_3030, at: target + 1)
        target[9 &- leadingZeros] = UInt8(ascii: "\"")
        return 10 &- leadingZeros
    }

    /// Ids or sums of more than eight digits, and negative offsets.
    private func appendIdArithmetically(_ id: UnsafeBufferPointer<UInt8>, offset: Int) {
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

    /// `a + b` for two numbers of eight decimal digits, a digit a byte, the
    /// least significant in the lowest byte; nil when the sum needs a ninth.
    /// Each byte is biased by 246 so that a digit sum of ten or more carries
    /// into the next byte, leaving the sum less ten; the bias is then taken
    /// back from the bytes that did not carry (the ones with the high bit set).
    @inline(__always)
    static func decimalSum(_ a: UInt64, _ b: UInt64) -> UInt64? {
        let (biased, overflow) = (a &+ b).addingReportingOverflow(0xF6F6_F6F6_F6F6_F6F6)
        guard !overflow else { return nil }
        let kept = (biased & 0x8080_8080_8080_8080) >> 7
        return biased &- kept &* 0xF6
    }

    // MARK: Reading ids

    /// The value of an id made of decimal digits as `IdGenerator` writes them
    /// (no sign, no leading zero, at most 18 digits, so no overflow), or nil.
    static func decimalValue(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
        let length = digits.count
        guard length > 0, length <= 18, let start = digits.baseAddress,
              length == 1 || start[0] != UInt8(ascii: "0") else {
            return nil
        }
        if length <= 8 {
            return digitLanes(ofASCII: start, count: length).map(value(ofDigitLanes:))
        }
        // Longer ids (never seen in practice), a digit at a time.
        var value = 0
        for digit in digits {
            let decimal = digit &- UInt8(ascii: "0")
            guard decimal < 10 else { return nil }
            value = value &* 10 &+ Int(decimal)
        }
        return value
    }

    /// One to eight ASCII digits as eight digit values, a digit a byte, the
    /// first in the lowest byte, after as many zeros as make eight; nil if a
    /// byte is not a digit.
    @inline(__always)
    static func digitLanes(ofASCII start: UnsafePointer<UInt8>, count length: Int) -> UInt64? {
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
        return digitLanes(ofASCIIWord: word, count: length)
    }

    /// `digitLanes(ofASCII:count:)` for one to eight ASCII bytes already in a
    /// word, the first in the lowest byte, the bytes above them zero.
    @inline(__always)
    static func digitLanes(ofASCIIWord word: UInt64, count length: Int) -> UInt64? {
        var word = word
        // Leading zeros for the digits the id lacks.
        let padding = 8 &* (8 &- length)
        let zeros: UInt64 = 0x3030_3030_3030_3030
        word = word << padding | zeros & ((1 << padding) &- 1)
        let digits = word &- zeros
        // A byte that was not a digit is now 0x80 or more, or becomes so
        // when 0x76 is added (a borrow from a byte below '0' sets a bit too).
        guard (digits | (digits &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 == 0 else {
            return nil
        }
        return digits
    }

    /// The number eight digit lanes spell: pairs of digits, then fours, then
    /// all eight, each step scaling the more significant half of every lane
    /// and adding the other half.
    @inline(__always)
    static func value(ofDigitLanes digits: UInt64) -> Int {
        var value = (digits &* 10 &+ digits >> 8) & 0x00FF_00FF_00FF_00FF
        value = (value &* 100 &+ value >> 16) & 0x0000_FFFF_0000_FFFF
        value = (value &* 10_000 &+ value >> 32) & 0xFFFF_FFFF
        return Int(value)
    }
}

/// `JSONWriter.idOffset`, with its digits laid out once for `decimalSum`.
struct IdShift {
    let offset: Int
    /// The offset's eight digits, a digit a byte, the least significant in
    /// the lowest byte; nil for an offset that is negative or has more than
    /// eight digits (written arithmetically instead), and for none (zero:
    /// ids are then written as they are).
    let digits: UInt64?

    init(_ offset: Int) {
        self.offset = offset
        digits = offset > 0 && offset < 100_000_000
            ? JSONByteBuffer.digitLanes(UInt64(offset)).byteSwapped
            : nil
    }
}
