import Foundation
import LinkSpecPlatform
import CucumberMessages

/// The `<name>` placeholders of one Examples block: its header names, in order.
///
/// The reference replaces `<name>` for each header cell in turn, so a
/// replacement may create a placeholder a later header fills (from a value
/// with brackets, or from the text around it, as in `<<a>>`). Without brackets
/// in names and values, only a text with `<` then `<` before any `>` can do
/// that; every other text is filled in one left-to-right pass
/// (`OutlineTemplates`), the rest the reference's way.
struct Placeholders {
    /// The header cells: their values are the names, without brackets.
    private let header: [TableCell]
    /// Whether no header name and no value has a bracket.
    let singlePass: Bool

    init(header: TableRow, body: [TableRow]) {
        self.header = header.cells
        singlePass = !Self.hasBracket(in: header.cells) && !body.contains { Self.hasBracket(in: $0.cells) }
    }

    /// `text` with the placeholders filled from `row`; the same string (no copy)
    /// when it has none. (Texts filled once per row, like a doc string; texts
    /// filled for every row are split once per block in `OutlineTemplates`.)
    func fill(_ text: String, from row: TableRow) -> String {
        var templates = OutlineTemplates(self)
        let template = templates.add(text)
        return templates.fill(text, template, from: row)
    }

    /// The first header cell with this name (the reference replaces in header order).
    func column(named name: _UnsafeBytes) -> Int? {
        header.firstIndex { cell in
            _UnsafeBytes.withBytes(of: cell.value) { candidate in
                candidate.elementsEqual(0..<candidate.count, name, 0..<name.count)
            }
        }
    }

    /// The reference's way: for each header cell in turn, every `<name>` replaced
    /// by the row's value.
    func fillStepByStep(_ text: String, from row: TableRow) -> String {
        var result = text
        for column in header.indices where column < row.cells.count {
            guard result.utf8.contains(UInt8(ascii: "<")) else { break }
            result = result.replacingOccurrences(of: "<" + header[column].value + ">", with: row.cells[column].value,
                                                 options: .literal)
        }
        return result
    }

    private static func hasBracket(in cells: [TableCell]) -> Bool {
        cells.contains { cell in
            _UnsafeBytes.withBytes(of: cell.value) { bytes in
                bytes.contains(UInt8(ascii: "<"), in: 0..<bytes.count) || bytes.contains(UInt8(ascii: ">"), in: 0..<bytes.count)
            }
        }
    }
}
