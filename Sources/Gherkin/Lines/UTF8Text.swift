import LinkSpecPlatform

/// Low-level helpers over the UTF-8 bytes of a source. The engine works on bytes
/// so that it never copies a line into a `String` just to look at it; columns are
/// counted in Unicode scalars (one per non-continuation byte), as the reference does.
enum UTF8Text {
    /// A byte that starts a scalar (anything but `10xxxxxx`).
    @inline(__always)
    static func startsScalar(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    static func scalarCount(_ bytes: _UnsafeBytes, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if startsScalar(bytes[index]) { count += 1 }
            index += 1
        }
        return count
    }

    /// Whether an ASCII byte is white space (space, tab, line feed, vertical tab,
    /// form feed, carriage return).
    @inline(__always)
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }

    /// The first index in `range` that is not white space.
    @inline(__always)
    static func skipWhitespace(_ bytes: _UnsafeBytes, _ range: Range<Int>) -> Int {
        var index = range.lowerBound
        while index < range.upperBound {
            let (isSpace, length) = bytes.whitespace(at: index, end: range.upperBound)
            if !isSpace { return index }
            index += length
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
                let (isSpace, _) = bytes.whitespace(at: start, end: end)
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
}
