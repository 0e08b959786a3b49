/// JSON.stringify's escaping, for `_UnsafeByteBuffer`'s strings: most texts
/// need none, and are checked eight bytes at a time and copied whole.
extension _UnsafeByteBuffer {
    /// `text` escaped at `target`; returns the length written, at most six
    /// times the text's. Most texts need no escaping: they are checked eight
    /// bytes at a time and copied whole.
    static func escaped(_ text: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
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
}
