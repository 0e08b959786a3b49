/// The cells of a table row as written: `| a | b\|c |`. Each cell's text is
/// trimmed of blanks; escapes (`\|`, `\\`, `\n`) are kept as written in
/// `raw` and resolved in `value`, as Gherkin resolves them.
struct TableCell {
    /// As written, trimmed: what formatting aligns.
    var raw: Substring
    /// What Gherkin reads: escapes resolved.
    var value: String
    /// Where `raw` starts and ends in the line (UTF-16 code units).
    var start: Int
    var end: Int

    /// The cells between the row's first and last `|`; a row without a
    /// closing `|` has its last cell left out, as the parser leaves it.
    /// Read scalar by scalar: every keystroke reads the tables again.
    static func cells(of line: Substring) -> [TableCell] {
        let scalars = line.unicodeScalars
        guard let firstBar = scalars.firstIndex(of: "|") else { return [] }
        var cells: [TableCell] = []
        var cellStart = scalars.index(after: firstBar)
        var index = cellStart
        var hasEscape = false
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\\" {
                hasEscape = true
                index = scalars.index(after: index)
                if index < scalars.endIndex { index = scalars.index(after: index) }
                continue
            }
            if scalar == "|" {
                cells.append(cell(line, cellStart..<index, hasEscape: hasEscape))
                hasEscape = false
                cellStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        return cells
    }

    private static func cell(_ line: Substring, _ range: Range<String.Index>, hasEscape: Bool) -> TableCell {
        let scalars = line.unicodeScalars
        var from = range.lowerBound
        var to = range.upperBound
        while from < to, scalars[from].isBlank { from = scalars.index(after: from) }
        while to > from, scalars[scalars.index(before: to)].isBlank { to = scalars.index(before: to) }
        let raw = Substring(scalars[from..<to])
        return TableCell(raw: raw, value: hasEscape ? unescaped(raw) : String(raw),
                         start: line.utf16.distance(from: line.startIndex, to: from),
                         end: line.utf16.distance(from: line.startIndex, to: to))
    }

    /// `\|` is `|`, `\n` a new line, `\\` a backslash; any other backslash stays.
    private static func unescaped(_ raw: Substring) -> String {
        var value = String.UnicodeScalarView()
        var scalars = raw.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else { value.append(scalar); continue }
            switch scalars.next() {
            case "|"?: value.append("|")
            case "n"?: value.append("\n")
            case "\\"?: value.append("\\")
            case let other?: value.append("\\"); value.append(other)
            case nil: value.append("\\")
            }
        }
        return String(value)
    }
}

extension Unicode.Scalar {
    /// White space as Gherkin trims it; spaces and tabs answered without
    /// looking the scalar's properties up.
    var isBlank: Bool {
        value == 0x20 || value == 0x09 || (value > 0x7F && properties.isWhitespace)
    }
}
