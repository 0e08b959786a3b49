import LinkSpecPlatform

/// The lines of a source, with room to read ahead: resolving an ambiguous tag line
/// looks at the lines after it before any of them is taken. Lines read ahead wait
/// here and are handed out again, in order, before any new line is read.
///
/// Only lines are kept, never matched tokens: a line read ahead is matched again
/// when its turn comes, with the matcher's state at that time.
struct LineQueue {
    private var reader: LineReader
    /// Read ahead and not yet taken; `nil` is the end of file.
    private var ahead: [GherkinLine?] = []
    private var head = 0

    init(_ bytes: _UnsafeBytes) {
        reader = LineReader(bytes)
    }

    /// The next line, or `nil` at the end of the source (and after it).
    /// Inlined into the parser's loop: a call returns the line (seven words)
    /// through memory.
    @inline(__always)
    mutating func next() -> GherkinLine? {
        guard head < ahead.count else { return reader.next() }
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
            ahead.append(reader.next())
        }
        return ahead[head + offset]
    }

    /// The number the end-of-file token gets: one past the last line.
    var endOfFileLine: Int { reader.endOfFileLine }
}
