/// One role's keywords (all step keywords, say) laid out for matching at the start
/// of a line: their UTF-8 bytes in one block, and for each possible first byte
/// the keywords that start with it, longest first. A line is compared only with
/// the keywords that share its first byte (usually one or none), and without
/// touching a Swift array or string, so matching costs no retain, release or copy.
///
/// The memory belongs to the `CompiledDialect` that made the index (which frees
/// it); copies of the index are only used while that dialect is alive.
struct KeywordIndex: @unchecked Sendable {
    private struct Entry {
        /// The keyword's position in the list the index was made from.
        var position: Int
        var start: Int
        var count: Int
    }

    /// The entries of the keywords starting with one byte: `entries[first..<first + count]`.
    private struct Group {
        var first: Int32
        var count: Int32
    }

    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let entries: UnsafeMutableBufferPointer<Entry>
    private let groups: UnsafeMutableBufferPointer<Group>
    private let lengths: UnsafeMutableBufferPointer<Int>

    /// `keywords` already in matching order (longest first).
    init(_ keywords: [[UInt8]]) {
        let total = keywords.reduce(0) { $0 + $1.count }
        bytes = .allocate(capacity: max(total, 1))
        lengths = .allocate(capacity: max(keywords.count, 1))
        var starts: [Int] = []
        var offset = 0
        for (position, keyword) in keywords.enumerated() {
            for (index, byte) in keyword.enumerated() { bytes[offset + index] = byte }
            starts.append(offset)
            lengths[position] = keyword.count
            offset += keyword.count
        }
        // An empty keyword starts any line, so it belongs to every group.
        var grouped: [Entry] = []
        var groupList: [Group] = []
        for byte in 0...255 {
            let first = grouped.count
            for (position, keyword) in keywords.enumerated() where keyword.first.map({ $0 == byte }) ?? true {
                grouped.append(Entry(position: position, start: starts[position], count: keyword.count))
            }
            groupList.append(Group(first: Int32(first), count: Int32(grouped.count - first)))
        }
        entries = .allocate(capacity: max(grouped.count, 1))
        _ = entries.initialize(from: grouped)
        groups = .allocate(capacity: 256)
        _ = groups.initialize(from: groupList)
        count = keywords.count
    }

    /// How many keywords there are.
    let count: Int

    func deallocate() {
        bytes.deallocate()
        entries.deallocate()
        groups.deallocate()
        lengths.deallocate()
    }

    /// Whether some keyword starts with `byte` (every line may start an empty keyword).
    @inline(__always)
    func mayStart(with byte: UInt8) -> Bool {
        groups[Int(byte)].count > 0
    }

    /// The position of the first (longest) keyword that `line` starts with after
    /// its indentation, followed by a colon when `colon` is set.
    func match(_ line: GherkinLine, colon: Bool) -> Int? {
        let start = line.trimmedStart
        let end = line.end
        guard start < end else { return nil }
        let group = groups[Int(line.bytes[start])]
        var entryIndex = Int(group.first)
        let entryEnd = entryIndex + Int(group.count)
        while entryIndex < entryEnd {
            let entry = entries[entryIndex]
            entryIndex += 1
            let after = start + entry.count
            if after + (colon ? 1 : 0) <= end && (!colon || line.bytes[after] == UInt8(ascii: ":")) {
                var index = 0
                while index < entry.count && line.bytes[start + index] == bytes[entry.start + index] { index += 1 }
                if index == entry.count { return entry.position }
            }
        }
        return nil
    }

    /// The byte length of the keyword at `position`.
    func length(_ position: Int) -> Int { lengths[position] }
}
