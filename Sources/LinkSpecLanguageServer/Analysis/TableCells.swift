import Foundation

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
    static func cells(of line: Substring) -> [TableCell] {
        guard let firstBar = line.firstIndex(of: "|") else { return [] }
        var cells: [TableCell] = []
        var cellStart = line.index(after: firstBar)
        var value = ""
        var index = cellStart
        while index < line.endIndex {
            let character = line[index]
            if character == "\\" {
                let next = line.index(after: index)
                if next < line.endIndex {
                    switch line[next] {
                    case "|": value.append("|")
                    case "n": value.append("\n")
                    case "\\": value.append("\\")
                    default: value.append("\\"); value.append(line[next])
                    }
                    index = line.index(after: next)
                } else {
                    value.append("\\")
                    index = next
                }
                continue
            }
            if character == "|" {
                cells.append(cell(line, cellStart..<index, value))
                value = ""
                cellStart = line.index(after: index)
            } else {
                value.append(character)
            }
            index = line.index(after: index)
        }
        return cells
    }

    private static func cell(_ line: Substring, _ range: Range<Substring.Index>, _ value: String) -> TableCell {
        var raw = line[range]
        while let first = raw.first, first.isWhitespace { raw = raw.dropFirst() }
        while let last = raw.last, last.isWhitespace { raw = raw.dropLast() }
        let trimmedValue = value.trimmingCharacters(in: .whitespaces)
        return TableCell(raw: raw, value: trimmedValue,
                         start: line.utf16.distance(from: line.startIndex, to: raw.startIndex),
                         end: line.utf16.distance(from: line.startIndex, to: raw.endIndex))
    }
}
