import LinkSpecPlatform

/// A step text as the native matcher reads it: its UTF-8 bytes, with the few
/// character tests the built-in parameter regexes need. Bytes, not
/// `Character`s: the engine matches Unicode scalars, never grapheme clusters,
/// and comparing UTF-8 byte for byte is comparing scalar for scalar. Positions
/// are byte offsets on scalar boundaries.
struct StepText {
    /// Borrowed from `source`, for the duration of one step's matching.
    let bytes: _UnsafeBytes
    /// The text itself, for the rare question only `String` can answer (see `isCharacterBoundary`).
    let source: String
    /// No byte of the text is 0x80 or above: byte offsets are UTF-16 offsets.
    let isASCII: Bool

    var count: Int { bytes.count }

    /// `nil` when the text holds a line terminator (U+000A–U+000D, U+0085,
    /// U+2028, U+2029), where `.` stops and `$` may match before the last
    /// character: the engine decides those texts.
    init?(_ bytes: _UnsafeBytes, of source: String) {
        var ascii = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                ascii = false
                if Self.isLineTerminator(bytes, multiByteAt: index) { return nil }
            } else if byte >= 0x0A && byte <= 0x0D {
                return nil
            }
            index += 1
        }
        self.bytes = bytes
        self.source = source
        isASCII = ascii
    }

    private static func isLineTerminator(_ bytes: _UnsafeBytes, multiByteAt index: Int) -> Bool {
        switch bytes[index] {
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85
        case 0xE2: return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        default: return false
        }
    }

    subscript(_ position: Int) -> UInt8 { bytes[position] }

    /// The byte at `position`, or `nil` at the end.
    func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// The start of the scalar before `position` (which is above 0).
    func boundary(before position: Int) -> Int {
        var index = position - 1
        while index > 0, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    func has(_ literal: [UInt8], at position: Int) -> Bool {
        bytes.hasPrefix(literal, at: position, end: bytes.count)
    }

    /// Whether the scalar at `position` is White_Space, as the engine's `\s`,
    /// and its length in bytes.
    func whitespace(at position: Int) -> (Bool, Int) {
        bytes.whitespace(at: position, end: bytes.count)
    }

    func scalarLength(at position: Int) -> Int {
        bytes.scalar(at: position, end: bytes.count).1
    }

    /// ASCII digits from `position` on, and whether the run stopped at a
    /// non-ASCII scalar. The engine's `\d` is every Unicode decimal digit (a
    /// table that grows with each Unicode version), so the matcher does not
    /// guess there: it reports the text undecided and lets the engine match it.
    func digits(from position: Int) -> (end: Int, undecided: Bool) {
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                index += 1
            } else {
                return (index, byte >= 0x80)
            }
        }
        return (index, false)
    }

    /// Whether the scalar at `position` is an ASCII digit; `nil` when it is
    /// non-ASCII (undecided, see `digits(from:)`) or at the end (`false`).
    func isDigit(at position: Int) -> Bool? {
        guard let byte = byte(at: position) else { return false }
        if byte >= 0x80 { return nil }
        return byte >= 0x30 && byte <= 0x39
    }

    /// The offset of `position` in UTF-16 code units, as Cucumber Messages count.
    func utf16Offset(of position: Int) -> Int {
        if isASCII { return position }
        var offset = 0
        var index = 0
        while index < position {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { offset += byte >= 0xF0 ? 2 : 1 }
            index += 1
        }
        return offset
    }

    /// Whether `position` falls between two `Character`s: the engine path's
    /// `Range(_:in:)` refuses a bound inside a character (between `e` and a
    /// combining U+0301), reporting that group absent, and so must this path.
    /// ASCII here is one character per byte (CR LF makes a text undecided).
    func isCharacterBoundary(_ position: Int) -> Bool {
        if isASCII { return true }
        let index = source.utf8.index(source.utf8.startIndex, offsetBy: position)
        return String.Index(index, within: source) != nil
    }

    /// The group for the text between two positions, absent when a bound
    /// falls inside a character, as the engine path reports it.
    func group(from start: Int, to end: Int, children: [MatchGroup] = []) -> MatchGroup {
        guard isCharacterBoundary(start), isCharacterBoundary(end) else {
            return MatchGroup(value: nil, start: nil, children: children)
        }
        return MatchGroup(value: bytes.string(start..<end), start: utf16Offset(of: start), children: children)
    }
}
