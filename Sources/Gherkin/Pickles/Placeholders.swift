/// The `<name>` placeholders of one Examples block: its header names, in order.
///
/// The reference fills a text by replacing `<name>` with the row's value for each
/// header cell in turn, so a value may itself create a placeholder that a later
/// header fills. When no header name and no value of the block contains `<` or
/// `>`, the occurrences of the placeholders are exactly the `<...>` runs with no
/// bracket inside; they cannot overlap or be created by a replacement, and one
/// left-to-right pass gives the same text. That pass is what every realistic
/// outline gets; other blocks are filled the reference's way.
struct Placeholders {
    /// The header cells: their values are the names, without brackets.
    private let header: [TableCell]
    /// `<name>` for each header cell, built only for the step-by-step way.
    private let bracketed: [String]
    let singlePass: Bool

    init(header: TableRow, body: [TableRow]) {
        self.header = header.cells
        singlePass = !Self.hasBracket(in: header.cells) && !body.contains { Self.hasBracket(in: $0.cells) }
        bracketed = singlePass ? [] : header.cells.map { "<" + $0.value + ">" }
    }

    /// `text` with the placeholders filled from `row`; the same string (no copy)
    /// when it has none. (Texts filled once per row, like a doc string; texts
    /// filled for every row are split into a `FillTemplate` once instead.)
    func fill(_ text: String, from row: TableRow) -> String {
        fill(template(text), from: row)
    }

    /// The first header cell with this name (the reference replaces in header order).
    func column(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        header.firstIndex { cell in
            cell.value.utf8.count == name.count
                && UTF8Text.withBytes(of: cell.value) { candidate in candidate.elementsEqual(name) }
        }
    }

    func fillStepByStep(_ text: String, from row: TableRow) -> String {
        var result = text
        for (column, placeholder) in bracketed.enumerated() where column < row.cells.count {
            guard UTF8Text.withBytes(of: result, { $0.contains(UInt8(ascii: "<")) }) else { break }
            result = result.replacingAll(placeholder, with: row.cells[column].value)
        }
        return result
    }

    private static func hasBracket(in cells: [TableCell]) -> Bool {
        cells.contains { cell in
            UTF8Text.withBytes(of: cell.value) { bytes in
                // `<` (0x3C) and `>` (0x3E) differ in one bit only: one compare finds either.
                bytes.contains { $0 | 0x02 == UInt8(ascii: ">") }
            }
        }
    }
}
