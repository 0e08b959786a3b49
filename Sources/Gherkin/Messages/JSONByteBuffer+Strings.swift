/// Quoted strings, escaped exactly as JavaScript's `JSON.stringify` escapes
/// them (the reference implementations' output): `\"`, `\\`, `\b`, `\f`,
/// `\n`, `\r`, `\t`, other control characters as `\u00xx`, and everything
/// else, `/` and non-ASCII included, as raw UTF-8.
extension JSONByteBuffer {
    /// Native strings (nearly all) are read in place, without a copy.
    @inline(__always)
    func appendQuoted(_ value: String) {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { appendQuoted($0) }
        if done == nil { appendQuotedCopy(of: value) }
    }

    /// A string whose bytes are not stored contiguously (bridged), made
    /// native first. Kept out of line so that the usual case is small
    /// enough to be inlined.
    @inline(never)
    private func appendQuotedCopy(of value: String) {
        var copy = value
        copy.withUTF8 { appendQuoted($0) }
    }

    func appendQuoted(_ value: Substring) {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { appendQuoted($0) }
        if done == nil {
            var copy = value
            copy.withUTF8 { appendQuoted($0) }
        }
    }

    /// Most strings need no escaping at all: they are copied sixteen bytes at
    /// a time into room reserved up front, each chunk checked as it goes, so
    /// a clean string is read once. From the first byte that needs escaping
    /// on, runs of clean bytes are copied between the escapes.
    func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        appendQuoted(utf8, after: NoPrefix())
    }

    /// `prefix` (a key, a comma) and the string, in room reserved for both.
    @inline(__always)
    func appendQuoted<Prefix: JSONPrefix>(_ utf8: UnsafeBufferPointer<UInt8>, after prefix: Prefix) {
        let length = utf8.count
        // Room for the usual case, a string without escapes.
        let start = reserve(prefix.maxLength &+ length &+ 2)
        let prefixLength = prefix.write(to: start)
        let target = start + prefixLength
        target[0] = UInt8(ascii: "\"")
        guard let source = utf8.baseAddress else {
            target[1] = UInt8(ascii: "\"")
            count &+= prefixLength &+ 2
            return
        }
        let clean = Self.copyUntilEscape(source, count: length, to: target + 1)
        if clean == length {
            target[length &+ 1] = UInt8(ascii: "\"")
            count &+= prefixLength &+ length &+ 2
            return
        }
        count &+= prefixLength &+ 1 &+ clean
        appendEscaping(source, count: length, from: clean)
    }

    /// The rest of a string from `start`, a byte that needs escaping, and
    /// the closing quote: each escape, then the clean bytes after it copied
    /// as the string's start was, in room reserved for both at once. Out of
    /// line: the few registers the clean case needs are then all the call
    /// saves.
    @inline(never)
    private func appendEscaping(_ source: UnsafePointer<UInt8>, count length: Int, from start: Int) {
        var index = start
        while true {
            // Room for the escape, the rest of the string and the quote.
            let target = reserve(length &- index &+ 6)
            var written = Self.writeEscape(for: source[index], to: target)
            index &+= 1
            let clean = Self.copyUntilEscape(source + index, count: length &- index, to: target + written)
            written &+= clean
            index &+= clean
            if index == length {
                target[written] = UInt8(ascii: "\"")
                count &+= written &+ 1
                return
            }
            count &+= written
        }
    }

    /// Copies bytes of `source` to `target` up to the first that needs
    /// escaping and returns how many that is (`length` when none does). Bytes
    /// after those may have been written to `target` too: the caller writes
    /// over them.
    ///
    /// Every byte is copied as it is checked, sixteen at a time, then looked
    /// at again only where a chunk was flagged.
    @inline(__always)
    static func copyUntilEscape(_ source: UnsafePointer<UInt8>, count length: Int,
                                to target: UnsafeMutablePointer<UInt8>) -> Int {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if length >= 16 {
            // Chunks from the start, the last one ending at the end (it may
            // overlap the one before), all in one loop: a second check, for
            // the last chunk, was left a call to the generic vector code.
            var index = 0
            while true {
                let start = Swift.min(index, length &- 16)
                let chunk = from.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self)
                to.storeBytes(of: chunk, toByteOffset: start, as: SIMD16<UInt8>.self)
                if anyNeedsEscaping(chunk) { return firstEscape(in: source, count: length, from: index) }
                index &+= 16
                if index >= length { return length }
            }
        }
        // Shorter strings (ids, keywords, cells) as two words that may
        // overlap: a loop over the bytes cost more than the whole scan.
        let flags: UInt64
        if length >= 8 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
            flags = escapeMask(UInt64(littleEndian: head)) | escapeMask(UInt64(littleEndian: tail))
        } else if length >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
            flags = escapeMask(UInt64(UInt32(littleEndian: head)) | UInt64(UInt32(littleEndian: tail)) << 32)
        } else if length > 0 {
            // One to three bytes: the first, middle and last cover them all.
            let first = source[0]
            let middle = source[length >> 1]
            let last = source[length &- 1]
            target[0] = first
            target[length >> 1] = middle
            target[length &- 1] = last
            // The three repeated to fill the word: no byte of it is filler.
            let three = UInt64(first) | UInt64(middle) << 8 | UInt64(last) << 16
            flags = escapeMask(three &* 0x0001_0000_0100_0001)
        } else {
            return 0
        }
        return flags == 0 ? length : firstEscape(in: source, count: length, from: 0)
    }

    /// Whether any of sixteen bytes is a control character, `"` or `\\`.
    @inline(__always)
    static func anyNeedsEscaping(_ chunk: SIMD16<UInt8>) -> Bool {
        // Spelt out as vectors of a concrete type: otherwise the generic
        // operators, a loop over the lanes, are chosen.
        let space = SIMD16<UInt8>(repeating: 0x20)
        let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let backslash = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
        let flagged: SIMDMask<SIMD16<Int8>> = (chunk .< space) .| (chunk .== quote) .| (chunk .== backslash)
        return any(flagged)
    }

    /// The index of the first byte at or after `start` that needs escaping,
    /// or `length`.
    @inline(__always)
    static func firstEscape(in source: UnsafePointer<UInt8>, count length: Int, from start: Int) -> Int {
        let raw = UnsafeRawPointer(source)
        var index = start
        while index + 8 <= length {
            let mask = escapeMask(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if mask != 0 {
                return index + mask.trailingZeroBitCount >> 3
            }
            index += 8
        }
        if index == length { return length }
        if length - 8 >= start {
            // An eight-byte load ending at the end; the bytes it shares with
            // the words before were scanned from `start` and found clean, so
            // its lowest flag is exact. (Bytes before `start` may well need
            // escaping: the caller resumes after each escape.)
            let mask = escapeMask(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)))
            return mask == 0 ? length : length - 8 + mask.trailingZeroBitCount >> 3
        }
        while index < length {
            if needsEscaping(source[index]) { return index }
            index += 1
        }
        return length
    }

    @inline(__always)
    static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The high bit of each of eight bytes that is a control character, `"`
    /// or `\\` is set, exactly for the lowest such byte (a borrow can only
    /// flag bytes above a true one): a byte below 0x20 borrows in the
    /// subtraction, a byte equal to the pattern becomes zero after the xor.
    @inline(__always)
    static func escapeMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes
        let backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash) & highs
    }

    /// The escape for `byte` at `target` (room for six bytes); returns its length.
    @inline(__always)
    static func writeEscape(for byte: UInt8, to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: "\\")
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        default:
            // Controls are below 0x20: the first hex digit is 0 or 1.
            let low = byte & 0x0F
            target[1] = UInt8(ascii: "u")
            target[2] = UInt8(ascii: "0")
            target[3] = UInt8(ascii: "0")
            target[4] = UInt8(ascii: "0") &+ (byte >> 4)
            target[5] = low < 10 ? UInt8(ascii: "0") &+ low : UInt8(ascii: "a") &+ (low &- 10)
            return 6
        }
        target[1] = short
        return 2
    }
}
