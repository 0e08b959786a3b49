import LinkSpecPlatform

/// Low-level helpers over the UTF-8 bytes of a source. The engine works on bytes
/// so that it never copies a line into a `String` just to look at it; columns are
/// counted in Unicode scalars (one per non-continuation byte), as the reference does.
enum UTF8Text {
    /// A byte that starts a scalar (anything but `10xxxxxx`).
    @inline(__always)
    static func startsScalar(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// The number of scalars in `bytes[range]`.
    static func scalarCount(_ bytes: _UnsafeBytes, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if startsScalar(bytes[index]) { count += 1 }
            index += 1
        }
        return count
    }

    /// Decodes the scalar starting at `index`; returns it and its length in bytes.
    /// The input comes from a Swift `String`, so it is valid UTF-8; a truncated
    /// sequence still decodes to U+FFFD instead of reading past `end`.
    static func scalar(_ bytes: _UnsafeBytes, at index: Int, end: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC0..<0xE0: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0..<0xF0: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0..<0xF8: length = 4; value = UInt32(lead & 0x07)
        default: return ("\u{FFFD}", 1)
        }
        guard index + length <= end else { return ("\u{FFFD}", 1) }
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Whether the scalar at `index` is white space; returns its byte length too.
    /// ASCII is answered without decoding; other scalars use the Unicode property
    /// (so a no-break space pads a table cell, as in the reference).
    @inline(__always)
    static func whitespace(_ bytes: _UnsafeBytes, at index: Int, end: Int) -> (Bool, Int) {
        let byte = bytes[index]
        if byte < 0x80 {
            return (isASCIIWhitespace(byte), 1)
        }
        return nonASCIIWhitespace(bytes, at: index, end: end)
    }

    /// Kept out of line: inlined, the Unicode lookup made every caller fetch its
    /// type metadata and reserve stack for it on each call, ASCII or not.
    @inline(never)
    static func nonASCIIWhitespace(_ bytes: _UnsafeBytes, at index: Int, end: Int) -> (Bool, Int) {
        let (scalar, length) = scalar(bytes, at: index, end: end)
        return (scalar.properties.isWhitespace, length)
    }

    /// Whether an ASCII byte is white space (space, tab, line feed, vertical tab,
    /// form feed, carriage return).
    @inline(__always)
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }

    /// The first index in `range` that is not white space. ASCII is judged byte
    /// by byte; only other scalars are decoded.
    @inline(__always)
    static func skipWhitespace(_ bytes: _UnsafeBytes, _ range: Range<Int>) -> Int {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if isASCIIWhitespace(byte) {
                index += 1
            } else if byte < 0x80 {
                return index
            } else {
                let (isSpace, length) = nonASCIIWhitespace(bytes, at: index, end: range.upperBound)
                if !isSpace { return index }
                index += length
            }
        }
        return index
    }

    /// The end of `range` with trailing white space removed.
    @inline(__always)
    static func trimTrailingWhitespace(_ bytes: _UnsafeBytes, _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound {
            let byte = bytes[end - 1]
            if isASCIIWhitespace(byte) {
                end -= 1
            } else if byte < 0x80 {
                return end
            } else {
                var start = end - 1
                while start > range.lowerBound && !startsScalar(bytes[start]) { start -= 1 }
                let (isSpace, _) = nonASCIIWhitespace(bytes, at: start, end: end)
                if !isSpace { return end }
                end = start
            }
        }
        return end
    }

    /// `bytes[range]` with white space removed at both ends.
    @inline(__always)
    static func trim(_ bytes: _UnsafeBytes, _ range: Range<Int>) -> Range<Int> {
        let start = skipWhitespace(bytes, range)
        let end = trimTrailingWhitespace(bytes, start..<range.upperBound)
        return start..<end
    }

    /// Whether `bytes[at...]` (bounded by `end`) begins with `prefix`.
    @inline(__always)
    static func hasPrefix(_ bytes: _UnsafeBytes, at index: Int, end: Int, _ prefix: [UInt8]) -> Bool {
        guard end - index >= prefix.count else { return false }
        var offset = 0
        while offset < prefix.count {
            if bytes[index + offset] != prefix[offset] { return false }
            offset += 1
        }
        return true
    }
}
