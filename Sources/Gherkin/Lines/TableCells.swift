extension GherkinLine {
    /// The cells of a table row: the text between pipes, with `\|`, `\\` and `\n`
    /// unescaped (any other backslash stays), trimmed, each with the column where
    /// its trimmed text starts. Text before the first pipe and after the last one is
    /// not part of the row.
    func tableCells() -> [LineSpan] {
        var cells: [LineSpan] = []
        var cell: [UInt8] = []
        var column = indent + 1
        var cellColumn = column
        var seenFirstPipe = false
        var index = trimmedStart
        let end = self.end
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "|") {
                if seenFirstPipe {
                    cells.append(Self.makeCell(cell, column: cellColumn))
                } else {
                    seenFirstPipe = true
                }
                cell.removeAll(keepingCapacity: true)
                index += 1
                column += 1
                cellColumn = column
            } else if byte == UInt8(ascii: "\\") {
                guard index + 1 < end else {
                    cell.append(byte)
                    index += 1
                    column += 1
                    continue
                }
                let next = bytes[index + 1]
                if next == UInt8(ascii: "n") {
                    cell.append(0x0A)
                    index += 2
                } else if next == UInt8(ascii: "|") || next == UInt8(ascii: "\\") {
                    cell.append(next)
                    index += 2
                } else {
                    cell.append(byte)
                    let length = UTF8Text.scalar(bytes, at: index + 1, end: end).1
                    cell.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 1 + length)]))
                    index += 1 + length
                }
                column += 2
            } else {
                let length = byte < 0x80 ? 1 : UTF8Text.scalar(bytes, at: index, end: end).1
                if length == 1 {
                    cell.append(byte)
                } else {
                    cell.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                }
                index += length
                column += 1
            }
        }
        return cells
    }

    /// Trims a cell's unescaped text; its column moves right by the scalars trimmed.
    private static func makeCell(_ cell: [UInt8], column: Int) -> LineSpan {
        cell.withUnsafeBufferPointer { buffer in
            var start = 0
            var leading = 0
            while start < buffer.count {
                let (isSpace, length) = UTF8Text.whitespace(buffer, at: start, end: buffer.count)
                if !isSpace { break }
                start += length
                leading += 1
            }
            let end = UTF8Text.trimTrailingWhitespace(buffer, start..<buffer.count)
            return LineSpan(column: column + leading, text: UTF8Text.string(buffer, start..<end))
        }
    }
}
