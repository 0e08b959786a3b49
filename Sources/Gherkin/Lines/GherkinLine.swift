import LinkSpecPlatform

/// One line of a source, as byte offsets into it, with its indentation measured
/// once. Text is turned into `String`s only for the parts a token keeps.
/// Lives no longer than the source's bytes (see `_UnsafeBytes`).
struct GherkinLine {
    let bytes: _UnsafeBytes
    /// The line without its line break.
    let range: Range<Int>
    let number: Int
    /// Where the text starts after leading white space.
    let trimmedStart: Int
    /// Leading white space, in scalars.
    let indent: Int

    init(bytes: _UnsafeBytes, range: Range<Int>, number: Int) {
        // The bound every byte loop over the line stops at.
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "GherkinLine: range outside the source")
        self.bytes = bytes
        self.range = range
        self.number = number
        var index = range.lowerBound
        var indent = 0
        // Spaces eight at a time: most lines are indented by spaces only.
        while index + 8 <= range.upperBound {
            let spaces = Self.leadingSpaces(bytes.block(at: index))
            index += spaces
            indent += spaces
            if spaces < 8 { break }
        }
        while index < range.upperBound {
            let (isSpace, length) = bytes.whitespace(at: index, end: range.upperBound)
            if !isSpace { break }
            index += length
            indent += 1
        }
        self.trimmedStart = index
        self.indent = indent
    }

    /// How many of eight bytes (the first lowest), from the first, are spaces:
    /// all eight tested at once, each byte that is not a space marked by its top bit.
    @inline(__always)
    private static func leadingSpaces(_ block: UInt64) -> Int {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let difference = block ^ 0x2020_2020_2020_2020
        let notSpaces = (((difference & lows) &+ lows) | difference) & ~lows
        return notSpaces.trailingZeroBitCount >> 3
    }

    var end: Int { range.upperBound }

    /// Only white space on the line.
    var isEmpty: Bool { trimmedStart == range.upperBound }

    /// The first byte after the indentation, if any.
    var firstByte: UInt8? { trimmedStart < end ? bytes[trimmedStart] : nil }

    func startsWith(_ prefix: [UInt8]) -> Bool {
        bytes.hasPrefix(prefix, at: trimmedStart, end: end)
    }

    /// The text after `byteCount` bytes of the trimmed text, trimmed at both ends.
    func rest(afterBytes byteCount: Int) -> Range<Int> {
        UTF8Text.trim(bytes, (trimmedStart + byteCount)..<end)
    }

    /// The line trimmed at both ends (used in error messages).
    var trimmedText: String { bytes.string(UTF8Text.trim(bytes, range)) }

    /// The line with up to `indentToRemove` scalars of indentation removed; when the
    /// line is indented less than that, all of its indentation goes (doc strings).
    func removingIndent(_ indentToRemove: Int) -> Range<Int> {
        if indentToRemove == 0 { return range }
        if indentToRemove > indent { return trimmedStart..<end }
        var index = range.lowerBound
        var removed = 0
        while removed < indentToRemove {
            index += bytes.scalar(at: index, end: end).1
            removed += 1
        }
        return index..<end
    }
}
