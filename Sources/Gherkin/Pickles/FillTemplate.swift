import Foundation

/// A text of an outline (its name, a step's text) split once per Examples block
/// into literal runs and header columns, so that each row only concatenates:
/// the scan for `<name>` and the header lookups happen once per block, not once
/// per row.
struct FillTemplate {
    enum Piece {
        /// Bytes of the original text.
        case literal(Range<Int>)
        /// The row's value in this header column; the placeholder's own bytes
        /// (`<name>`) stay for a row too short to have one.
        case column(Int, placeholder: Range<Int>)
    }

    let original: String
    /// Empty when the text has no placeholder of the block (it stays as it is).
    let pieces: [Piece]
    /// Set when the block needs the reference's header-by-header replacement.
    let stepByStep: Bool
}

extension Placeholders {
    func template(_ text: String) -> FillTemplate {
        guard singlePass else { return FillTemplate(original: text, pieces: [], stepByStep: true) }
        var original = text
        let pieces = original.withUTF8 { bytes -> [FillTemplate.Piece] in
            var pieces: [FillTemplate.Piece] = []
            var brackets = 0
            for byte in bytes where byte == UInt8(ascii: "<") { brackets += 1 }
            guard brackets > 0 else { return pieces }
            pieces.reserveCapacity(2 * brackets + 1)
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
                if let column = column(named: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])) {
                    if index > copied { pieces.append(.literal(copied..<index)) }
                    pieces.append(.column(column, placeholder: index..<(close + 1)))
                    copied = close + 1
                }
                index = close + 1
            }
            if !pieces.isEmpty && copied < count { pieces.append(.literal(copied..<count)) }
            return pieces
        }
        return FillTemplate(original: text, pieces: pieces, stepByStep: false)
    }

    /// The template filled from `row`: one allocation of the exact size.
    func fill(_ template: FillTemplate, from row: TableRow) -> String {
        if template.stepByStep { return fillStepByStep(template.original, from: row) }
        if template.pieces.isEmpty { return template.original }
        var original = template.original
        return original.withUTF8 { bytes in
            var length = 0
            for piece in template.pieces {
                switch piece {
                case .literal(let range): length += range.count
                case .column(let column, let placeholder):
                    length += column < row.cells.count ? row.cells[column].value.utf8.count : placeholder.count
                }
            }
            return String(unsafeUninitializedCapacity: length) { buffer in
                guard let target = buffer.baseAddress, let source = bytes.baseAddress else { return 0 }
                var written = 0
                for piece in template.pieces {
                    switch piece {
                    case .literal(let range):
                        memcpy(target + written, source + range.lowerBound, range.count)
                        written += range.count
                    case .column(let column, let placeholder):
                        guard column < row.cells.count else {
                            memcpy(target + written, source + placeholder.lowerBound, placeholder.count)
                            written += placeholder.count
                            continue
                        }
                        UTF8Text.withBytes(of: row.cells[column].value) { value in
                            if let start = value.baseAddress { memcpy(target + written, start, value.count) }
                            written += value.count
                        }
                    }
                }
                return written
            }
        }
    }
}
