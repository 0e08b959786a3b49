extension GherkinLine {
    /// The cells of a table row: the text between unescaped pipes, trimmed, then
    /// with `\|`, `\\` and `\n` unescaped (any other backslash stays), each with the
    /// column where its trimmed text starts. Trimming comes first, so an escaped
    /// `\n` at either end of a cell is kept. Text before the first pipe and after
    /// the last one is not part of the row.
    func tableCells() -> [LineSpan] {
        var cells: [LineSpan] = []
        var column = indent + 1
        var cellStart = -1
        var cellColumn = 0
        var index = trimmedStart
        let end = self.end
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "|") {
                if cellStart >= 0 {
                    cells.append(makeCell(cellStart..<index, column: cellColumn))
                }
                index += 1
                column += 1
                cellStart = index
                cellColumn = column
            } else if byte == UInt8(ascii: "\\") && index + 1 < end {
                index += 1 + UTF8Text.scalar(bytes, at: index + 1, end: end).1
                column += 2
            } else {
                index += byte < 0x80 ? 1 : UTF8Text.scalar(bytes, at: index, end: end).1
                column += 1
            }
        }
        return cells
    }

    private func makeCell(_ raw: Range<Int>, column: Int) -> LineSpan {
        var start = raw.lowerBound
        var leading = 0
        while start < raw.upperBound {
            let (isSpace, length) = UTF8Text.whitespace(bytes, at: start, end: raw.upperBound)
            if !isSpace { break }
            start += length
            leading += 1
        }
        let trimmed = start..<UTF8Text.trimTrailingWhitespace(bytes, start..<raw.upperBound)
        return LineSpan(column: column + leading, text: unescapeCell(trimmed))
    }

    private func unescapeCell(_ range: Range<Int>) -> String {
        guard UnsafeBufferPointer(rebasing: bytes[range]).contains(UInt8(ascii: "\\")) else {
            return UTF8Text.string(bytes, range)
        }
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && index + 1 < range.upperBound {
                let next = bytes[index + 1]
                switch next {
                case UInt8(ascii: "n"): result.append(0x0A); index += 2; continue
                case UInt8(ascii: "|"), UInt8(ascii: "\\"): result.append(next); index += 2; continue
                default: break
                }
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
