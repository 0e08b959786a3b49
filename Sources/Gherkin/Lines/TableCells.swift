import CucumberMessages

extension GherkinLine {
    /// The cells of a table row: the text between unescaped pipes, trimmed, then
    /// with `\|`, `\\` and `\n` unescaped (any other backslash stays), each with the
    /// column where its trimmed text starts. Trimming comes first, so an escaped
    /// `\n` at either end of a cell is kept. Text before the first pipe and after
    /// the last one is not part of the row.
    ///
    /// Built straight into AST cells in one pass over the bytes: a table is most of
    /// a realistic feature file, so this is one of the engine's hottest loops.
    /// Rows of plain ASCII take a shorter way still (`plainRowCells()`).
    func tableCells() -> [TableCell] {
        if let cells = plainRowCells() { return cells }
        let number = self.number
        return cells { _, column, value in TableCell(location: Location(line: number, column: column), value: value) }
    }

    /// The cells of a table row, each made by `make` from the byte range of
    /// its trimmed text as written (escapes and all), its column and its value:
    /// the one reading of a row, for the AST and for tools (`LineClassifier`).
    @inline(__always)
    func cells<Cell>(_ make: (_ written: Range<Int>, _ column: Int, _ value: String) -> Cell) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(max(pipeCount() - 1, 0))
        var column = indent + 1
        var index = trimmedStart
        let end = self.end
        // The cell being read: where it starts (-1 before the first pipe) and
        // its column. While it is plain (printable ASCII, no escape) the bytes
        // of its trimmed text are tracked on the way; otherwise `makeCell`
        // trims and unescapes it afterwards.
        var cellStart = -1
        var cellColumn = 0
        var isPlain = true
        var hasEscape = false
        var solidStart = -1
        var solidEnd = -1
        while index < end {
            if index + 8 <= end {
                // Plain bytes up to the next one that needs a look of its own,
                // eight at a time: each is one column, and only a space is blank.
                let block = ByteBlock(bytes, at: index)
                let plain = ByteBlock.firstOffset(block.stops(UInt8(ascii: "|"), UInt8(ascii: "\\")))
                if plain > 0 {
                    if let (first, last) = block.solidSpan(inFirst: plain) {
                        if solidStart < 0 { solidStart = index + first }
                        solidEnd = index + last + 1
                    }
                    index += plain
                    column += plain
                    continue
                }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "|") {
                if cellStart >= 0 {
                    let raw = cellStart..<index
                    let cell = isPlain
                        ? plainCell(raw, column: cellColumn, solid: solidStart..<max(solidEnd, solidStart))
                        : makeCell(raw, column: cellColumn, hasEscape: hasEscape)
                    cells.append(make(cell.written, cell.column, cell.value))
                }
                index += 1
                column += 1
                cellStart = index
                cellColumn = column
                isPlain = true
                hasEscape = false
                solidStart = -1
                solidEnd = -1
            } else if byte == UInt8(ascii: "\\") && index + 1 < end {
                // The escaped scalar is skipped whole: its lead byte here, its
                // continuation bytes (which count no column) after.
                isPlain = false
                hasEscape = true
                index += 2
                column += 2
            } else if byte >= 0x80 {
                // Columns count scalars: every byte but a continuation byte starts one.
                isPlain = false
                index += 1
                if UTF8Text.startsScalar(byte) { column += 1 }
            } else {
                if !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) {
                    if solidStart < 0 { solidStart = index }
                    solidEnd = index + 1
                }
                index += 1
                column += 1
            }
        }
        return cells
    }

    /// The number of pipes after the indentation, eight bytes at a time.
    private func pipeCount() -> Int {
        var count = 0
        var index = trimmedStart
        while index + 8 <= end {
            count &+= ByteBlock(bytes, at: index).count(of: UInt8(ascii: "|"))
            index += 8
        }
        while index < end {
            count &+= bytes[index] == UInt8(ascii: "|") ? 1 : 0
            index += 1
        }
        return count
    }

    /// A plain cell (printable ASCII, no escape), whose trimmed text `solid` was
    /// found while reading it: one byte is one column, and an empty `solid` is a
    /// cell of white space only, located after it.
    private func plainCell(_ raw: Range<Int>, column: Int, solid: Range<Int>) -> (written: Range<Int>, column: Int, value: String) {
        guard solid.lowerBound >= 0 else { return (raw.upperBound..<raw.upperBound, column + raw.count, "") }
        return (solid, column + solid.lowerBound - raw.lowerBound, bytes.string(solid))
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
