import LinkSpecPlatform
import CucumberMessages

/// The texts of an outline that every row of one Examples block fills (the
/// scenario's name, each step's text), split at their placeholders once for the
/// block, so that each row only copies. One array holds the placeholders of
/// all the texts: one allocation a block, nothing to release one by one.
struct OutlineTemplates {
    /// A `<name>` of a text that names a header column.
    struct Slot {
        /// The placeholder's bytes in the text, brackets included: what the
        /// row's value replaces (they stay for a row too short to have one).
        let placeholder: Range<Int>
        let column: Int
    }

    /// Where one text's placeholders are.
    struct Text {
        /// Its run in `slots`.
        let slots: Range<Int>
        /// Set when one pass could differ from the reference's way (see
        /// `Placeholders`), which fills it then.
        let byReference: Bool
    }

    let placeholders: Placeholders
    private var slots: [Slot] = []

    init(_ placeholders: Placeholders) {
        self.placeholders = placeholders
    }

    /// Splits `text` at its placeholders, for `fill`.
    mutating func add(_ text: String) -> Text {
        let start = slots.count
        guard placeholders.singlePass else { return Text(slots: start..<start, byReference: true) }
        let enclosed = _UnsafeBytes.withBytes(of: text) { bytes -> Bool in
            let count = bytes.count
            var index = 0
            while let open = bytes.firstIndex(of: UInt8(ascii: "<"), in: index..<count) {
                // A placeholder runs to the first `>`; a `<` before it starts another one.
                var close = open + 1
                while close < count && bytes[close] != UInt8(ascii: ">") && bytes[close] != UInt8(ascii: "<") { close += 1 }
                guard close < count else { break }
                // A `<` then another: a replacement inside could make a placeholder of them.
                if bytes[close] == UInt8(ascii: "<") { return true }
                if let column = placeholders.column(named: bytes.slice((open + 1)..<close)) {
                    // Room for a few at once: a block rarely has more.
                    if slots.isEmpty { slots.reserveCapacity(8) }
                    slots.append(Slot(placeholder: open..<(close + 1), column: column))
                }
                index = close + 1
            }
            return false
        }
        if enclosed {
            slots.removeSubrange(start...)
            return Text(slots: start..<start, byReference: true)
        }
        return Text(slots: start..<slots.count, byReference: false)
    }

    /// `text` (as `add` found it) filled from `row`: one string of the exact
    /// size, copied piece by piece from texts that are valid UTF-8 already
    /// (the text between placeholders and the row's values); `text` itself
    /// when it has no placeholder.
    func fill(_ text: String, _ template: Text, from row: TableRow) -> String {
        if template.byReference { return placeholders.fillStepByStep(text, from: row) }
        let run = template.slots
        if run.isEmpty { return text }
        let cells = row.cells
        var length = text.utf8.count
        for index in run where slots[index].column < cells.count {
            length += cells[slots[index].column].value.utf8.count - slots[index].placeholder.count
        }
        return _UnsafeBytes.string(length: length) { output in
            _UnsafeBytes.withBytes(of: text) { original in
                var copied = 0
                for index in run {
                    let slot = slots[index]
                    output.append(original.slice(copied..<slot.placeholder.lowerBound))
                    if slot.column < cells.count {
                        _UnsafeBytes.withBytes(of: cells[slot.column].value) { output.append($0) }
                    } else {
                        output.append(original.slice(slot.placeholder))
                    }
                    copied = slot.placeholder.upperBound
                }
                output.append(original.slice(copied..<original.count))
            }
        }
    }
}
