/// JSON.stringify's escaping, for `_UnsafeByteBuffer`'s strings: most texts
/// need none, and are copied eight bytes at a time, each word checked as it
/// is copied, so a plain text is read once.
extension _UnsafeByteBuffer {
    /// `text` escaped at `target`; returns the length written, at most six
    /// times the text's.
    @inline(__always)
    static func escaped(_ text: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let length = text.count
        guard let start = text.baseAddress else { return 0 }
        let from = UnsafeRawPointer(start)
        let to = UnsafeMutableRawPointer(target)
        if length >= 8 {
            // Word by word from the start; the last word ends at the end and
            // may overlap the one before, whose bytes were found plain, so the
            // lowest flag in it is a byte that needs escaping.
            var offset = 0
            while true {
                if offset &+ 8 > length { offset = length &- 8 }
                let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                to.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
                let flags = escapeFlags(UInt64(littleEndian: word))
                if flags != 0 {
                    return escapedFrom(offset &+ flags.trailingZeroBitCount &>> 3, of: text, to: target)
                }
                offset &+= 8
                if offset >= length { return length }
            }
        }
        if length >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
            let flags = escapeFlags(UInt64(UInt32(littleEndian: head)) | UInt64(UInt32(littleEndian: tail)) << 32)
            if flags == 0 { return length }
            var first = 0
            while !needsEscaping(start[first]) { first &+= 1 }
            return escapedFrom(first, of: text, to: target)
        }
        for index in 0..<length {
            let byte = start[index]
            if needsEscaping(byte) { return escapedFrom(index, of: text, to: target) }
            target[index] = byte
        }
        return length
    }

    /// The rest of `text` from `first`, a byte that needs escaping (the
    /// bytes before it are at `target` already): each escape, then the plain
    /// bytes after it copied a word at a time as they are checked, up to the
    /// next escape.
    @inline(never)
    private static func escapedFrom(_ first: Int, of text: UnsafeBufferPointer<UInt8>,
                                    to target: UnsafeMutablePointer<UInt8>) -> Int {
        let length = text.count
        guard let start = text.baseAddress else { return 0 }
        let from = UnsafeRawPointer(start)
        var written = first
        var index = first
        escape: while index < length {
            written &+= writeEscape(for: start[index], to: target + written)
            index &+= 1
            while index &+ 8 <= length {
                let word = from.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                UnsafeMutableRawPointer(target + written).storeBytes(of: word, as: UInt64.self)
                let flags = escapeFlags(UInt64(littleEndian: word))
                if flags != 0 {
                    let plain = flags.trailingZeroBitCount &>> 3
                    index &+= plain
                    written &+= plain
                    continue escape
                }
                index &+= 8
                written &+= 8
            }
            while index < length {
                let byte = start[index]
                if needsEscaping(byte) { continue escape }
                target[written] = byte
                index &+= 1
                written &+= 1
            }
        }
        return written
    }

    @inline(__always)
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The escape of `byte` at `target` (room for six bytes); returns its length.
    @inline(__always)
    private static func writeEscape(for byte: UInt8, to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): target[1] = byte
        case 0x08: target[1] = UInt8(ascii: "b")
        case 0x0C: target[1] = UInt8(ascii: "f")
        case 0x0A: target[1] = UInt8(ascii: "n")
        case 0x0D: target[1] = UInt8(ascii: "r")
        case 0x09: target[1] = UInt8(ascii: "t")
        default:
            target[1] = UInt8(ascii: "u")
            target[2] = UInt8(ascii: "0")
            target[3] = UInt8(ascii: "0")
            target[4] = hexDigit(byte >> 4)
            target[5] = hexDigit(byte & 0xF)
            return 6
        }
        return 2
    }

    /// The high bit of each of the eight bytes of `word` (little-endian) that
    /// is a control character, `"` or `\`: exact for the lowest such byte, a
    /// byte below 0x20 borrowing in the subtraction and a byte equal to the
    /// pattern becoming zero after the xor (a borrow can only flag bytes
    /// above one that matched, so the lowest flag is never wrong).
    @inline(__always)
    private static func escapeFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quotes = (quote &- ones) & ~quote
        let backslashes = (backslash &- ones) & ~backslash
        return (control | quotes | backslashes) & highBits
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ value &- 10
    }
}
