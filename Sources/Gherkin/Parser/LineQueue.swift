import LinkSpecPlatform

/// The lines of a source, split on `\n` and `\r\n`, with room to read ahead
/// (an ambiguous tag line looks at the lines after it). Lines read ahead wait
/// here, not their tokens: each is matched again when its turn comes.
struct LineQueue {
    private let bytes: _UnsafeBytes
    /// Where the next line not yet read starts, and its number less one.
    private var position = 0
    private var lineNumber = 0
    /// Read ahead and not yet taken; `nil` is the end of file.
    private var ahead: [GherkinLine?] = []
    private var head = 0

    init(_ bytes: _UnsafeBytes) {
        self.bytes = bytes
    }

    /// The next line, or `nil` at the end of the source (and after it).
    /// Inlined into the parser's loop: a call returns the line (seven words)
    /// through memory.
    @inline(__always)
    mutating func next() -> GherkinLine? {
        guard head < ahead.count else { return read() }
        let line = ahead[head]
        head += 1
        if head == ahead.count {
            ahead.removeAll(keepingCapacity: true)
            head = 0
        }
        return line
    }

    /// The line `offset` lines after the next one (0: the next), without taking it.
    mutating func peek(_ offset: Int) -> GherkinLine? {
        while head + offset >= ahead.count {
            ahead.append(read())
        }
        return ahead[head + offset]
    }

    /// The number the end-of-file token gets: one past the last line (a final
    /// line break does not start another, empty line, as the reference counts).
    var endOfFileLine: Int { lineNumber + 1 }

    /// The line after those read so far. Never allocates.
    @inline(__always)
    private mutating func read() -> GherkinLine? {
        guard position < bytes.count else { return nil }
        let start = position
        let count = bytes.count
        var end = bytes.firstIndex(of: 0x0A, in: start..<count) ?? count
        position = end < count ? end + 1 : end
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        lineNumber += 1
        return GherkinLine(bytes: bytes, range: start..<end, number: lineNumber)
    }
}
