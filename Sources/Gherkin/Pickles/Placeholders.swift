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
    /// when it has none.
    func fill(_ text: String, from row: TableRow, scratch: inout [UInt8]) -> String {
        var text = text
        let filled: String?? = text.withUTF8 { bytes in
            guard let first = Self.firstIndex(of: UInt8(ascii: "<"), in: bytes) else { return .some(nil) }
            guard singlePass else { return nil }
            return .some(fillInOnePass(bytes, from: first, row: row, scratch: &scratch))
        }
        switch filled {
        case .some(let result): return result ?? text
        case .none: return fillStepByStep(text, from: row)
        }
    }

    private func fillInOnePass(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int, row: TableRow,
                               scratch: inout [UInt8]) -> String? {
        scratch.removeAll(keepingCapacity: true)
        var copied = 0
        var index = first
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
                var value = row.cells[column].value
                value.withUTF8 { scratch.append(contentsOf: $0) }
                copied = close + 1
            }
            index = close + 1
        }
        if copied == 0 { return nil }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<count]))
        return String(decoding: scratch, as: UTF8.self)
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
