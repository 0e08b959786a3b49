import LinkSpecPlatform

/// Eight bytes of a line read as one integer, to test them all at once (SWAR):
/// looking at each byte of a table row cost more than all else done with it.
/// Byte `i` is bits `8i..<8i+8` (little-endian); masks mark a byte by its top bit.
struct ByteBlock {
    let bits: UInt64

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let tops: UInt64 = 0x8080_8080_8080_8080
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The eight bytes at `index`, which must have eight bytes after it.
    @inline(__always)
    init(_ bytes: _UnsafeBytes, at index: Int) {
        bits = bytes.block(at: index)
    }

    /// The bytes equal to `byte`, exactly (no false positives).
    @inline(__always)
    func matching(_ byte: UInt8) -> UInt64 {
        let difference = bits ^ (Self.ones &* UInt64(byte))
        return ~(((difference & Self.lows) &+ Self.lows) | difference | Self.lows)
    }

    /// The bytes that are not printable ASCII or a space (`0x20...0x7F`), or that
    /// equal `first` or `second`: a control character (a tab among them) or part
    /// of a multi-byte scalar, which count columns and white space differently.
    @inline(__always)
    func stops(_ first: UInt8, _ second: UInt8) -> UInt64 {
        let nonASCII = bits & Self.tops
        // For an ASCII byte, the top bit of (byte | 0x80) - 0x20 says byte >= 0x20;
        // setting the top bit first keeps the subtraction inside each byte.
        let atLeastSpace = ((bits | Self.tops) &- Self.ones &* 0x20) & Self.tops
        return nonASCII | (~atLeastSpace & Self.tops) | matching(first) | matching(second)
    }

    /// How many of the bytes, from the first, are spaces (`0x20`).
    @inline(__always)
    var leadingSpaces: Int {
        Self.firstOffset(~matching(0x20) & Self.tops)
    }

    @inline(__always)
    func count(of byte: UInt8) -> Int {
        matching(byte).nonzeroBitCount
    }

    /// The offset (0 to 7) of the first byte a mask marks; 8 for an empty mask.
    @inline(__always)
    static func firstOffset(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount >> 3
    }
}
