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
    /// The UTF-8 bytes of each header name, without brackets.
    private let names: [[UInt8]]
    /// `<name>` for each header cell, built only for the step-by-step way.
    private let bracketed: [String]
    private let singlePass: Bool

    init(header: TableRow, body: [TableRow]) {
        names = header.cells.map { Array($0.value.utf8) }
        singlePass = !header.cells.contains { Self.hasBracket($0.value) }
            && !body.contains { $0.cells.contains { Self.hasBracket($0.value) } }
        bracketed = singlePass ? [] : header.cells.map { "<" + $0.value + ">" }
    }

    /// `text` with the placeholders filled from `row`; the same string (no copy)
    /// when it has none.
    func fill(_ text: String, from row: TableRow, scratch: inout [UInt8]) -> String {
        var text = text
        guard Self.contains(UInt8(ascii: "<"), in: &text) else { return text }
        if !singlePass { return fillStepByStep(text, from: row) }
        return text.withUTF8 { bytes in
            fillInOnePass(bytes, from: row, scratch: &scratch)
        } ?? text
    }

    private func fillInOnePass(_ bytes: UnsafeBufferPointer<UInt8>, from row: TableRow,
                               scratch: inout [UInt8]) -> String? {
        scratch.removeAll(keepingCapacity: true)
        var copied = 0
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            var close = index + 1
            while close < count && bytes[close] != UInt8(ascii: ">") && bytes[close] != UInt8(ascii: "<") { close += 1 }
            guard close < count else { break }
            if bytes[close] == UInt8(ascii: "<") {
                index = close
                continue
            }
            if let column = column(named: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])),
               column < row.cells.count {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                scratch.append(contentsOf: row.cells[column].value.utf8)
                copied = close + 1
            }
            index = close + 1
        }
        if copied == 0 { return nil }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<count]))
        return String(decoding: scratch, as: UTF8.self)
    }

    /// The first header cell with this name (the reference replaces in header order).
    private func column(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        for (column, candidate) in names.enumerated() where candidate.count == name.count {
            if candidate.withUnsafeBufferPointer({ $0.elementsEqual(name) }) { return column }
        }
        return nil
    }

    private func fillStepByStep(_ text: String, from row: TableRow) -> String {
        var result = text
        for (column, placeholder) in bracketed.enumerated() where column < row.cells.count {
            guard Self.contains(UInt8(ascii: "<"), in: &result) else { break }
            result = result.replacingAll(placeholder, with: row.cells[column].value)
        }
        return result
    }

    private static func hasBracket(_ text: String) -> Bool {
        var text = text
        return contains(UInt8(ascii: "<"), in: &text) || contains(UInt8(ascii: ">"), in: &text)
    }

    /// A byte search over the string's contiguous UTF-8 (the generic
    /// `utf8.contains` walks the view one index at a time).
    @inline(__always)
    static func contains(_ byte: UInt8, in text: inout String) -> Bool {
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] == byte { return true }
                index += 1
            }
            return false
        }
    }
}
