/// One role's keywords (all step keywords, say) laid out for matching at the start
/// of a line: their UTF-8 bytes in one block, longest first, and a bitmap of the
/// bytes any of them starts with. Most lines are rejected by that bitmap with a
/// single test; the rest compare bytes without touching a Swift array or string,
/// so matching costs no retain, release or copy.
///
/// The memory belongs to the `CompiledDialect` that made the index (which frees
/// it); copies of the index are only used while that dialect is alive.
struct KeywordIndex: @unchecked Sendable {
    private struct Entry {
        var start: Int
        var count: Int
    }

    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let entries: UnsafeMutableBufferPointer<Entry>
    private let firstBytes: (UInt64, UInt64, UInt64, UInt64)

    /// `keywords` already in matching order (longest first).
    init(_ keywords: [[UInt8]]) {
        let total = keywords.reduce(0) { $0 + $1.count }
        bytes = .allocate(capacity: max(total, 1))
        entries = .allocate(capacity: max(keywords.count, 1))
        var bitmap: [UInt64] = [0, 0, 0, 0]
        var offset = 0
        for (position, keyword) in keywords.enumerated() {
            for (index, byte) in keyword.enumerated() { bytes[offset + index] = byte }
            entries[position] = Entry(start: offset, count: keyword.count)
            offset += keyword.count
            if let first = keyword.first {
                bitmap[Int(first >> 6)] |= 1 << UInt64(first & 63)
            } else {
                bitmap = [.max, .max, .max, .max]  // an empty keyword starts any line
            }
        }
        firstBytes = (bitmap[0], bitmap[1], bitmap[2], bitmap[3])
        count = keywords.count
    }

    /// How many keywords there are.
    let count: Int

    func deallocate() {
        bytes.deallocate()
        entries.deallocate()
    }

    @inline(__always)
    private func mayStart(with byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = firstBytes.0
        case 1: word = firstBytes.1
        case 2: word = firstBytes.2
        default: word = firstBytes.3
        }
        return word & (1 << UInt64(byte & 63)) != 0
    }

    /// The position of the first (longest) keyword that `line` starts with after
    /// its indentation, followed by a colon when `colon` is set.
    func match(_ line: GherkinLine, colon: Bool) -> Int? {
        let start = line.trimmedStart
        let end = line.end
        guard start < end, mayStart(with: line.bytes[start]) else { return nil }
        var position = 0
        while position < count {
            let entry = entries[position]
            let after = start + entry.count
            if after + (colon ? 1 : 0) <= end && (!colon || line.bytes[after] == UInt8(ascii: ":")) {
                var index = 0
                while index < entry.count && line.bytes[start + index] == bytes[entry.start + index] { index += 1 }
                if index == entry.count { return position }
            }
            position += 1
        }
        return nil
    }

    /// The byte length of the keyword at `position`.
    func length(_ position: Int) -> Int { entries[position].count }
}
