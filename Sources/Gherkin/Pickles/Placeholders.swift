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
    /// Each header name, without brackets.
    private let names: [String]
    /// `<name>` for each header cell, built only for the step-by-step way.
    private let bracketed: [String]
    let singlePass: Bool

    init(header: TableRow, body: [TableRow]) {
        names = header.cells.map(\.value)
        singlePass = !header.cells.contains { Self.hasBracket($0.value) }
            && !body.contains { $0.cells.contains { Self.hasBracket($0.value) } }
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
        var column = 0
        while column < names.count {
            let found = names[column].utf8.count == name.count && UTF8Text.withBytes(of: names[column]) { candidate in
                var index = 0
                while index < name.count {
                    if candidate[index] != name[index] { return false }
                    index += 1
                }
                return true
            }
            if found { return column }
            column += 1
        }
        return nil
    }

    func fillStepByStep(_ text: String, from row: TableRow) -> String {
        var result = text
        for (column, placeholder) in bracketed.enumerated() where column < row.cells.count {
            guard Self.contains(UInt8(ascii: "<"), in: &result) else { break }
            result = result.replacingAll(placeholder, with: row.cells[column].value)
        }
        return result
    }

    private static func hasBracket(_ text: String) -> Bool {
        UTF8Text.withBytes(of: text) { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: ">") { return true }
                index += 1
            }
            return false
        }
    }

    @inline(__always)
    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private static func contains(_ byte: UInt8, in text: inout String) -> Bool {
        text.withUTF8 { firstIndex(of: byte, in: $0) != nil }
    }
}
