import Foundation

/// A text of an outline (its name, a step's text) split once per Examples block
/// at its placeholders, so that each row only copies: the scan for `<name>` and
/// the header lookups happen once per block, not once per row.
struct FillTemplate {
    /// A `<name>` of the text that names a header column.
    struct Slot {
        /// The placeholder's bytes in the text, brackets included: what the
        /// row's value replaces (they stay for a row too short to have one).
        let placeholder: Range<Int>
        let column: Int
    }

    let original: String
    /// In text order. Empty when the text has no placeholder of the block: it
    /// stays as it is.
    let slots: [Slot]
    /// Set when the block needs the reference's header-by-header replacement.
    let stepByStep: Bool
}

extension Placeholders {
    func template(_ text: String) -> FillTemplate {
        guard singlePass else { return FillTemplate(original: text, slots: [], stepByStep: true) }
        let slots = UTF8Text.withBytes(of: text) { bytes -> [FillTemplate.Slot] in
            var slots: [FillTemplate.Slot] = []
            guard let base = bytes.baseAddress else { return slots }
            let count = bytes.count
            var index = 0
            // memchr: most of a text is not placeholders, and it skips them a word at a time.
            while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "<")), count - index) {
                let open = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                // A placeholder runs to the first `>`; a `<` before it starts another one.
                var close = open + 1
                while close < count && bytes[close] != UInt8(ascii: ">") && bytes[close] != UInt8(ascii: "<") { close += 1 }
                guard close < count else { break }
                if bytes[close] == UInt8(ascii: "<") {
                    index = close
                    continue
                }
                if let column = column(named: UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close])) {
                    // Room for a few at once: a text rarely has more.
                    if slots.isEmpty { slots.reserveCapacity(4) }
                    slots.append(FillTemplate.Slot(placeholder: open..<(close + 1), column: column))
                }
                index = close + 1
            }
            return slots
        }
        return FillTemplate(original: text, slots: slots, stepByStep: false)
    }

    /// The template filled from `row`: one string of the exact size, copied
    /// piece by piece from texts that are valid UTF-8 already.
    func fill(_ template: FillTemplate, from row: TableRow) -> String {
        if template.stepByStep { return fillStepByStep(template.original, from: row) }
        let slots = template.slots
        if slots.isEmpty { return template.original }
        let cells = row.cells
        var length = template.original.utf8.count
        for slot in slots where slot.column < cells.count {
            length += cells[slot.column].value.utf8.count - slot.placeholder.count
        }
        return UTF8Text.withBytes(of: template.original) { original in
            String(unsafeUninitializedCapacity: length) { target in
                var written = 0
                var copied = 0
                for slot in slots {
                    written = Self.copy(original, copied..<slot.placeholder.lowerBound, to: target, at: written)
                    if slot.column < cells.count {
                        written = UTF8Text.withBytes(of: cells[slot.column].value) { value in
                            Self.copy(value, 0..<value.count, to: target, at: written)
                        }
                    } else {
                        written = Self.copy(original, slot.placeholder, to: target, at: written)
                    }
                    copied = slot.placeholder.upperBound
                }
                return Self.copy(original, copied..<original.count, to: target, at: written)
            }
        }
    }

    /// Copies `source[range]` to `target` at `offset`; returns the offset after it.
    @inline(__always)
    private static func copy(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                             to target: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        guard let from = source.baseAddress, let to = target.baseAddress, !range.isEmpty else { return offset }
        (to + offset).initialize(from: from + range.lowerBound, count: range.count)
        return offset + range.count
    }
}
