import CucumberMessages

extension GherkinLine {
    /// The cells of a table row: the text between unescaped pipes, trimmed, then
    /// with `\|`, `\\` and `\n` unescaped (any other backslash stays), each with the
    /// column where its trimmed text starts. Trimming comes first, so an escaped
    /// `\n` at either end of a cell is kept. Text before the first pipe and after
    /// the last one is not part of the row.
    func tableCells() -> [TableCell] {
        let number = self.number
        return cells { _, column, value in TableCell(location: Location(line: number, column: column), value: value) }
    }

    /// The cells of a table row, each made by `make` from the byte range of
    /// its trimmed text as written (escapes and all), its column and its value:
    /// the one reading of a row, for the AST and for tools (`LineClassifier`).
    @inline(__always)
    func cells<Cell>(_ make: (_ written: Range<Int>, _ column: Int, _ value: String) -> Cell) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(max(count(of: UInt8(ascii: "|")) - 1, 0))
        var column = indent + 1
        var index = trimmedStart
        let end = self.end
        // The cell being read: where it starts (-1 before the first pipe), its
        // column, and whether it has an escape to resolve.
        var cellStart = -1
        var cellColumn = 0
        var hasEscape = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "|") {
                if cellStart >= 0 {
                    let cell = makeCell(cellStart..<index, column: cellColumn, hasEscape: hasEscape)
                    cells.append(make(cell.written, cell.column, cell.value))
                }
                index += 1
                column += 1
                cellStart = index
                cellColumn = column
                hasEscape = false
            } else if byte == UInt8(ascii: "\\") && index + 1 < end {
                // The escaped scalar is skipped whole: its lead byte here, its
                // continuation bytes (which count no column) after.
                hasEscape = true
                index += 2
                column += 2
            } else {
                // Columns count scalars: every byte but a continuation byte starts one.
                index += 1
                if UTF8Text.startsScalar(byte) { column += 1 }
            }
        }
        return cells
    }

    /// One cell, trimmed (Unicode white space) and unescaped.
    private func makeCell(_ raw: Range<Int>, column: Int, hasEscape: Bool) -> (written: Range<Int>, column: Int, value: String) {
        var start = raw.lowerBound
        var leading = 0
        while start < raw.upperBound {
            let (isSpace, length) = bytes.whitespace(at: start, end: raw.upperBound)
            if !isSpace { break }
            start += length
            leading += 1
        }
        let stop = UTF8Text.trimTrailingWhitespace(bytes, start..<raw.upperBound)
        let text = hasEscape ? unescapeCell(start..<stop) : bytes.string(start..<stop)
        return (start..<stop, column + leading, text)
    }

    private func unescapeCell(_ range: Range<Int>) -> String {
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
