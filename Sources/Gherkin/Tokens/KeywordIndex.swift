import LinkSpecPlatform

/// One role's keywords laid out for matching at the start of a line: for each
/// first byte the keywords that start with it, longest first (usually one or
/// none). A keyword's first eight bytes, most keywords whole, are compared with
/// the line's in one step (`_UnsafeBytes.block(at:)`: the first byte lowest).
final class KeywordIndex: Sendable {
    private struct Entry: Sendable {
        /// The keyword's position in the list the index was made from.
        var position: Int
        var count: Int
        /// The first eight bytes of the keyword (fewer: zeros after them), and
        /// the mask of those that are the keyword's.
        var head: UInt64
        var headMask: UInt64
        /// Where its bytes are in `keywordBytes`.
        var start: Int
    }

    /// The entries of the keywords starting with one byte: `entries[first..<first + count]`.
    private struct Group: Sendable {
        var first: Int32
        var count: Int32
    }

    private let entries: [Entry]
    /// 256 of them, one per first byte.
    private let groups: [Group]
    /// The bytes of the keywords, one after another.
    private let keywordBytes: [UInt8]
    private let lengths: [Int]

    /// `keywords` already in matching order (longest first).
    init(_ keywords: [[UInt8]]) {
        var keywordBytes: [UInt8] = []
        var made: [Entry] = []
        for (position, keyword) in keywords.enumerated() {
            var head: UInt64 = 0
            var headMask: UInt64 = 0
            for (index, byte) in keyword.prefix(8).enumerated() {
                head |= UInt64(byte) << UInt64(index * 8)
                headMask |= 0xFF << UInt64(index * 8)
            }
            made.append(Entry(position: position, count: keyword.count, head: head, headMask: headMask,
                              start: keywordBytes.count))
            keywordBytes += keyword
        }
        // An empty keyword starts any line, so it belongs to every group.
        var entries: [Entry] = []
        var groups: [Group] = []
        for byte in 0...255 {
            let first = entries.count
            for (position, keyword) in keywords.enumerated() where keyword.first.map({ $0 == byte }) ?? true {
                entries.append(made[position])
            }
            groups.append(Group(first: Int32(first), count: Int32(entries.count - first)))
        }
        self.entries = entries
        self.groups = groups
        self.keywordBytes = keywordBytes
        lengths = keywords.map(\.count)
    }

    /// Whether some keyword starts with `byte` (every line may start an empty keyword).
    @inline(__always)
    func mayStart(with byte: UInt8) -> Bool {
        groups[Int(byte)].count > 0
    }

    /// The position of the first (longest) keyword, but the one at `skipped`,
    /// that `line` has `prefix` bytes after its indentation, followed by a colon
    /// when `colon` is set.
    @inline(__always)
    func match(_ line: GherkinLine, after prefix: Int = 0, colon: Bool, skipping skipped: Int = -1) -> Int? {
        let start = line.trimmedStart + prefix
        let end = line.end
        guard start < end else { return nil }
        let bytes = line.bytes
        let group = groups[Int(bytes[start])]
        // Eight bytes from the text's start, where the source has them (they
        // may run into the next line: only the keyword's own are compared).
        let block: UInt64? = start + 8 <= bytes.count ? bytes.block(at: start) : nil
        var entryIndex = Int(group.first)
        let entryEnd = entryIndex + Int(group.count)
        while entryIndex < entryEnd {
            let entry = entries[entryIndex]
            entryIndex += 1
            let after = start + entry.count
            guard after + (colon ? 1 : 0) <= end && (!colon || bytes[after] == UInt8(ascii: ":")) else { continue }
            // Near the end of the source, every byte one by one.
            var index = 0
            if let block {
                guard block & entry.headMask == entry.head else { continue }
                index = 8
            }
            while index < entry.count && bytes[start + index] == keywordBytes[entry.start + index] { index += 1 }
            if index >= entry.count && entry.position != skipped { return entry.position }
        }
        return nil
    }

    func length(_ position: Int) -> Int { lengths[position] }
}
