import LinkSpecPlatform

/// Splits a source into lines on `\n` and `\r\n`. A final line break does not
/// start another (empty) line, so the end of file sits on the line after the last
/// one, as the reference reports it.
struct LineReader {
    private let bytes: _UnsafeBytes
    private var position = 0
    private var lineNumber = 0

    init(_ bytes: _UnsafeBytes) {
        self.bytes = bytes
    }

    /// The next line, or `nil` at the end of the source. Never allocates.
    @inline(__always)
    mutating func next() -> GherkinLine? {
        guard position < bytes.count else { return nil }
        let start = position
        let count = bytes.count
        var end = bytes.firstIndex(of: 0x0A, in: start..<count) ?? count
        position = end < count ? end + 1 : end
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        lineNumber += 1
        return GherkinLine(bytes: bytes, range: start..<end, number: lineNumber)
    }

    /// The number the end-of-file token gets: one past the last line.
    var endOfFileLine: Int { lineNumber + 1 }
}
