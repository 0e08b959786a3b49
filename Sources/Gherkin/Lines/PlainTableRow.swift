import CucumberMessages

extension GherkinLine {
    /// The cells of a row that is printable ASCII throughout and has no
    /// backslash (nearly every row of a real table), or nil for any other row.
    /// There a byte is a column, a space the only white space, and nothing is
    /// escaped: two passes of eight bytes at a time, one that checks the row
    /// and counts its pipes, one that visits them.
    func plainRowCells() -> [TableCell]? {
        let start = trimmedStart
        let end = self.end
        // Shorter rows have too few blocks to gain anything.
        guard end - start >= 8 else { return nil }
        let pipe = UInt8(ascii: "|")
        let backslash = UInt8(ascii: "\\")
        var pipes = 0
        var index = start
        while index + 8 <= end {
            let block = ByteBlock(bytes, at: index)
            // `stops` marks non-ASCII and control bytes, and here backslashes.
            if block.stops(backslash, backslash) != 0 { return nil }
            pipes &+= block.count(of: pipe)
            index += 8
        }
        // The last bytes: the eight that end the row, less those seen already.
        let tailMask = Self.lastBytesMask(end - index)
        let tail = ByteBlock(bytes, at: end - 8)
        if tail.stops(backslash, backslash) & tailMask != 0 { return nil }
        pipes &+= (tail.matching(pipe) & tailMask).nonzeroBitCount
        guard pipes >= 2 else { return [] }

        var cells: [TableCell] = []
        cells.reserveCapacity(pipes - 1)
        var previous = -1
        index = start
        while index + 8 <= end {
            var found = ByteBlock(bytes, at: index).matching(pipe)
            while found != 0 {
                let at = index + ByteBlock.firstOffset(found)
                if previous >= 0 { cells.append(plainCell(between: previous, and: at)) }
                previous = at
                found &= found &- 1
            }
            index += 8
        }
        var found = tail.matching(pipe) & tailMask
        while found != 0 {
            let at = end - 8 + ByteBlock.firstOffset(found)
            if previous >= 0 { cells.append(plainCell(between: previous, and: at)) }
            previous = at
            found &= found &- 1
        }
        return cells
    }

    /// The mask of the last `count` (0 to 7) bytes of a block.
    @inline(__always)
    private static func lastBytesMask(_ count: Int) -> UInt64 {
        count == 0 ? 0 : ~0 << UInt64((8 - count) &* 8)
    }

    /// The cell between the pipes at `left` and `right` of a plain row: its
    /// text without the spaces around it, located where that text starts (a
    /// cell of spaces only, at the pipe that closes it).
    @inline(__always)
    private func plainCell(between left: Int, and right: Int) -> TableCell {
        var first = left + 1
        while first < right && bytes[first] == 0x20 { first += 1 }
        var last = right
        // Cells are padded to the widest one in their column: whole blocks of
        // padding at once.
        while last - first >= 8 && ByteBlock(bytes, at: last - 8).bits == 0x2020_2020_2020_2020 { last -= 8 }
        while last > first && bytes[last - 1] == 0x20 { last -= 1 }
        let location = Location(line: number, column: indent + 1 + (first - trimmedStart))
        return TableCell(location: location, value: first == last ? "" : bytes.string(first..<last))
    }
}
