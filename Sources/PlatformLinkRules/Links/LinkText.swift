/// A link's UTF-8 bytes, with the searches the link parser needs: delimiters
/// found by byte offset, parts sliced by offset ranges.
///
/// Why bytes: finding `/` by `Character` costs grapheme breaking at every step,
/// which made parsing the largest cost of opening a link. A byte search finds
/// the same delimiters as a `Character` search, with one exception: an ASCII
/// delimiter that belongs to a larger grapheme cluster, such as `/` followed by
/// a combining accent (`/\u{301}`) or preceded by a prepended mark
/// (`\u{600}/`), is not a `Character` of its own and so is no delimiter.
/// (No other character is canonically equivalent to one of the delimiters,
/// which `Character` equality would also accept.) `glued` marks those bytes;
/// only text with non-ASCII bytes can have any, so only such text pays for
/// grapheme breaking, once.
///
/// Every range the parser slices starts and ends at a delimiter or at an end
/// of the text, hence at a grapheme boundary, so a slice's clusters are those of
/// the whole text and the marks stay valid for every part.
package struct LinkText {
    package let bytes: [UInt8]
    /// Offsets of ASCII bytes inside a larger grapheme cluster; empty when there are none.
    private let glued: Set<Int>

    package init(_ text: String) {
        bytes = Array(text.utf8)
        glued = bytes.contains { $0 >= 0x80 } ? Self.gluedASCIIBytes(of: text) : []
    }

    package var count: Int { bytes.count }

    /// The first scalar that a link must percent-encode (C0 controls, space, DEL) and
    /// its offset in unicode scalars. Those are all ASCII, so a byte scan finds them;
    /// the scalar offset counts the bytes that start a scalar (not `10xxxxxx`).
    package func firstControlCharacter() -> (value: UInt8, offset: Int)? {
        var scalarOffset = 0
        for byte in bytes {
            if byte <= 0x20 || byte == 0x7F { return (byte, scalarOffset) }
            if byte & 0xC0 != 0x80 { scalarOffset += 1 }
        }
        return nil
    }

    private static func gluedASCIIBytes(of text: String) -> Set<Int> {
        var glued: Set<Int> = []
        var offset = 0
        for character in text {
            let utf8 = character.utf8
            if utf8.count > 1 {
                for (index, byte) in utf8.enumerated() where byte < 0x80 { glued.insert(offset + index) }
            }
            offset += utf8.count
        }
        return glued
    }

    /// Whether the byte at `offset` is `delimiter` as a `Character` of its own.
    package func isDelimiter(_ delimiter: UInt8, at offset: Int) -> Bool {
        bytes[offset] == delimiter && (glued.isEmpty || !glued.contains(offset))
    }

    package func firstDelimiter(_ delimiter: UInt8, in range: Range<Int>) -> Int? {
        firstDelimiter(in: range) { $0 == delimiter }
    }

    package func firstDelimiter(in range: Range<Int>, where isWanted: (UInt8) -> Bool) -> Int? {
        range.first { isWanted(bytes[$0]) && (glued.isEmpty || !glued.contains($0)) }
    }

    package func lastDelimiter(_ delimiter: UInt8, in range: Range<Int>) -> Int? {
        range.last { isDelimiter(delimiter, at: $0) }
    }

    /// The non-empty ranges between `delimiter`s, as `split(separator:)` gives them.
    package func split(_ range: Range<Int>, on delimiter: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for offset in range where isDelimiter(delimiter, at: offset) {
            if offset > start { parts.append(start..<offset) }
            start = offset + 1
        }
        if range.upperBound > start { parts.append(start..<range.upperBound) }
        return parts
    }

    /// A URL scheme: an ASCII letter, then ASCII letters, digits, `+`, `-` or `.`.
    package func isScheme(_ range: Range<Int>) -> Bool {
        guard let first = range.first, Self.isASCIILetter(bytes[first]) else { return false }
        return range.allSatisfy { offset in
            let byte = bytes[offset]
            return Self.isASCIILetter(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// The bytes as a string, ASCII letters lowercased (the scheme, already known to be ASCII).
    package func asciiLowercased(_ range: Range<Int>) -> String {
        // Decoding from a contiguous array is the fast path; a lazy map is not contiguous.
        guard bytes[range].contains(where: { (0x41...0x5A).contains($0) }) else { return string(range) }
        return String(decoding: bytes[range].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    package func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
